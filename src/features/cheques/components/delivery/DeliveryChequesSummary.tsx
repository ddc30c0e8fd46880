import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Cheque } from '@/api/types/cheque';
import { Money } from '@/components/display/Money';
import { StatusBadge } from '@/components/StatusBadge';
import { hrefs } from '@/config/hrefs';
import { formatDate } from '@/lib/dates';
import '@/styles/parts/listGroup.scss';

/** The cheques the delivery details will apply to. */
export function DeliveryChequesSummary({ cheques }: { cheques: Cheque[] }) {
  const { t } = useTranslation('chequeLists');
  return (
    <section aria-label={t('delivery.chequesLabel')}>
      <ul className="list-group mb-3">
        {cheques.map((c) => (
          <li key={c.checkId} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <Link to={hrefs.chequeView(c.checkId)} className="fw-semibold">
              <bdi>{c.checkNumber ?? c.checkId}</bdi>
            </Link>
            <span className="flex-grow-1 text-truncate">{c.payee}</span>
            <span className="small text-body-secondary">{formatDate(c.checkDate)}</span>
            <Money value={c.amount} />
            <StatusBadge status={c.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
