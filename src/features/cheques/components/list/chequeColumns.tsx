import type { ReactNode } from 'react';
import { CBadge } from '@coreui/react';
import type { TFunction } from 'i18next';
import type { Cheque } from '@/api/types/cheque';
import type { BackState } from '@/components/layout/backLink';
import { MoneyIn } from '@/components/display/Money';
import { StatusBadge } from '@/components/StatusBadge';
import { ChequeStageBadgeIn } from '@/components/ChequeStageBadge';
import { DateTextIn } from '@/components/display/DateText';
import { SORT_KEYS, type ChequeSortKey } from '@/lib/chequeListFilter';

// Every sortable field is a column; phone and tags are columns without a sort.
export const COLUMN_IDS = [...SORT_KEYS, 'payeePhone', 'tags'] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

export const DEFAULT_COLUMNS: ColumnId[] = ['checkNumber', 'payee', 'amount', 'checkDate', 'status', 'createdAt'];

/**
 * What every row's cells need from i18n and the router, asked once by the table: a row asking for
 * them itself (six hooks a row) was most of the time spent scrolling 50,000 cheques.
 */
export interface CellKit {
  t: TFunction<'chequeLists'>;
  staff: TFunction<'staff'>;
  common: TFunction<'common'>;
  language: string;
  back: BackState;
}

export interface ChequeColumn {
  id: ColumnId;
  /**
   * Width in rem, cell padding included; none = takes the space left (at least FLEXIBLE_MIN_WIDTH).
   * The default columns fit a 1280 px window with the menu open (976 px: e2e/desktop-layout.spec.ts);
   * a longer text ends in an ellipsis (an exact status under its stage), an amount never does.
   */
  width?: number;
  sortKey?: ChequeSortKey;
  numeric?: boolean;
  render: (cheque: Cheque, kit: CellKit) => ReactNode;
}

const text = (value: string | undefined) => value || '—';

export const COLUMNS: Record<ColumnId, ChequeColumn> = {
  checkNumber: { id: 'checkNumber', width: 6, sortKey: 'checkNumber', render: (c) => <bdi>{text(c.checkNumber)}</bdi> },
  payee: {
    id: 'payee',
    sortKey: 'payee',
    // The restricted-account flag first: a long name ends in an ellipsis, the flag stays in sight.
    render: (c, { staff }) => (
      <>
        {c.restrictedAccount && (
          <CBadge color="warning" textColor="dark" className="me-1">
            {staff('restrictedAccount.badge')}
          </CBadge>
        )}
        {text(c.payee)}
      </>
    ),
  },
  amount: { id: 'amount', width: 8, sortKey: 'amount', numeric: true, render: (c, { language }) => <MoneyIn value={c.amount} language={language} /> },
  checkDate: { id: 'checkDate', width: 7, sortKey: 'checkDate', render: (c, { common }) => <DateTextIn value={c.checkDate} t={common} /> },
  status: { id: 'status', width: 12.5, sortKey: 'status', render: (c, { staff }) => <ChequeStageBadgeIn cheque={c} t={staff} layout="bare" /> },
  signingStatus: { id: 'signingStatus', width: 8, sortKey: 'signingStatus', render: (c) => (c.signingStatus ? <StatusBadge status={c.signingStatus} /> : '—') },
  createdAt: { id: 'createdAt', width: 7, sortKey: 'createdAt', render: (c, { common }) => <DateTextIn value={c.createdAt} t={common} /> },
  depositDate: { id: 'depositDate', width: 7, sortKey: 'depositDate', render: (c, { common }) => <DateTextIn value={c.depositDate} t={common} /> },
  sendingMethod: {
    id: 'sendingMethod',
    width: 9,
    sortKey: 'sendingMethod',
    render: (c, { t }) => (c.sendingMethod ? t(`sendingMethod.${c.sendingMethod}`, { defaultValue: c.sendingMethod }) : '—'),
  },
  bank: { id: 'bank', width: 10, sortKey: 'bank', render: (c) => <bdi dir="ltr">{[c.bank, c.branch, c.account].filter(Boolean).join('-') || '—'}</bdi> },
  payeePhone: { id: 'payeePhone', width: 8.5, render: (c) => <bdi dir="ltr">{text(c.payeePhone)}</bdi> },
  tags: { id: 'tags', width: 10, render: (c) => (c.tags?.length ? c.tags.map((tag) => tag.name).join(', ') : '—') },
};

/** A saved column list, cleaned: known ids only, no repeats; the default when nothing usable. */
export function columnsFromSetting(saved: unknown): ColumnId[] {
  if (!Array.isArray(saved)) return DEFAULT_COLUMNS;
  const ids = saved.filter((id): id is ColumnId => (COLUMN_IDS as readonly unknown[]).includes(id));
  const unique = [...new Set(ids)];
  return unique.length ? unique : DEFAULT_COLUMNS;
}
