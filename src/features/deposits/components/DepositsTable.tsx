import { useTranslation } from 'react-i18next';
import type { Deposit } from '@/api/types/deposit';
import { DateText } from '@/components/display/DateText';
import { formatDate } from '@/lib/dates';
import { Money } from '@/components/display/Money';
import { DownloadButton } from '@/components/download/DownloadButton';
import { DepositStatusBadge } from './DepositStatusBadge';
import '@/styles/parts/stackedTable.scss';

interface Props {
  deposits: Deposit[];
  busyId: string | null;
  onFeedback: (deposit: Deposit) => void;
  onOpen: (deposit: Deposit) => void;
}

/** The transaction view: one row per deposit with its day, status, amount, cheques and feedback. */
export function DepositsTable({ deposits, busyId, onFeedback, onOpen }: Props) {
  const { t } = useTranslation('deposits');
  return (
    <table className="table stacked-table">
      <caption className="visually-hidden">{t('list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.depositDate')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col" className="money-col">{t('columns.amount')}</th>
          <th scope="col">{t('columns.cheques')}</th>
          <th scope="col">{t('columns.feedback')}</th>
        </tr>
      </thead>
      <tbody>
        {deposits.map((d) => (
          <tr key={d.id}>
            <td data-label={t('columns.depositDate')}>
              <DateText value={d.date} />
            </td>
            <td data-label={t('columns.status')}>
              <DepositStatusBadge status={d.status} />
            </td>
            <td className="money-col" data-label={t('columns.amount')}>
              <Money value={d.amount} />
            </td>
            <td data-label={t('columns.cheques')}>
              <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onOpen(d)} aria-label={t('list.openCheques', { count: d.checksCount, date: formatDate(d.date) })}>
                {t('list.chequesCount', { count: d.checksCount })}
              </button>
            </td>
            <td data-label={t('columns.feedback')}>
              {d.feedbackId ? (
                <DownloadButton label={t('list.feedback')} ariaLabel={t('list.feedbackOf', { id: d.id })} busy={busyId === d.id} onClick={() => onFeedback(d)} />
              ) : (
                <span className="small text-body-secondary">{t('list.noFeedbackYet')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
