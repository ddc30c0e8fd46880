import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countTurns, type ActingUser, type ActionableCheque } from '@/lib/chequeNextAction';
import { formatMoney } from '@/lib/money';

interface Props {
  cheques: readonly ActionableCheque[];
  who: ActingUser;
}

/**
 * A headline's numbers: the cheques waiting for this user (and their total), then how many wait
 * for someone else. What waits for the bank, or nothing, is in neither.
 */
export function TurnsLine({ cheques, who }: Props) {
  const { t, i18n } = useTranslation('staff');
  const turns = useMemo(() => countTurns(cheques, who), [cheques, who]);
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
