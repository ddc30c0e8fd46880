import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { formatMoney, shekelsToAgorot } from '@/lib/money';

interface Props {
  waiting: readonly Cheque[];
  /** lib/chequeNextAction's canSignNow for the signed-in user. */
  canSign: (cheque: Cheque) => boolean;
}

/** What this user can sign now and its total; how many others wait for someone else or for the bank. */
export function TurnsHeadline({ waiting, canSign }: Props) {
  const { t, i18n } = useTranslation('staff');
  const mine = waiting.filter(canSign);
  const agorot = mine.reduce((sum, c) => sum + (shekelsToAgorot(c.amount) ?? 0), 0);
  const others = waiting.length - mine.length;
  return (
    <p className="mb-0 mt-1" aria-live="polite">
      <strong className="fw-semibold">{t('turns.mine', { count: mine.length, amount: formatMoney(agorot, i18n.language) })}</strong>
      {others > 0 && (
        <>
          {' · '}
          {t('turns.others', { count: others })}
        </>
      )}
    </p>
  );
}
