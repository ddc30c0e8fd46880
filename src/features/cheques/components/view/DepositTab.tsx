import { useMemo, useState } from 'react';
import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useCheckActionMutation, useGetChequeQuery } from '@/api/chequesApi';
import { useGetBankAccountsQuery } from '@/api/bankAccountsApi';
import { useGetDepositableBanksQuery } from '@/api/workspaceApi';
import type { CheckActionPayload } from '@/api/types/checkAction';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { Money } from '@/components/display/Money';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDate, parseDate, todayIso } from '@/lib/dates';
import { shekelsToAgorot } from '@/lib/money';
import { useAppSelector } from '@/state/hooks';
import { selectWorkspace } from '@/state/generalSlice';
import { usePermission } from '@/state/usePermission';
import { DepositForm } from './deposit/DepositForm';
import { PendingDeposit } from './deposit/PendingDeposit';
import { depositAccounts, depositStage, safeTypeOf } from './deposit/depositRules';
import type { DepositContext, DepositValues } from './deposit/depositSchema';
import { useSingleFlight } from '@/hooks/useSingleFlight';

export interface DepositTabProps {
  checkId: string;
}

/** Deposit: now, as a future deposit or again; cancel a deposit on its way (spec sections 4, 5, 9). */
export function DepositTab({ checkId }: DepositTabProps) {
  // Not suspending: a tab that suspends inside the view's fading tab pane stays invisible.
  const { t, ready } = useTranslation('chequeMedia', { useSuspense: false });
  const ws = useAppSelector(selectWorkspace);
  const cheque = useGetChequeQuery({ ws, checkId });
  const accounts = useGetBankAccountsQuery(ws);
  const banks = useGetDepositableBanksQuery(ws);
  const [act, actState] = useCheckActionMutation();
  const [done, setDone] = useState<string | null>(null);
  const c = cheque.data;
  const bankList = useMemo(() => banks.data ?? [], [banks.data]);
  const usable = useMemo(() => depositAccounts(accounts.data ?? [], bankList), [accounts.data, bankList]);
  const context = useMemo<DepositContext>(
    () => ({
      dueIso: c?.checkDate?.slice(0, 10) ?? todayIso(),
      todayIso: todayIso(),
      amountAgorot: shekelsToAgorot(c?.amount) ?? 0,
      safeTypeOfAccount: (id) => safeTypeOf(usable.find((a) => a.id === id), bankList),
    }),
    [c?.checkDate, c?.amount, usable, bankList],
  );

  // One request per intent: a double click plus Enter deposits once (issue #14).
  const [send] = useSingleFlight(async (payload: Omit<CheckActionPayload, 'wsId' | 'isTransaction' | 'ids'>, message: string) => {
    setDone(null);
    const result = await act({ wsId: c?.wsId ?? ws, isTransaction: false, ids: [checkId], ...payload });
    if ('error' in result) return false;
    setDone(message);
    return true;
  });
  const onSubmit = (v: DepositValues) => {
    const onDue = v.mode === 'future' && v.depositOnDueDate;
    const depositDate = v.mode === 'future' ? (onDue ? context.dueIso : (parseDate(v.depositDate) ?? '')) : context.todayIso;
    const action = v.mode === 'again' ? 'redeposit' : 'deposit';
    return send({ action, bankAccount: v.bankAccount, depositDate, depositOnDueDate: onDue }, t(`deposit.done.${v.mode}`, { date: formatDate(depositDate) }));
  };

  const permission = usePermission();
  const depositRefusal = c ? permission.reason('cheque.deposit', { cheque: c }) : null;
  const loading = cheque.isLoading || accounts.isLoading || banks.isLoading;
  const stage = c ? depositStage(c) : 'open';
  if (!ready) return <QueryState isLoading>{null}</QueryState>;
  return (
    <QueryState isLoading={loading} error={cheque.error ?? accounts.error ?? banks.error} onRetry={() => void Promise.all([cheque.refetch(), accounts.refetch(), banks.refetch()])}>
      {c && (
        <div>
          <dl className="row mb-3" style={{ maxWidth: 520 }}>
            <dt className="col-5">{t('deposit.amount')}</dt>
            <dd className="col-7"><Money value={c.amount} /></dd>
            <dt className="col-5">{t('deposit.dueDate')}</dt>
            <dd className="col-7">{formatDate(c.checkDate) || '—'}</dd>
            <dt className="col-5">{t('deposit.status')}</dt>
            <dd className="col-7"><StatusBadge status={c.status} /></dd>
          </dl>
          {done && <CAlert color="success" role="status">{done}</CAlert>}
          {actState.error ? <ErrorAlert error={actState.error} /> : null}
          {stage === 'deleted' && <CAlert color="secondary">{t('deposit.deleted')}</CAlert>}
          {stage === 'withBank' && <CAlert color="secondary">{t('deposit.withBank')}</CAlert>}
          {stage === 'pending' && (
            <PendingDeposit
              depositDate={c.depositDate}
              account={(accounts.data ?? []).find((a) => a.id === c.bankAccount)}
              busy={actState.isLoading}
              canCancel={permission.can('cheque.cancelDeposit', { cheque: c })}
              onCancel={async () => (await send({ action: 'cancelDeposit' }, t('deposit.done.cancelled'))) ?? false}
            />
          )}
          {(stage === 'open' || stage === 'rejected') && depositRefusal && <CAlert color="secondary">{t(`common:${depositRefusal}`)}</CAlert>}
          {(stage === 'open' || stage === 'rejected') &&
            !depositRefusal &&
            (usable.length ? (
              <DepositForm key={`${c.status}-${usable.length}`} accounts={usable} context={context} rejected={stage === 'rejected'} onSubmit={onSubmit} />
            ) : (
              <CAlert color="warning">{t('deposit.noAccounts')}</CAlert>
            ))}
        </div>
      )}
    </QueryState>
  );
}
