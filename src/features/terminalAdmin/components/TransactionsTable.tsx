import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { TerminalTransaction } from '@/api/types/terminal';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { backState } from '@/components/layout/backLink';
import { ListCards } from '@/components/list/ListCards';
import { hrefs } from '@/config/hrefs';
import { TransactionStatusBadge } from './TransactionStatusBadge';
import '@/styles/parts/stackedTable.scss';
import { TableScroll } from '@/components/list/TableScroll';

interface Props {
  transactions: TerminalTransaction[];
  /** Each transaction's cheques total in agorot (the list's reply has no amounts); absent: not known yet. */
  amounts: ReadonlyMap<string, number>;
  /** A payment request's human name by its number (lib/receiptsAndPayments requestTitle). */
  requestTitles: ReadonlyMap<string, string>;
  /** A phone: cards instead of the table. */
  phone: boolean;
}

/** A terminal's transactions: who paid and how much first, then when, the scan result, status and request. */
export function TransactionsTable({ transactions, amounts, requestTitles, phone }: Props) {
  const { t } = useTranslation(['terminals', 'common']);
  const location = useLocation();
  const col = {
    payer: t('transactions.payer'),
    amount: t('transactions.amount'),
    createdAt: t('transactions.createdAt'),
    cheques: t('transactions.cheques'),
    status: t('transactions.status'),
    request: t('transactions.request'),
  };
  const amountOf = (tx: TerminalTransaction) => (tx.transactionId ? amounts.get(tx.transactionId) : undefined);
  const known = transactions.map(amountOf).filter((a): a is number => a !== undefined);
  const total = (
    <>
      {t('transactions.shownTotal')} <Money agorot={known.length ? known.reduce((sum, a) => sum + a, 0) : undefined} />
    </>
  );
  const rows = transactions.map((tx) => {
    const number = tx.transactionNumber ?? tx.transactionId ?? '';
    const name = tx.fromName?.trim() || tx.email?.trim() || t('staff:list.unnamed');
    const requestTitle = tx.upr ? requestTitles.get(tx.upr) : undefined;
    return {
      tx,
      id: tx.transactionId ?? number,
      title: (
        <Link to={hrefs.terminalTransaction(tx.transactionId ?? '')} state={backState(location)} aria-label={t('transactions.open', { number, name })}>
          <span dir="auto">{name}</span>
        </Link>
      ),
      subtitle: t('transactions.numbered', { number }),
      amount: <Money agorot={amountOf(tx)} />,
      created: <DateText value={tx.createdAt} withTime />,
      cheques: t('transactions.chequesCount', { count: Number(tx.totalSucceeded ?? tx.checkIds?.length ?? 0) }),
      status: <TransactionStatusBadge status={tx.status} />,
      request: tx.upr ? (
        <>
          {requestTitle ? <span dir="auto">{requestTitle}</span> : <bdi>{tx.upr}</bdi>}
          {requestTitle && <span className="d-block small text-body-secondary">{t('transactions.requestNumbered', { number: tx.upr })}</span>}
        </>
      ) : (
        '—'
      ),
    };
  });
  if (phone) {
    return (
      <ListCards
        label={t('transactions.cards')}
        total={total}
        cards={rows.map((row) => ({
          id: row.id,
          title: row.title,
          subtitle: row.subtitle,
          amount: row.amount,
          facts: [
            { id: 'created', label: col.createdAt, value: row.created },
            { id: 'cheques', label: col.cheques, value: row.cheques },
            ...(row.tx.upr ? [{ id: 'request', label: col.request, value: row.request }] : []),
          ],
          footer: row.status,
        }))}
      />
    );
  }
  return (
    <TableScroll label={t('transactions.cards')}>
      <table className="table align-middle stacked-table mb-0">
        <thead>
          <tr>
            <th scope="col">{col.payer}</th>
            <th scope="col" className="money-col">
              {col.amount}
            </th>
            <th scope="col">{col.createdAt}</th>
            <th scope="col">{col.cheques}</th>
            <th scope="col">{col.status}</th>
            <th scope="col">{col.request}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={col.payer}>
                {row.title}
                <span className="d-block small text-body-secondary">{row.subtitle}</span>
              </td>
              <td data-label={col.amount} className="money-col">
                {row.amount}
              </td>
              <td data-label={col.createdAt}>{row.created}</td>
              <td data-label={col.cheques}>{row.cheques}</td>
              <td data-label={col.status}>{row.status}</td>
              <td data-label={col.request}>{row.request}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="stacked-table__total">
            <td>{t('staff:list.total')}</td>
            <td className="money-col">
              <Money agorot={known.length ? known.reduce((sum, a) => sum + a, 0) : undefined} />
            </td>
            <td colSpan={4} />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
