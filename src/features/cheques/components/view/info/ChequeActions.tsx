import { useState } from 'react';
import { CAlert, CButton, CDropdown, CDropdownItem, CDropdownMenu, CDropdownToggle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useCheckActionMutation } from '@/api/chequesApi';
import { manualRejection } from '@/api/types/checkAction';
import type { Cheque } from '@/api/types/cheque';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { useActingUser, usePermission } from '@/state/usePermission';
import { chequeNextAction } from '@/lib/chequeNextAction';
import { nextActionHref, TAB_OF_ACTION, type ChequeTab } from '../../next/nextActionTarget';
import { isChequeStateReason } from '@/lib/permissions';
import { isDeletedCheque } from '@/lib/statuses';

type Action = 'approve' | 'reject' | 'delete';
const ACTIONS: readonly Action[] = ['approve', 'reject', 'delete'];

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
 * The cheque view's header: first the one next action its state and the user's role allow
 * (lib/chequeNextAction: complete details, sign, send or deposit), then approval when a review is
 * due, and the destructive ones (mark rejected, delete) in a menu, each asked first (spec section 4).
 * Refused by role or capability: not offered. Refused by the cheque's state: disabled, reason said.
 */
export function ChequeActions({ cheque, wsId, backTo, onOpenTab }: { cheque: Cheque; wsId: string; backTo: string; onOpenTab: (tab: ChequeTab) => void }) {
  const { t } = useTranslation('cheques');
  const { t: ts } = useTranslation('staff');
  const navigate = useNavigate();
  const permission = usePermission();
  const who = useActingUser();
  const [checkAction, { isLoading }] = useCheckActionMutation();
  const [asking, setAsking] = useState<Action | null>(null);
  const [done, setDone] = useState<Action | null>(null);
  const [error, setError] = useState<unknown>(null);
  const { t: tc } = useTranslation('common');
  const now = actionsNow(cheque);
  const next = chequeNextAction(cheque, who);
  const offered = ACTIONS.filter((a) => now[a])
    .map((action) => ({ action, decision: permission.decide(`cheque.${action}`, { cheque }) }))
    .filter(({ decision }) => decision.allowed || isChequeStateReason(decision.reason));
  const stateReason = offered.find(({ decision }) => !decision.allowed)?.decision.reason;
  const approve = offered.find((a) => a.action === 'approve');
  const destructive = offered.filter((a) => a.action !== 'approve');

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

  if (!offered.length && !next) return null;
  return (
    <div className="cheque-actions">
      <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions.label')} aria-describedby={stateReason ? 'cheque-actions-reason' : undefined}>
        {next === 'send' ? (
          <Link to={nextActionHref('send', cheque.checkId)} className="btn btn-primary">
            {ts('nextAction.send')}
          </Link>
        ) : next ? (
          <CButton color="primary" onClick={() => onOpenTab(TAB_OF_ACTION[next])}>
            {ts(`nextAction.${next}`)}
          </CButton>
        ) : null}
        {approve && (
          <CButton color="primary" variant={next ? 'outline' : undefined} disabled={!approve.decision.allowed} onClick={() => setAsking('approve')}>
            {t('actions.approve')}
          </CButton>
        )}
        {destructive.length > 0 && (
          <CDropdown alignment="end">
            <CDropdownToggle color="dark" variant="outline">
              {t('actions.more')}
            </CDropdownToggle>
            <CDropdownMenu>
              {destructive.map(({ action, decision }) => (
                <CDropdownItem
                  key={action}
                  as="button"
                  type="button"
                  className={action === 'delete' ? 'text-danger' : undefined}
                  disabled={!decision.allowed}
                  onClick={() => setAsking(action)}
                >
                  {t(`actions.${action}`)}
                </CDropdownItem>
              ))}
            </CDropdownMenu>
          </CDropdown>
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
          danger={asking !== 'approve'}
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
