import { useEffect, useId, useMemo, useState } from 'react';
import { CFormCheck, CFormInput, CFormLabel, CFormText } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Signature } from '@/api/types/signature';
import { SignaturePad } from '@/components/signature/SignaturePad';
import { TYPED_SIGNATURE_FONT, typedSignature } from './typedSignature';

type Mode = 'draw' | 'type' | 'stored';

interface Props {
  stored?: Signature[];
  /** The signature to send: a PNG data URL, or a stored signature's path; null when none yet. */
  onChange: (signature: string | null) => void;
  /** The user tried to sign without a signature. */
  missing?: boolean;
}

/**
 * Three ways to sign: draw (finger or mouse), type a name (keyboard users), or pick a stored
 * signature. Each way keeps its own input while the user switches, so nothing is lost.
 */
export function SignatureInput({ stored: storedAll = [], onChange, missing }: Props) {
  const { t } = useTranslation('signing');
  const id = useId();
  const [mode, setMode] = useState<Mode>('draw');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [storedPath, setStoredPath] = useState<string | null>(null);
  const typed = useMemo(() => typedSignature(name), [name]);
  const stored = storedAll.filter((s) => s.type !== 'stamp');
  const current = mode === 'draw' ? drawn : mode === 'type' ? typed : storedPath;
  const errorId = `${id}-error`;

  useEffect(() => {
    onChange(current);
  }, [current, onChange]);

  const modes: Mode[] = stored.length ? ['draw', 'type', 'stored'] : ['draw', 'type'];
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
                <img src={s.signaturePath} alt="" className="signature-input__stored-img" />
                <span>{s.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {missing && !current && (
        <p id={errorId} className="text-danger small mt-2 mb-0" role="alert">
          {t('input.required')}
        </p>
      )}
    </div>
  );
}
