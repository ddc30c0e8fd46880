import { CFormCheck, CFormInput, CFormLabel, CFormText } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Signature } from '@/api/types/signature';
import { SignaturePad } from '@/components/signature/SignaturePad';
import { TYPED_SIGNATURE_FONT } from '@/components/signature/typedSignature';
import { useSignatureChoice } from '@/components/signature/useSignatureChoice';
import { safeAddress } from '@/lib/safeUrl';
import { NO_IMAGE } from '@/api/imageReply';
import { FieldError } from '@/components/form/FieldError';

interface Props {
  stored?: Signature[];
  /** The signature to send: a PNG data URL, or a stored signature's path; null when none yet. */
  onChange: (signature: string | null) => void;
  /** The user tried to sign without a signature. */
  missing?: boolean;
}

/**
 * Three ways to sign: draw (finger or mouse), type a name (keyboard users), or pick a stored
 * signature (useSignatureChoice). The staff's look, with CoreUI; a signer's link has its own
 * (SignLinkSignature).
 */
export function SignatureInput({ stored: storedAll = [], onChange, missing }: Props) {
  const { t } = useTranslation('signing');
  const { id, errorId, mode, setMode, modes, setDrawn, name, setName, stored, storedPath, setStoredPath, current } = useSignatureChoice(storedAll, onChange);
  return (
    <div className="signature-input">
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-2">{t('input.legend')}</legend>
        <div className="signature-input__modes btn-group w-100">
          {modes.map((m) => (
            <CFormCheck
              key={m}
              type="radio"
              button={{ color: 'primary', variant: 'outline' }}
              name={`${id}-mode`}
              id={`${id}-${m}`}
              label={t(`input.${m}`)}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
          ))}
        </div>
      </fieldset>
      <div hidden={mode !== 'draw'}>
        <SignaturePad onChange={setDrawn} invalid={missing && !current} describedBy={missing && !current ? errorId : undefined} />
      </div>
      {mode === 'type' && (
        <div>
          <CFormLabel htmlFor={`${id}-name`}>{t('input.typedName')}</CFormLabel>
          <CFormInput
            id={`${id}-name`}
            value={name}
            autoComplete="name"
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
            invalid={missing && !current}
            aria-describedby={`${id}-name-hint${missing && !current ? ` ${errorId}` : ''}`}
          />
          <CFormText id={`${id}-name-hint`}>{t('input.typedHint')}</CFormText>
          {name.trim() && (
            <p className="signature-input__typed mt-2 mb-0" style={{ fontFamily: TYPED_SIGNATURE_FONT }}>
              <span className="visually-hidden">{t('input.typedPreview')}: </span>
              {name}
            </p>
          )}
        </div>
      )}
      {mode === 'stored' && (
        <fieldset>
          <legend className="form-label fs-6">{t('input.storedLegend')}</legend>
          <div className="signature-input__stored">
            {stored.map((s, i) => (
              <label key={s.signaturePath} className={`signature-input__stored-item${storedPath === s.signaturePath ? ' is-selected' : ''}`} htmlFor={`${id}-stored-${i}`}>
                <input
                  type="radio"
                  className="form-check-input"
                  id={`${id}-stored-${i}`}
                  name={`${id}-stored`}
                  checked={storedPath === s.signaturePath}
                  onChange={() => setStoredPath(s.signaturePath)}
                />
                <img src={safeAddress(s.signaturePath, 'image') ?? NO_IMAGE} alt="" className="signature-input__stored-img" />
                <span>{s.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {missing && !current && (
        <FieldError alert id={errorId} className="mt-2">
          {t('input.required')}
        </FieldError>
      )}
    </div>
  );
}
