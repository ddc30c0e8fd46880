import { CAlert, CButton } from '@coreui/react';
import { DepositAccountSelect } from './DepositAccountSelect';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCheckActionMutation } from '@/api/chequesApi';
import type { CheckActionPayload } from '@/api/types';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { useOneIntent } from '@/components/form/useOneIntent';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { Money } from '@/components/display/Money';
import { agorotToShekels, shekelsToAgorot } from '@/lib/money';
import { paths } from '@/config/paths';
import type { ListSelection } from './useListSelection';

export const BULK_ACTIONS = ['deposit', 'approve', 'reject', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

// These change money or history and cannot simply be undone from the list: ask first.
const CONFIRMED: ReadonlySet<BulkAction> = new Set(['deposit', 'reject', 'delete']);

/** What each action sends beyond {wsId, isTransaction, ids, action} (src/api/types.ts). */
const EXTRA: Partial<Record<BulkAction, Partial<CheckActionPayload>>> = {
  // Many cheques at once: each is deposited on its own due date, or today when that has passed.
  deposit: { depositOnDueDate: true },
};

export function BulkActionsBar({ selection, wsId }: { selection: ListSelection; wsId: string }) {
  const { t } = useTranslation('chequeLists');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [done, setDone] = useState<{ action: BulkAction; count: number } | null>(null);
  const [run, state] = useCheckActionMutation();
  // Money goes to an account the user sees and can change, never silently to a default.
  const [bankAccount, setBankAccount] = useState('');
  const { selected } = selection;
  const count = selected.length;
  const totalAgorot = selected.reduce((sum, c) => sum + (shekelsToAgorot(c.amount) ?? 0), 0);

  // One request per intent: a double click plus Enter acts once (issue #14).
  const perform = useOneIntent(async (action: BulkAction) => {
    const ids = selected.map((c) => c.checkId);
    setDone(null);
    try {
      const account = action === 'deposit' ? { bankAccount } : {};
      await run({ wsId, isTransaction: false, ids, action, ...EXTRA[action], ...account }).unwrap();
      setAsking(null);
      setDone({ action, count: ids.length });
      selection.clear();
    } catch {
      setAsking(null);
    }
  });
  const start = (action: BulkAction) => (CONFIRMED.has(action) ? setAsking(action) : void perform(action));

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
                disabled={state.isLoading}
                onClick={() => start(action)}
              >
                {t(`bulk.actions.${action}`)}
              </CButton>
            ))}
            <CButton size="sm" color="primary" variant="outline" onClick={() => navigate(`${paths.chequesDelivery}?ids=${selected.map((c) => encodeURIComponent(c.checkId)).join(',')}`)}>
              {t('bulk.actions.delivery')}
            </CButton>
            <CButton size="sm" color="dark" variant="ghost" onClick={selection.clear}>
              {t('bulk.clear')}
            </CButton>
          </div>
        </div>
      )}
      {state.isError && !asking && <ErrorAlert error={state.error} className="mt-2 mb-0" />}
      {done && (
        <CAlert color="success" className="mt-2 mb-0 py-2" role="status" dismissible onClose={() => setDone(null)}>
          {t(`bulk.done.${done.action}`, { count: done.count })}
        </CAlert>
      )}
      <ConfirmModal
        visible={asking !== null}
        title={asking ? t(`bulk.confirm.${asking}.title`, { count }) : ''}
        body={asking ? t(`bulk.confirm.${asking}.body`, { count }) : ''}
        confirmLabel={asking ? t(`bulk.actions.${asking}`) : undefined}
        danger={asking === 'delete' || asking === 'reject'}
        busy={state.isLoading}
        onConfirm={() => asking && void perform(asking)}
        onCancel={() => setAsking(null)}
        confirmDisabled={asking === 'deposit' && !bankAccount}
      >
        {asking === 'deposit' && <DepositAccountSelect wsId={wsId} value={bankAccount} onChange={setBankAccount} />}
      </ConfirmModal>
    </>
  );
}
