import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCheckActionMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { paths } from '@/config/paths';
import { usePermission } from '@/state/usePermission';
import { isChequeStateReason } from '@/lib/permissions';

type Action = 'approve' | 'reject' | 'delete';
const ACTIONS: ReadonlyArray<{ action: Action; color: 'primary' | 'warning' | 'dark'; variant?: 'outline' }> = [
  { action: 'approve', color: 'primary' },
  { action: 'reject', color: 'warning' },
  { action: 'delete', color: 'dark', variant: 'outline' },
];

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
  const { t: tc } = useTranslation('common');
  const permission = usePermission();
  // Refused by role or capability: not offered at all. Refused by the cheque's state (section 4):
  // shown disabled, with the reason under the buttons.
  const offered = ACTIONS.map((a) => ({ ...a, decision: permission.decide(`cheque.${a.action}`, { cheque }) })).filter(
    ({ decision }) => decision.allowed || isChequeStateReason(decision.reason),
  );
  const stateReason = offered.find(({ decision }) => !decision.allowed)?.decision.reason;

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

  if (!offered.length) return null;
  return (
    <div className="cheque-actions">
      <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions.label')} aria-describedby={stateReason ? 'cheque-actions-reason' : undefined}>
        {offered.map(({ action, color, variant, decision }) => (
          <CButton
            key={action}
            color={color}
            variant={variant}
            size="sm"
            disabled={!decision.allowed || (action === 'reject' && cheque.status === 'REJECTED')}
            onClick={() => setAsking(action)}
          >
            {t(`actions.${action}`)}
          </CButton>
        ))}
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
          danger={asking === 'delete'}
          busy={isLoading}
          onConfirm={() => void confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
