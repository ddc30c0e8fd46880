import { CAlert, CButton } from '@coreui/react';
import { BulkDepositCheck } from './BulkDepositCheck';
import { useBulkDeposit } from './useBulkDeposit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCheckActionMutation } from '@/api/chequesApi';
import { manualRejection, type CheckActionPayload } from '@/api/types/checkAction';
import { DepositAccountSelect } from '@/components/deposit/DepositAccountSelect';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { QueryState } from '@/components/feedback/QueryState';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { Money } from '@/components/display/Money';
import { agorotToShekels, shekelsToAgorot } from '@/lib/money';
import { paths } from '@/config/paths';
import type { ListSelection } from './useListSelection';
import type { PermissionAction } from '@/lib/permissions';
import { usePermission } from '@/state/usePermission';
import { focusLost } from '@/lib/focus';

export const BULK_ACTIONS = ['deposit', 'approve', 'reject', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

// These change money or history and cannot simply be undone from the list: ask first.
const CONFIRMED: ReadonlySet<BulkAction> = new Set(['deposit', 'reject', 'delete']);

const PERMISSIONS: Record<BulkAction | 'delivery', PermissionAction> = {
  deposit: 'cheque.deposit',
  approve: 'cheque.approve',
  reject: 'cheque.reject',
  delete: 'cheque.delete',
  delivery: 'cheque.delivery',
};

/** What each action sends beyond {wsId, isTransaction, ids, action} (src/api/types/checkAction.ts). */
const EXTRA: Partial<Record<BulkAction, Partial<CheckActionPayload>>> = {};

export function BulkActionsBar({ selection, wsId }: { selection: ListSelection; wsId: string }) {
  const { t } = useTranslation('chequeLists');
  // Not suspending: the list shows at once; the cheque law's texts come with the first selection.
  const { t: tc } = useTranslation(['common', 'chequeLaw'], { useSuspense: false });
  const permission = usePermission();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [done, setDone] = useState<{ action: BulkAction; count: number } | null>(null);
  const [run, state] = useCheckActionMutation();
  const { selected } = selection;
  const count = selected.length;
  // Money goes to an account the user sees and can change, never silently to a default; the
  // cheque law (lib/chequeLaw) leaves out, with their reasons, the cheques it blocks.
  const bulkDeposit = useBulkDeposit(wsId, selected, asking === 'deposit');
  const totalAgorot = selected.reduce((sum, c) => sum + (shekelsToAgorot(c.amount) ?? 0), 0);
  // Each action goes to the selected cheques it may change (role, capability, section 4's block);
  // a button none of them allows is disabled, and the reason is said under the bar.
  const plans = Object.fromEntries(
    (Object.keys(PERMISSIONS) as Array<BulkAction | 'delivery'>).map((action) => {
      const refused = permission.reason(PERMISSIONS[action]);
      const allowed = refused ? [] : selected.filter((cheque) => permission.can(PERMISSIONS[action], { cheque }));
      const firstRefusal = refused ?? selected.map((cheque) => permission.reason(PERMISSIONS[action], { cheque })).find(Boolean) ?? null;
      if (action !== 'deposit' || firstRefusal) return [action, { eligible: allowed, reason: allowed.length === count || !firstRefusal ? null : tc(firstRefusal) }];
      // Depositing: of those allowed, exactly the cheques the law lets go (lib/chequeLaw).
      const { good, firstBlock } = bulkDeposit.judge(allowed);
      return [action, { eligible: good, reason: good.length === count ? null : firstBlock ? tc(firstBlock.key, firstBlock.params) : null }];
    }),
  ) as Record<BulkAction | 'delivery', { eligible: typeof selected; reason: string | null }>;
  const notes = (Object.keys(plans) as Array<BulkAction | 'delivery'>).filter((action) => plans[action].reason);

  // One request per intent: a double click plus Enter deposits, rejects or deletes the chosen cheques
  // with one request, never two.
  const [perform] = useSingleFlight(async (action: BulkAction) => {
    const ids = plans[action].eligible.map((c) => c.checkId);
    setDone(null);
    const account = action === 'deposit' ? { bankAccount: bulkDeposit.bankAccount, ...bulkDeposit.dayFields } : {};
    // The same note as a single rejection (section 4: "set manually"), left on each cheque.
    const note = action === 'reject' ? manualRejection(t('staff:rejection.comment')) : {};
    const reply = await run({ wsId, isTransaction: false, ids, action, ...EXTRA[action], ...note, ...account });
    setAsking(null);
    if ('error' in reply) return;
    setDone({ action, count: ids.length });
    selection.clear();
  });
  const start = (action: BulkAction) => (CONFIRMED.has(action) ? setAsking(action) : void perform(action));

  // The bar goes with the selection, and with it the button the person pressed (clear, or an
  // action's, once its question has gone): focus goes to what the action did, or to the list's
  // first box, never to the page's body (where Tab would start again from the top).
  const doneNote = useRef<HTMLDivElement>(null);
  const hadBar = useRef(false);
  const land = () => {
    if (!focusLost()) return;
    (doneNote.current ?? document.querySelector<HTMLElement>('.cheque-list-card input[type="checkbox"]'))?.focus();
  };
  useEffect(() => {
    const had = hadBar.current;
    hadBar.current = count > 0;
    if (had && count === 0) land();
  }, [count]);

  return (
    <>
      {count > 0 && (
        <div className="bulk-bar" role="toolbar" aria-label={t('bulk.label')}>
          <span className="bulk-bar__count" aria-live="polite">
            {t('bulk.selected', { count })} · <Money value={agorotToShekels(totalAgorot)} />
          </span>
          <div className="bulk-bar__actions">
            {BULK_ACTIONS.map((action) => (
              <CButton
                key={action}
                size="sm"
                // Outline danger text is below WCAG AA contrast on CoreUI's palette; the question is red.
                color={action === 'delete' || action === 'reject' ? 'dark' : 'primary'}
                variant={action === 'deposit' ? undefined : 'outline'}
                disabled={state.isLoading || !plans[action].eligible.length}
                onClick={() => start(action)}
              >
                {t(`bulk.actions.${action}`)}
                {plans[action].eligible.length > 0 && plans[action].eligible.length < count && ` (${plans[action].eligible.length})`}
              </CButton>
            ))}
            <CButton
              size="sm"
              color="primary"
              variant="outline"
              disabled={!plans.delivery.eligible.length}
              onClick={() => navigate(`${paths.chequesDelivery}?ids=${plans.delivery.eligible.map((c) => encodeURIComponent(c.checkId)).join(',')}`)}
            >
              {t('bulk.actions.delivery')}
            </CButton>
            <CButton size="sm" color="dark" variant="ghost" onClick={selection.clear}>
              {t('bulk.clear')}
            </CButton>
          </div>
          {notes.length > 0 && (
            <ul className="bulk-bar__notes list-unstyled small mb-0 w-100">
              {notes.map((action) => (
                <li key={action}>
                  {t('bulk.refused', {
                    action: t(`bulk.actions.${action}`),
                    count: count - plans[action].eligible.length,
                    reason: plans[action].reason ?? '',
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {state.isError && !asking && <ErrorAlert error={state.error} className="mt-2 mb-0" />}
      {done && (
        <CAlert ref={doneNote} tabIndex={-1} color="success" className="mt-2 mb-0 py-2" role="status" dismissible onClose={() => setDone(null)}>
          {t(`bulk.done.${done.action}`, { count: done.count })}
        </CAlert>
      )}
      <ConfirmModal
        visible={asking !== null}
        // The question counts the cheques the action will change, not those it leaves out.
        title={asking ? t(`bulk.confirm.${asking}.title`, { count: plans[asking].eligible.length }) : ''}
        body={asking ? t(`bulk.confirm.${asking}.body`, { count: plans[asking].eligible.length }) : ''}
        confirmLabel={asking ? t(`bulk.actions.${asking}`) : undefined}
        danger={asking === 'delete' || asking === 'reject'}
        busy={state.isLoading}
        onConfirm={() => asking && void perform(asking)}
        onCancel={() => setAsking(null)}
        onClosed={land}
        confirmDisabled={asking === 'deposit' && (!bulkDeposit.bankAccount || !plans.deposit.eligible.length)}
      >
        {asking === 'deposit' && (
          <>
            <QueryState isLoading={bulkDeposit.setup.isLoading} error={bulkDeposit.setup.error} onRetry={bulkDeposit.setup.refetch} isEmpty={!bulkDeposit.setup.accounts.length} emptyText={t('bulk.noDepositAccount')}>
              <DepositAccountSelect setup={bulkDeposit.setup} value={bulkDeposit.bankAccount} onChange={(event) => bulkDeposit.setBankAccount(event.target.value)} />
            </QueryState>
            <BulkDepositCheck cheques={selected} good={plans.deposit.eligible} verdicts={bulkDeposit.verdicts} calendar={bulkDeposit.calendar} />
          </>
        )}
      </ConfirmModal>
    </>
  );
}
