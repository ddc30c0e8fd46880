import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCheckActionMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { paths } from '@/config/paths';
import { isDeletedCheque } from '@/lib/statuses';

type Action = 'approve' | 'reject' | 'delete';

/**
 * Spec section 4: approve as valid after review, mark as rejected after a question (noted as set
 * manually in the comments), delete. Each one asks first.
 */
export function ChequeActions({ cheque, wsId }: { cheque: Cheque; wsId: string }) {
  const { t } = useTranslation('cheques');
  const navigate = useNavigate();
  const [checkAction, { isLoading }] = useCheckActionMutation();
  const [asking, setAsking] = useState<Action | null>(null);
  const [done, setDone] = useState<Action | null>(null);
  const [error, setError] = useState<unknown>(null);
  const deleted = isDeletedCheque(cheque);

  async function confirm(action: Action) {
    setError(null);
    setDone(null);
    try {
      await checkAction({
        wsId: cheque.wsId ?? wsId,
        ids: [cheque.checkId],
        action,
        ...(action === 'reject' ? { dataToUpdate: { comment: t('actions.rejectComment'), setManually: true } } : {}),
      }).unwrap();
      setAsking(null);
      if (action === 'delete') navigate(paths.cheques);
      else setDone(action);
    } catch (e) {
      setAsking(null);
      setError(e);
    }
  }

  return (
    <div className="cheque-actions">
      <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions.label')}>
        <CButton color="primary" size="sm" disabled={deleted} onClick={() => setAsking('approve')}>
          {t('actions.approve')}
        </CButton>
        <CButton color="warning" size="sm" disabled={deleted || cheque.status === 'REJECTED'} onClick={() => setAsking('reject')}>
          {t('actions.reject')}
        </CButton>
        <CButton color="dark" variant="outline" size="sm" disabled={deleted} onClick={() => setAsking('delete')}>
          {t('actions.delete')}
        </CButton>
      </div>
      {done && <CAlert color="success" className="py-2 mt-2 mb-0" role="status">{t(`actions.done.${done}`)}</CAlert>}
      {error ? <ErrorAlert error={error} className="py-2 mt-2 mb-0" /> : null}
      {asking && (
        <ConfirmModal
          visible
          title={t(`actions.${asking}Title`)}
          body={t(`actions.${asking}Body`)}
          confirmLabel={t(`actions.${asking}`)}
          danger={asking === 'delete'}
          busy={isLoading}
          onConfirm={() => void confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
