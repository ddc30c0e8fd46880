import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Cheque } from '@/api/types/cheque';
import { ChequeImage } from '@/components/ChequeImage';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { EmptyState } from '@/components/feedback/EmptyState';
import { hrefs } from '@/config/paths';
import { bankName } from '@/lib/banks';
import { sumAgorot } from '@/lib/money';

interface Props {
  cheques: Cheque[];
  /** Once completed, the cheques are the workspace's: each opens its own view. */
  retrieved: boolean;
}

/** The cheques a payer scanned: both sides' pictures, amount, date and bank, and their total. */
export function TransactionCheques({ cheques, retrieved }: Props) {
  const { t, i18n } = useTranslation('terminals');
  if (!cheques.length) return <EmptyState compact text={t('view.noCheques')} />;
  return (
    <>
      <ul className="transaction-cheques list-unstyled mb-0">
        {cheques.map((cheque, index) => {
          const number = cheque.checkNumber || String(index + 1);
          return (
            <li key={cheque.checkId} className="transaction-cheques__item">
              <div className="transaction-cheques__pictures">
                <ChequeImage checkId={cheque.checkId} side="front" alt={t('view.frontAlt', { number })} width={240} />
                <ChequeImage checkId={cheque.checkId} side="rear" alt={t('view.rearAlt', { number })} width={240} />
              </div>
              <dl className="transaction-cheques__facts">
                <div>
                  <dt>{t('view.amount')}</dt>
                  <dd>
                    <Money value={cheque.amount} />
                  </dd>
                </div>
                <div>
                  <dt>{t('view.checkDate')}</dt>
                  <dd>
                    <DateText value={cheque.checkDate} />
                  </dd>
                </div>
                <div>
                  <dt>{t('view.bank')}</dt>
                  <dd>{cheque.bank ? `${bankName(cheque.bank, i18n.language, cheque.bank)} · ${cheque.branch ?? ''} · ${cheque.account ?? ''}` : '—'}</dd>
                </div>
                <div>
                  <dt>{t('view.checkNumber')}</dt>
                  <dd>
                    <bdi>{cheque.checkNumber || '—'}</bdi>
                  </dd>
                </div>
              </dl>
              {retrieved && (
                <Link to={hrefs.chequeView(cheque.checkId)} aria-label={t('view.openChequeLabel', { number })}>
                  {t('view.openCheque')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <p className="transaction-cheques__total fw-bold mt-3 mb-0">
        {t('view.chequesTotal', { count: cheques.length })}: <Money agorot={sumAgorot(cheques.map((cheque) => cheque.amount))} />
      </p>
    </>
  );
}
