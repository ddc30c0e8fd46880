import { useState } from 'react';
import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useCheckActionMutation, useGetChequeQuery } from '@/api/chequesApi';
import type { CheckActionPayload } from '@/api/types/checkAction';
import type { DepositOptions } from '@/components/deposit/depositOptionsSchema';
import { useDepositSetup } from '@/components/deposit/useDepositSetup';
import { useBankCalendar } from '@/components/form/useBankCalendar';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { Money } from '@/components/display/Money';
import { StatusBadge } from '@/components/StatusBadge';
import type { DepositVerdict } from '@/lib/chequeLaw/depositEligibility';
import { depositDayFields } from '@/lib/chequeLaw/depositPayload';
import { formatDate, parseDate, todayIso } from '@/lib/dates';
import { useAppSelector } from '@/state/hooks';
import { selectWorkspace } from '@/state/generalSlice';
import { usePermission } from '@/state/usePermission';
import { DepositForm } from './deposit/DepositForm';
import { PendingDeposit } from './deposit/PendingDeposit';
import { depositStage } from './deposit/depositRules';
import { useSingleFlight } from '@/hooks/useSingleFlight';

export interface DepositTabProps {
  checkId: string;
}

/** Deposit: now, as a future deposit or again; cancel a deposit on its way (spec sections 4, 5, 9). */
export function DepositTab({ checkId }: DepositTabProps) {
  // Not suspending: a tab that suspends inside the view's fading tab pane stays invisible.
  const { t, ready } = useTranslation(['chequeMedia', 'chequeLaw'], { useSuspense: false });
  const ws = useAppSelector(selectWorkspace);
  const cheque = useGetChequeQuery({ ws, checkId });
  const setup = useDepositSetup(ws);
  const calendar = useBankCalendar();
  const [act, actState] = useCheckActionMutation();
  const [done, setDone] = useState<string | null>(null);
  const c = cheque.data;
  const today = todayIso();
  const stage = c ? depositStage(c) : 'open';

  // One request per intent: a double click plus Enter deposits once, never twice.
  const [send] = useSingleFlight(async (payload: Omit<CheckActionPayload, 'wsId' | 'isTransaction' | 'ids'>, message: string) => {
    setDone(null);
    const result = await act({ wsId: c?.wsId ?? ws, isTransaction: false, ids: [checkId], ...payload });
    if ('error' in result) return false;
    setDone(message);
    return true;
  });
  const onSubmit = (v: DepositOptions, verdict: DepositVerdict) => {
    // Nothing goes that a rule blocks (the button is disabled then; this guards Enter).
    if (verdict.blocks.length) return Promise.resolve(false);
    const again = stage === 'rejected';
    const when = depositDayFields(again ? 'now' : v.timing, today, parseDate(v.date), calendar?.businessDayOnOrAfter, verdict.depositDay);
    const day = when.depositDate ?? verdict.depositDay ?? today;
    const message = again ? 'again' : day > today ? 'future' : 'now';
    return send({ action: again ? 'redeposit' : 'deposit', bankAccount: v.bankAccount, ...when }, t(`deposit.done.${message}`, { date: formatDate(day) }));
  };

  const permission = usePermission();
  const depositRefusal = c ? permission.reason('cheque.deposit', { cheque: c }) : null;
  const loading = cheque.isLoading || setup.isLoading;
  if (!ready) return <QueryState isLoading>{null}</QueryState>;
  return (
    <QueryState
      isLoading={loading}
      error={cheque.error ?? setup.error}
      onRetry={() => {
        void cheque.refetch();
        setup.refetch();
      }}
    >
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
              account={setup.allAccounts.find((a) => a.id === c.bankAccount)}
              busy={actState.isLoading}
              canCancel={permission.can('cheque.cancelDeposit', { cheque: c })}
              onCancel={async () => (await send({ action: 'cancelDeposit' }, t('deposit.done.cancelled'))) ?? false}
            />
          )}
          {(stage === 'open' || stage === 'rejected') && depositRefusal && <CAlert color="secondary">{t(`common:${depositRefusal}`)}</CAlert>}
          {(stage === 'open' || stage === 'rejected') &&
            !depositRefusal &&
            (setup.accounts.length ? (
              <DepositForm
                key={`${c.status}-${setup.accounts.length}`}
                cheque={c}
                setup={setup}
                calendar={calendar}
                today={today}
                kind={stage === 'rejected' ? 'redeposit' : 'deposit'}
                onSubmit={onSubmit}
              />
            ) : (
              <CAlert color="warning">{t('deposit.noAccounts')}</CAlert>
            ))}
        </div>
      )}
    </QueryState>
  );
}
