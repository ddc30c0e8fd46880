import { useTranslation } from 'react-i18next';
import { lastCashableDay } from '@/lib/chequeTiming';
import { actionReasonKey, type ActionVerdict } from '@/lib/chequeLaw/actionRefusals';
import { PRIVATE_PAYEE_REQUIRED_ABOVE_AGOROT } from '@/lib/chequeLaw/cashLaw';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

interface Props {
  verdict: ActionVerdict;
  /** The cheque's date: a warning that it goes stale names the day. */
  checkDate?: string | null;
  /** Lets a check box or a row point at the text (aria-describedby). */
  id?: string;
  className?: string;
}

/**
 * Why a chosen cheque will not go (every reason) or what to know before it goes, under the cheque
 * in a printing or sending batch. Nothing when there is nothing to say.
 */
export function ActionVerdictNote({ verdict, checkDate, id, className }: Props) {
  const { t, i18n } = useTranslation('staff');
  const reasons = verdict.refusals.length ? verdict.refusals : verdict.warnings;
  if (!reasons.length) return null;
  const params = {
    date: `\u2066${formatDate(lastCashableDay(checkDate) ?? '')}\u2069`,
    amount: formatMoney(PRIVATE_PAYEE_REQUIRED_ABOVE_AGOROT, i18n.language),
  };
  const refused = verdict.refusals.length > 0;
  return (
    <ul id={id} className={['list-unstyled small mb-0', refused ? 'text-danger-emphasis' : 'text-warning-emphasis', className].filter(Boolean).join(' ')}>
      {reasons.map((reason) => (
        <li key={reason}>{t(actionReasonKey(reason), params)}</li>
      ))}
    </ul>
  );
}
