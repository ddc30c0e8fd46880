import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { formatMoney, shekelsToAgorot } from '@/lib/money';
import { chequeStage } from '@/lib/chequeStage';

interface Props {
  waiting: readonly Cheque[];
  /** lib/chequeNextAction's canSignNow for the signed-in user. */
  canSign: (cheque: Cheque) => boolean;
}

/** What this user can sign now and its total; how many wait for another signatory; how many cannot be signed now. */
export function TurnsHeadline({ waiting, canSign }: Props) {
  const { t, i18n } = useTranslation('staff');
  const mine = waiting.filter(canSign);
  const agorot = mine.reduce((sum, c) => sum + (shekelsToAgorot(c.amount) ?? 0), 0);
  // Waiting for another signatory, or past signing altogether (with the bank, a deposit on its way).
  const others = waiting.filter((c) => !canSign(c) && chequeStage(c) === 'signing').length;
  const blocked = waiting.length - mine.length - others;
  return (
    <p className="mb-0 mt-1" aria-live="polite">
      <strong className="fw-semibold">{t('turns.mine', { count: mine.length, amount: formatMoney(agorot, i18n.language) })}</strong>
      {others > 0 && (
        <>
          {' · '}
          {t('turns.others', { count: others })}
        </>
      )}
      {blocked > 0 && (
        <>
          {' · '}
          {t('turns.blocked', { count: blocked })}
        </>
      )}
    </p>
  );
}
