import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDepositChequesQuery } from '@/api/depositsApi';
import type { Deposit } from '@/api/types/deposit';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { StatusBadge } from '@/components/StatusBadge';
import { DepositStatusBadge } from './DepositStatusBadge';
import '@/styles/parts/stackedTable.scss';

function DepositGroup({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation('deposits');
  const { data, isLoading, isError } = useGetDepositChequesQuery(deposit.id);
  return (
    <Fragment>
      <tr className="deposit-group-head">
        <td colSpan={5}>
          <span className="me-2">{t('list.depositOf')}</span>
          <DateText value={deposit.date} /> <DepositStatusBadge status={deposit.status} />
        </td>
      </tr>
      {isLoading && (
        <tr>
          <td colSpan={5}>{t('common:state.loading')}</td>
        </tr>
      )}
      {isError && (
        <tr>
          <td colSpan={5}>{t('common:state.loadError')}</td>
        </tr>
      )}
      {data?.map((c) => (
        <tr key={`${deposit.id}-${c.checkId}`}>
          <td data-label={t('columns.checkNumber')}>
            <bdi dir="ltr">{c.checkNumber ?? '—'}</bdi>
          </td>
          <td data-label={t('columns.payee')} dir="auto">
            {c.payee ?? '—'}
            {c.deletedByRetention && <div className="small text-body-secondary">{t('common:errors.chequeDeletedByRetention')}</div>}
          </td>
          <td className="money-col" data-label={t('columns.amount')}>
            <Money value={c.amount} />
          </td>
          <td data-label={t('columns.dueDate')}>
            <DateText value={c.checkDate} />
          </td>
          <td data-label={t('columns.outcome')}>
            <StatusBadge status={c.status} />
            {c.reason && <div className="small text-danger-emphasis">{c.reason}</div>}
          </td>
        </tr>
      ))}
    </Fragment>
  );
}

/** The cheque view: every cheque of the listed deposits, each with its own outcome. */
export function DepositChequesView({ deposits }: { deposits: Deposit[] }) {
  const { t } = useTranslation('deposits');
  return (
    <table className="table stacked-table">
      <caption className="visually-hidden">{t('list.chequesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.checkNumber')}</th>
          <th scope="col">{t('columns.payee')}</th>
          <th scope="col" className="money-col">{t('columns.amount')}</th>
          <th scope="col">{t('columns.dueDate')}</th>
          <th scope="col">{t('columns.outcome')}</th>
        </tr>
      </thead>
      <tbody>
        {deposits.map((d) => (
          <DepositGroup key={d.id} deposit={d} />
        ))}
      </tbody>
    </table>
  );
}
