import { CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/display/Money';
import { StatusBadge } from '@/components/StatusBadge';
import { formatDate } from '@/lib/dates';
import type { Cheque } from '@/api/types/cheque';

const RECENT_COUNT = 8;

function byNewest(a: Cheque, b: Cheque): number {
  return String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? ''));
}

export function RecentCheques({ cheques }: { cheques: Cheque[] }) {
  const { t } = useTranslation('common');
  const recent = [...cheques].sort(byNewest).slice(0, RECENT_COUNT);
  return (
    <section aria-labelledby="recent-title">
      <h2 id="recent-title" className="h6 text-body-secondary mb-3">
        {t('dashboard.recentTitle')}
      </h2>
      <div className="table-responsive">
        <CTable hover align="middle" className="mb-0">
          <CTableHead>
            <CTableRow>
              <CTableHeaderCell scope="col">{t('dashboard.columns.number')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">{t('dashboard.columns.payee')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">{t('dashboard.columns.amount')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">{t('dashboard.columns.date')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">{t('dashboard.columns.status')}</CTableHeaderCell>
            </CTableRow>
          </CTableHead>
          <CTableBody>
            {recent.map((cheque) => (
              <CTableRow key={cheque.checkId}>
                <CTableDataCell>{cheque.checkNumber}</CTableDataCell>
                <CTableDataCell>{cheque.payee}</CTableDataCell>
                <CTableDataCell>
                  <Money value={cheque.amount} />
                </CTableDataCell>
                <CTableDataCell>{formatDate(cheque.checkDate)}</CTableDataCell>
                <CTableDataCell>
                  <StatusBadge status={cheque.status} />
                </CTableDataCell>
              </CTableRow>
            ))}
          </CTableBody>
        </CTable>
      </div>
    </section>
  );
}
