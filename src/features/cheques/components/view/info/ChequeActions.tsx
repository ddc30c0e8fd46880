import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCheckActionMutation } from '@/api/chequesApi';
import { manualRejection } from '@/api/types/checkAction';
import type { Cheque } from '@/api/types/cheque';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { usePermission } from '@/state/usePermission';
import { isChequeStateReason } from '@/lib/permissions';
import { isDeletedCheque } from '@/lib/statuses';

type Action = 'approve' | 'reject' | 'delete';
const ACTIONS: ReadonlyArray<{ action: Action; color: 'primary' | 'dark'; variant?: 'outline' }> = [
  { action: 'approve', color: 'primary' },
  // Outlined, not yellow: yellow text on white fails the contrast check (axe).
  { action: 'reject', color: 'dark', variant: 'outline' },
  { action: 'delete', color: 'dark', variant: 'outline' },
];

/** Which of approve / reject / delete a cheque offers now, by its state (spec section 4). */
export function actionsNow(cheque: Cheque): Record<Action, boolean> {
  const deleted = isDeletedCheque(cheque);
  const rejected = cheque.status === 'REJECTED' || cheque.status === 'REJECTED_BANK';
  return {
    // Approval is the answer to a review: an unknown status, a correction to approve, a bad MICR line,
    // A rejection marked by hand can be reviewed again and approved (spec section 4).
    approve: !deleted && (rejected || cheque.status === 'UNKNOWN' || !!cheque.needsCorrectionApproval || cheque.isValidMicr === false),
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
  const { t: tc } = useTranslation('common');
  const now = actionsNow(cheque);
  // Refused by role or capability: not offered at all. Refused by the cheque's state (section 4):
  // shown disabled, with the reason under the buttons.
  const offered = ACTIONS.filter((a) => now[a.action])
    .map((a) => ({ ...a, decision: permission.decide(`cheque.${a.action}`, { cheque }) }))
    .filter(({ decision }) => decision.allowed || isChequeStateReason(decision.reason));
  const stateReason = offered.find(({ decision }) => !decision.allowed)?.decision.reason;

  async function run(action: Action) {
    setError(null);
    setDone(null);
    const reply = await checkAction({
      wsId: cheque.wsId ?? wsId,
      ids: [cheque.checkId],
      action,
      ...(action === 'reject' ? manualRejection(t('staff:rejection.comment')) : {}),
    });
    setAsking(null);
    if ('error' in reply) return setError(reply.error);
    // Deleted: back to the list it came from, with its filters.
    if (action === 'delete') navigate(backTo);
    else setDone(action);
  }

  if (!offered.length) return null;
  return (
    <div className="cheque-actions">
      <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions.label')} aria-describedby={stateReason ? 'cheque-actions-reason' : undefined}>
        {offered.map(({ action, color, variant, decision }) =>
          action === 'delete' ? (
            <DangerButton
              key={action}
              label={t('actions.delete')}
              confirmTitle={t('actions.deleteTitle')}
              confirmBody={t('actions.deleteBody')}
              busy={isLoading}
              disabled={!decision.allowed}
              onConfirm={() => run('delete')}
            />
          ) : (
            <CButton key={action} color={color} variant={variant} disabled={!decision.allowed} onClick={() => setAsking(action)}>
              {t(`actions.${action}`)}
            </CButton>
          ),
        )}
      </div>
      {stateReason && (
        <p id="cheque-actions-reason" className="small text-body-secondary mt-1 mb-0">
          {tc(`permissions.reason.${stateReason}`)}
        </p>
      )}
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
