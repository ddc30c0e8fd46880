import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';
import type { Cheque } from '@/api/types/cheque';

/** Counts of the workspace's cheques by status, most frequent first. */
export function StatusCounts({ cheques }: { cheques: Cheque[] }) {
  const { t } = useTranslation('common');
  const counts = new Map<string, number>();
  for (const cheque of cheques) counts.set(cheque.status, (counts.get(cheque.status) ?? 0) + 1);
  const rows = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return (
    <section aria-labelledby="status-counts-title">
      <h2 id="status-counts-title" className="h6 text-body-secondary mb-3">
        {t('dashboard.countsTitle')}
      </h2>
      <ul className="status-counts list-unstyled">
        {rows.map(([status, count]) => (
          <li key={status}>
            <CCard className="h-100">
              <CCardBody className="d-flex justify-content-between align-items-center gap-2">
                <StatusBadge status={status} />
                <span className="fs-4 fw-semibold">{count}</span>
              </CCardBody>
            </CCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
