import { useTranslation } from 'react-i18next';
import type { Signature } from '@/api/types/signature';
import { SignLinkPad } from './SignLinkPad';
import { TYPED_SIGNATURE_FONT } from '@/components/signature/typedSignature';
import { useSignatureChoice } from '@/components/signature/useSignatureChoice';
import { safeAddress } from '@/lib/safeUrl';
import { NO_IMAGE } from '@/api/imageReply';

interface Props {
  stored?: Signature[];
  /** The signature to send: a PNG data URL, or a stored signature's path; null when none yet. */
  onChange: (signature: string | null) => void;
  /** The signer tried to sign without a signature. */
  missing?: boolean;
}

/**
 * The signer's three ways to sign (useSignatureChoice, as the staff's SignatureInput) in the link
 * page's own look: plain elements styled by signLink.css, no CoreUI (a phone's first download). The ways are
 * labels over visually hidden radios; the pad loads its library when needed (SignLinkPad).
 */
export function SignLinkSignature({ stored: storedAll = [], onChange, missing }: Props) {
  const { t } = useTranslation('signerLink');
  const { id, errorId, mode, setMode, modes, setDrawn, name, setName, stored, storedPath, setStoredPath, current } = useSignatureChoice(storedAll, onChange);
  const invalid = Boolean(missing && !current);
  return (
    <div className="link-signature">
      <fieldset className="link-signature__group">
        <legend className="link-signature__legend">{t('input.legend')}</legend>
        <div className="link-choice">
          {modes.map((m) => (
            <span key={m} className="link-choice__item">
              <input
                type="radio"
                className="link-choice__input"
                name={`${id}-mode`}
                id={`${id}-${m}`}
                checked={mode === m}
                onChange={() => setMode(m)}
              />
              <label className="link-choice__label" htmlFor={`${id}-${m}`}>
                {t(`input.${m}`)}
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <div hidden={mode !== 'draw'}>
        <SignLinkPad onChange={setDrawn} invalid={invalid} describedBy={invalid ? errorId : undefined} />
      </div>
      {mode === 'type' && (
        <div className="link-field">
          <label htmlFor={`${id}-name`}>{t('input.typedName')}</label>
          <input
            id={`${id}-name`}
            value={name}
            autoComplete="name"
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-name-hint${invalid ? ` ${errorId}` : ''}`}
          />
          <p id={`${id}-name-hint`} className="link-field__hint">
            {t('input.typedHint')}
          </p>
          {name.trim() && (
            <p className="link-signature__typed" style={{ fontFamily: TYPED_SIGNATURE_FONT }}>
              <span className="visually-hidden">{t('input.typedPreview')}: </span>
              {name}
            </p>
          )}
        </div>
      )}
      {mode === 'stored' && (
        <fieldset className="link-signature__group">
          <legend className="link-signature__legend">{t('input.storedLegend')}</legend>
          <div className="link-stored">
            {stored.map((s, i) => (
              <label key={s.signaturePath} className={`link-stored__item${storedPath === s.signaturePath ? ' is-selected' : ''}`} htmlFor={`${id}-stored-${i}`}>
                <input
                  type="radio"
                  id={`${id}-stored-${i}`}
                  name={`${id}-stored`}
                  checked={storedPath === s.signaturePath}
                  onChange={() => setStoredPath(s.signaturePath)}
                />
                <img src={safeAddress(s.signaturePath, 'image') ?? NO_IMAGE} alt="" className="link-stored__img" />
                <span>{s.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {invalid && (
        <p id={errorId} className="link-signature__error" role="alert">
          {t('input.required')}
        </p>
      )}
    </div>
  );
}
