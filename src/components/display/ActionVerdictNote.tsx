import { useTranslation } from 'react-i18next';
import { actionReasonText, type ActionCheque, type ActionVerdict } from '@/lib/chequeLaw/actionRefusals';
import { KeepDates } from '@/components/display/KeepDates';

interface Props {
  verdict: ActionVerdict;
  /** The cheque's date: the staleness reasons name the day. */
  checkDate?: ActionCheque['checkDate'];
  /** Lets a check box or a row point at the text (aria-describedby). */
  id?: string;
  className?: string;
}

/**
 * Why a chosen cheque will not go (every reason) or what to know before it goes, under the cheque
 * in a printing or sending batch. Nothing when there is nothing to say.
 */
export function ActionVerdictNote({ verdict, checkDate, id, className }: Props) {
  // Staleness is said in the deposit rules' words (namespace chequeLaw).
  const { t, i18n } = useTranslation(['staff', 'chequeLaw', 'screenParts']);
  const reasons = verdict.refusals.length ? verdict.refusals : verdict.warnings;
  if (!reasons.length) return null;
  const refused = verdict.refusals.length > 0;
  return (
    <ul id={id} className={['list-unstyled small mb-0 text-wrap', refused ? 'text-danger-emphasis' : 'text-warning-emphasis', className].filter(Boolean).join(' ')}>
      {reasons.map((reason) => {
        const { key, params } = actionReasonText(reason, { checkDate }, { language: i18n.language });
        return (
          <li key={reason}>
            <KeepDates>{t(key, params)}</KeepDates>
          </li>
        );
      })}
    </ul>
  );
}
