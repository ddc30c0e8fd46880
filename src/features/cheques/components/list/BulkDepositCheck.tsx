import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { Money } from '@/components/display/Money';
import { DepositOutlook } from '@/components/deposit/DepositOutlook';
import { DepositVerdictNote } from '@/components/deposit/DepositVerdictNote';
import type { BankCalendar } from '@/lib/bankCalendar';
import type { DepositVerdict } from '@/lib/chequeLaw/depositEligibility';

interface Props {
  cheques: readonly Cheque[];
  /** The cheques that will go. */
  good: readonly Cheque[];
  verdicts: ReadonlyMap<string, DepositVerdict>;
  calendar: BankCalendar | null;
}

/** In the bulk deposit's question: what it costs, when the money comes, and each cheque left out with why. */
export function BulkDepositCheck({ cheques, good, verdicts, calendar }: Props) {
  const { t } = useTranslation('chequeLaw');
  const goodIds = new Set(good.map((c) => c.checkId));
  const left = cheques.filter((c) => !goodIds.has(c.checkId));
  const days = [...new Set(good.map((c) => verdicts.get(c.checkId)?.depositDay ?? null))];
  return (
    <div className="mt-3">
      <DepositOutlook count={good.length} depositDay={days.length === 1 ? days[0] : null} calendar={calendar} />
      {left.length > 0 && (
        <div className="mt-3">
          <p className="mb-1 fw-semibold">{t('confirm.blocked', { count: left.length })}</p>
          <ul className="list-unstyled mb-0">
            {left.map((c) => (
              <li key={c.checkId} className="mb-1">
                <bdi dir="ltr">{c.checkNumber ?? c.checkId}</bdi> · <Money value={c.amount} />
                <DepositVerdictNote verdict={verdicts.get(c.checkId)} blocksOnly />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
