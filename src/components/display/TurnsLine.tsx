import { useTranslation } from 'react-i18next';
import type { TurnCount } from '@/lib/chequeNextAction';
import { formatMoney } from '@/lib/money';

interface Props {
  /** The list's turns (countTurns), counted by the list as it narrows its rows. */
  turns: TurnCount;
}

/**
 * A headline's numbers: the cheques waiting for this user (and their total), then how many wait
 * for someone else. What waits for the bank, or nothing, is in neither.
 */
export function TurnsLine({ turns }: Props) {
  const { t, i18n } = useTranslation('staff');
  return (
    <span className="turns-line">
      <strong className="fw-semibold">{t('turns.mine', { count: turns.mine, amount: formatMoney(turns.mineAgorot, i18n.language) })}</strong>
      {turns.others > 0 && (
        <>
          {' · '}
          {t('turns.others', { count: turns.others })}
        </>
      )}
    </span>
  );
}
