import { useId, useRef } from 'react';
import { CAlert, CButton, CFormInput, CFormLabel } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useCopyText } from '@/components/share/useCopyText';

/**
 * A new key's string, shown this once (the backend keeps only its hash): copy it, then close.
 * Nothing keeps it after "Done": the caller drops the creation reply.
 */
export function NewKeyShownOnce({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation('workspaceSetup');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, onCopy] = useCopyText(secret, input);
  return (
    <CAlert color="warning" className="setup-new-key" role="region" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="h6">
        {t('keys.newKeyTitle', { name })}
      </h3>
      <p className="mb-2">{t('keys.newKeyOnce')}</p>
      <CFormLabel htmlFor={id} className="visually-hidden">
        {t('keys.newKeyLabel', { name })}
      </CFormLabel>
      <CFormInput ref={input} id={id} value={secret} readOnly dir="ltr" className="setup-key" spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <CButton color="primary" onClick={() => void onCopy()}>
          {t('keys.copy')}
        </CButton>
        {/* Dark, not secondary: grey outline text is too faint on the warning background. */}
        <CButton color="dark" variant="outline" onClick={onDone}>
          {t('keys.done')}
        </CButton>
      </div>
      <p className={`small mb-0 mt-2${copy === 'failed' ? ' text-danger-emphasis' : ''}`} role="status">
        {copy === 'copied' ? t('keys.copied') : copy === 'failed' ? t('keys.copyFailed') : ''}
      </p>
    </CAlert>
  );
}
