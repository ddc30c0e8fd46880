import { CButton, CButtonGroup, CCard, CCardBody, CFormLabel, CFormSelect } from '@coreui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetDepositsQuery } from '@/api/depositsApi';
import type { Deposit } from '@/api/types/deposit';
import { Money } from '@/components/display/Money';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { DateFilterInput } from '@/components/form/DateFilterInput';
import { PageHeader } from '@/components/layout/PageHeader';
import { Can } from '@/components/permissions/Can';
import { paths } from '@/config/paths';
import { isDateRangeReversed } from '@/lib/credits';
import { DEPOSIT_STATUSES, isDepositStatus, totalsByStatus } from '@/lib/depositStatus';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { DepositChequesView } from '../components/DepositChequesView';
import { DepositStatusBadge } from '../components/DepositStatusBadge';
import { DepositsTable } from '../components/DepositsTable';
import { useFeedbackDownload } from '../components/useFeedbackDownload';
import '../deposits.scss';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** Workspace deposits: filters, totals per status, the transaction / cheque view switch, feedback files. */
export function DepositsPage() {
  const { t } = useTranslation('deposits');
  const ws = useAppSelector(selectWorkspace);
  const statusId = useId();
  const [search, setSearch] = useSearchParams();
  const from = ISO.test(search.get('from') ?? '') ? search.get('from')! : undefined;
  const to = ISO.test(search.get('to') ?? '') ? search.get('to')! : undefined;
  const status = isDepositStatus(search.get('status')) ? search.get('status')! : undefined;
  const view = search.get('view') === 'cheques' ? 'cheques' : 'deposits';
  const focus = search.get('deposit');
  const reversed = isDateRangeReversed(from, to);
  const query = useGetDepositsQuery({ ws, from, to, status }, { skip: !ws || reversed });
  const feedback = useFeedbackDownload(ws);
  const all = query.data ?? [];
  const deposits = focus && view === 'cheques' ? all.filter((d) => d.id === focus) : all;
  const totals = totalsByStatus(all);
  const filtered = !!(from || to || status);

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next, { replace: true });
  };
  const open = (deposit: Deposit) => update({ view: 'cheques', deposit: deposit.id });

  return (
    <>
      <PageHeader
        title={t('list.title')}
        actions={
          <Can action="cheque.deposit">
            <Link to={paths.depositWorkspace} className="btn btn-primary btn-sm">
              {t('list.newDeposit')}
            </Link>
          </Can>
        }
      />
      <CCard>
        <CCardBody>
          <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-3">
            <div className="money-filters" role="search" aria-label={t('list.filters')}>
              <div>
                <CFormLabel htmlFor={statusId} className="small mb-1">
                  {t('list.status')}
                </CFormLabel>
                <CFormSelect id={statusId} size="sm" value={status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })}>
                  <option value="">{t('list.anyStatus')}</option>
                  {DEPOSIT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`statuses.${s}`)}
                    </option>
                  ))}
                </CFormSelect>
              </div>
              <DateFilterInput label={t('list.from')} value={from} onChange={(v) => update({ from: v })} invalidRange={reversed} />
              <DateFilterInput label={t('list.to')} value={to} onChange={(v) => update({ to: v })} />
            </div>
            <CButtonGroup role="group" aria-label={t('list.view')}>
              <CButton color="primary" variant={view === 'deposits' ? undefined : 'outline'} size="sm" aria-pressed={view === 'deposits'} onClick={() => update({ view: undefined, deposit: undefined })}>
                {t('list.views.deposits')}
              </CButton>
              <CButton color="primary" variant={view === 'cheques' ? undefined : 'outline'} size="sm" aria-pressed={view === 'cheques'} onClick={() => update({ view: 'cheques', deposit: undefined })}>
                {t('list.views.cheques')}
              </CButton>
            </CButtonGroup>
          </div>
          {totals.length > 0 && (
            <ul className="deposit-totals" aria-label={t('list.totals')}>
              {totals.map((total) => (
                <li key={total.status}>
                  <DepositStatusBadge status={total.status} /> {t('list.totalLine', { count: total.count })} · <Money agorot={total.totalAgorot} />
                </li>
              ))}
            </ul>
          )}
          {feedback.error != null && <ErrorAlert error={feedback.error} className="py-2" />}
          {focus && view === 'cheques' && (
            <p>
              <CButton color="link" size="sm" className="p-0" onClick={() => update({ deposit: undefined })}>
                {t('list.showAll')}
              </CButton>
            </p>
          )}
          {reversed ? (
            <p className="text-body-secondary">{t('list.reversed')}</p>
          ) : (
            <QueryState
              isLoading={query.isLoading}
              error={query.error}
              onRetry={() => void query.refetch()}
              isEmpty={!deposits.length}
              emptyText={filtered ? t('list.emptyFiltered') : t('list.empty')}
              emptyAction={
                filtered ? (
                  <CButton color="primary" variant="outline" size="sm" onClick={() => update({ from: undefined, to: undefined, status: undefined })}>
                    {t('list.clear')}
                  </CButton>
                ) : undefined
              }
            >
              {view === 'deposits' ? <DepositsTable deposits={deposits} busyId={feedback.busy} onFeedback={(d) => void feedback.start(d)} onOpen={open} /> : <DepositChequesView deposits={deposits} />}
            </QueryState>
          )}
        </CCardBody>
      </CCard>
    </>
  );
}
