import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useAddWorkspaceSignatureMutation } from '@/api/signaturesApi';
import { toApiError } from '@/api/apiError';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { SignaturePad } from '@/components/signature/SignaturePad';
import { FieldError } from '@/components/form/FieldError';

/** A signature drawn on the pad, kept under the signer's name; an existing one is replaced only when confirmed. */
export function DrawnSignatureForm({ ws }: { ws: string }) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [askReplace, setAskReplace] = useState(false);
  const [saved, setSaved] = useState(false);
  const [padKey, setPadKey] = useState(0);
  const [add, state] = useAddWorkspaceSignatureMutation();

  const save = async (replace: boolean) => {
    setSaved(false);
    if (!drawn) return setMissing(true);
    const reply = await add({ ws, signaturePath: drawn, replace });
    if ('error' in reply) {
      if (!replace && toApiError(reply.error).messageKey === 'errors.nameExists') setAskReplace(true);
      return;
    }
    setSaved(true);
    setDrawn(null);
    setPadKey((k) => k + 1);
  };

  return (
    <div>
      <SignaturePad key={padKey} onChange={(url) => { setDrawn(url); setMissing(false); }} invalid={missing} describedBy={missing ? 'drawn-missing' : undefined} />
      {missing && (
        <FieldError id="drawn-missing">{t('signatures.drawFirst')}</FieldError>
      )}
      {state.error && toApiError(state.error).messageKey !== 'errors.nameExists' ? <ErrorAlert error={state.error} className="mt-2" /> : null}
      {saved && (
        <CAlert color="success" className="mt-2" role="status">
          {t('signatures.savedSignature')}
        </CAlert>
      )}
      <CButton color="primary" className="mt-2" disabled={state.isLoading} onClick={() => void save(false)}>
        {t('signatures.saveSignature')}
      </CButton>
      <ConfirmModal
        visible={askReplace}
        title={t('signatures.replaceTitle')}
        body={t('signatures.replaceBody')}
        confirmLabel={t('signatures.replaceConfirm')}
        busy={state.isLoading}
        onCancel={() => setAskReplace(false)}
        onConfirm={() => {
          setAskReplace(false);
          void save(true);
        }}
      />
    </div>
  );
}
