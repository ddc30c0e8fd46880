import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useSendForSignatureMutation } from '@/api/signingApi';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';

interface Props {
  wsId: string;
  waiting: number;
}

/** E-mails the workspace's signators a link to sign what waits (POST /api/check/signature/send). */
export function SendForSignature({ wsId, waiting }: Props) {
  const { t } = useTranslation('signing');
  const [asking, setAsking] = useState(false);
  const [send, { data, error, isLoading, reset }] = useSendForSignatureMutation();

  async function onConfirm() {
    // The reply (sent or refused) shows below from the mutation's state.
    await send({ wsId });
    setAsking(false);
  }

  return (
    <>
      <CButton
        color="primary"
        variant="outline"
        disabled={!waiting || !wsId}
        onClick={() => {
          reset();
          setAsking(true);
        }}
      >
        {t('toSign.send')}
      </CButton>
      <ConfirmModal
        visible={asking}
        title={t('toSign.sendTitle')}
        body={t('toSign.sendBody', { count: waiting })}
        confirmLabel={t('toSign.sendConfirm')}
        busy={isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setAsking(false)}
      />
      <div className="w-100" aria-live="polite">
        {data && (
          <CAlert color="success" className="mt-3 mb-0">
            {t('toSign.sentMessage', { recipients: data.recipients.join(', ') || String(data.sent) })}
          </CAlert>
        )}
        {error && <ErrorAlert error={error} className="mt-3 mb-0" />}
      </div>
    </>
  );
}
