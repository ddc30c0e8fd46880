import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { TerminalTransaction } from '@/api/types/terminal';
import { DateText } from '@/components/display/DateText';
import { backState } from '@/components/layout/backLink';
import { hrefs } from '@/config/paths';
import { TransactionStatusBadge } from './TransactionStatusBadge';
import '@/styles/parts/stackedTable.scss';

/** A terminal's transactions: number, when, who paid, the scan result, status, payment request. */
export function TransactionsTable({ transactions }: { transactions: TerminalTransaction[] }) {
  const { t } = useTranslation('terminals');
  const location = useLocation();
  const col = {
    number: t('transactions.number'),
    createdAt: t('transactions.createdAt'),
    payer: t('transactions.payer'),
    cheques: t('transactions.cheques'),
    status: t('transactions.status'),
    request: t('transactions.request'),
  };
  return (
    <table className="table align-middle stacked-table mb-0">
      <thead>
        <tr>
          {Object.values(col).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {transactions.map((tx) => (
          <tr key={tx.transactionId}>
            <td data-label={col.number}>
              <Link to={hrefs.terminalTransaction(tx.transactionId ?? '')} state={backState(location)} aria-label={t('transactions.open', { number: tx.transactionNumber })}>
                <bdi>{tx.transactionNumber ?? tx.transactionId}</bdi>
              </Link>
            </td>
            <td data-label={col.createdAt}>
              <DateText value={tx.createdAt} withTime />
            </td>
            <td data-label={col.payer}>
              <span dir="auto">{tx.fromName || tx.email || '—'}</span>
            </td>
            <td data-label={col.cheques}>{t('transactions.chequesCount', { count: Number(tx.totalSucceeded ?? tx.checkIds?.length ?? 0) })}</td>
            <td data-label={col.status}>
              <TransactionStatusBadge status={tx.status} />
            </td>
            <td data-label={col.request}>{tx.upr ? <bdi>{tx.upr}</bdi> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
