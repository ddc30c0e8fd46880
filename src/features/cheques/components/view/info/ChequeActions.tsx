import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCheckActionMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { usePermission } from '@/state/usePermission';

type Action = 'approve' | 'reject' | 'delete';

/** Which of approve / reject / delete a cheque offers now, by its state (spec section 4). */
export function actionsNow(cheque: Cheque): Record<Action, boolean> {
  const deleted = !!cheque.isDeleted || cheque.status === 'DELETED';
  const rejected = cheque.status === 'REJECTED' || cheque.status === 'REJECTED_BANK';
  return {
    // Approval is the answer to a review: an unknown status, a correction to approve, a bad MICR line.
    approve: !deleted && (cheque.status === 'UNKNOWN' || !!cheque.needsCorrectionApproval || cheque.isValidMicr === false),
    reject: !deleted && !rejected,
    delete: !deleted,
  };
}

/**
 * Spec section 4: approve as valid after review, mark as rejected after a question (noted as set
 * manually in the comments), delete (a DangerButton). Only what the cheque and the user allow now.
 */
export function ChequeActions({ cheque, wsId, backTo }: { cheque: Cheque; wsId: string; backTo: string }) {
  const { t } = useTranslation('cheques');
  const navigate = useNavigate();
  const permission = usePermission();
  const [checkAction, { isLoading }] = useCheckActionMutation();
  const [asking, setAsking] = useState<Exclude<Action, 'delete'> | null>(null);
  const [done, setDone] = useState<Action | null>(null);
  const [error, setError] = useState<unknown>(null);
  const now = actionsNow(cheque);
  const subject = { cheque };
  const offers = {
    approve: now.approve && permission.can('cheque.approve', subject),
    reject: now.reject && permission.can('cheque.reject', subject),
    delete: now.delete && permission.can('cheque.delete', subject),
  };

  async function run(action: Action) {
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
      // Deleted: back to the list it came from, with its filters.
      if (action === 'delete') navigate(backTo);
      else setDone(action);
    } catch (e) {
      setAsking(null);
      setError(e);
    }
  }

  if (!offers.approve && !offers.reject && !offers.delete) return null;
  return (
    <div className="cheque-actions">
      <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions.label')}>
        {offers.approve && (
          <CButton color="primary" onClick={() => setAsking('approve')}>
            {t('actions.approve')}
          </CButton>
        )}
        {offers.reject && (
          <CButton color="warning" variant="outline" onClick={() => setAsking('reject')}>
            {t('actions.reject')}
          </CButton>
        )}
        {offers.delete && (
          <DangerButton
            label={t('actions.delete')}
            confirmTitle={t('actions.deleteTitle')}
            confirmBody={t('actions.deleteBody')}
            busy={isLoading}
            onConfirm={() => run('delete')}
          />
        )}
      </div>
      {done && <CAlert color="success" className="py-2 mt-2 mb-0" role="status">{t(`actions.done.${done}`)}</CAlert>}
      {error ? <ErrorAlert error={error} className="py-2 mt-2 mb-0" /> : null}
      {asking && (
        <ConfirmModal
          visible
          title={t(`actions.${asking}Title`)}
          body={t(`actions.${asking}Body`)}
          confirmLabel={t(`actions.${asking}`)}
          busy={isLoading}
          onConfirm={() => void run(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
