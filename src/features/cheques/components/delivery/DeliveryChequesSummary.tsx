import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Cheque } from '@/api/types/cheque';
import { ActionVerdictNote } from '@/components/display/ActionVerdictNote';
import { Money } from '@/components/display/Money';
import { RestrictedAccountBadge } from '@/components/display/RestrictedAccountBadge';
import { StatusBadge } from '@/components/StatusBadge';
import { hrefs } from '@/config/paths';
import type { ActionVerdict } from '@/lib/chequeLaw/actionRefusals';
import { formatDate } from '@/lib/dates';
import '@/styles/parts/listGroup.scss';

interface Props {
  rows: ReadonlyArray<{ cheque: Cheque; verdict: ActionVerdict }>;
}

/** The cheques of the address: those the details will apply to, and those that will not go, with why. */
export function DeliveryChequesSummary({ rows }: Props) {
  const { t } = useTranslation('chequeLists');
  return (
    <section aria-label={t('delivery.chequesLabel')}>
      <ul className="list-group mb-3">
        {rows.map(({ cheque: c, verdict }) => {
          const blocked = verdict.refusals.length > 0;
          return (
            <li key={c.checkId} className={`list-group-item${blocked ? ' bg-body-tertiary' : ''}`}>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <Link to={hrefs.chequeView(c.checkId)} className="fw-semibold">
                  <bdi>{c.checkNumber ?? c.checkId}</bdi>
                </Link>
                <span className="flex-grow-1 text-truncate">{c.payee || '—'}</span>
                <span className="small text-body-secondary">{formatDate(c.checkDate)}</span>
                <Money value={c.amount} />
                <StatusBadge status={c.status} />
              </div>
              {(blocked || verdict.warnings.length > 0 || c.restrictedAccount) && (
                <div className="d-flex flex-wrap align-items-start gap-2 mt-1">
                  {blocked && <span className="badge text-bg-secondary">{t('delivery.notSent')}</span>}
                  <RestrictedAccountBadge restricted={c.restrictedAccount} />
                  <ActionVerdictNote verdict={verdict} checkDate={c.checkDate} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
