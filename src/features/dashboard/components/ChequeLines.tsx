import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/display/Money';
import { hrefs } from '@/config/hrefs';
import type { Cheque } from '@/api/types/cheque';

interface Props {
  cheques: Cheque[];
  /** The second line of each cheque: its date, status or warning. */
  detail: (cheque: Cheque) => ReactNode;
  label: string;
  /** Router state for the links (backState): the cheque view's back link returns here. */
  state?: unknown;
}

/** A short list of cheques, each a link to its view: payee and number, amount, one detail line. */
export function ChequeLines({ cheques, detail, label, state }: Props) {
  const { t } = useTranslation('home');
  return (
    <ul className="cheque-lines list-unstyled mb-0" aria-label={label}>
      {cheques.map((c) => (
        <li key={c.checkId}>
          <Link to={hrefs.chequeView(c.checkId)} state={state} className="cheque-line">
            <span className="cheque-line__who">
              <span className="cheque-line__payee">{c.payee || t('noPayee')}</span>
              <span className="cheque-line__number">{t('chequeLabel', { number: c.checkNumber ?? '' })}</span>
            </span>
            <Money value={c.amount} className="cheque-line__amount" />
            <span className="cheque-line__detail">{detail(c)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
