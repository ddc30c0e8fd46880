import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/api/types/bankAccount';
import type { Cheque } from '@/api/types/cheque';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { CreditsShortfall } from '@/components/credits/CreditsShortfall';
import { DepositOutlook } from '@/components/deposit/DepositOutlook';
import { DepositVerdictNote } from '@/components/deposit/DepositVerdictNote';
import type { DepositOptions } from '@/components/deposit/depositOptionsSchema';
import { BankDayNote } from '@/components/form/BankDayNote';
import { amountInEnglishWords, amountInHebrewWords } from '@/lib/amountInWords';
import type { BankCalendar } from '@/lib/bankCalendar';
import type { DepositBatch } from '@/lib/chequeLaw/depositEligibility';
import { MAX_AMOUNT_AGOROT } from '@/lib/money';
import { accountOptionParams } from '@/lib/banks';

interface Props {
  batch: DepositBatch<Cheque>;
  options: DepositOptions;
  account: BankAccount | undefined;
  calendar: BankCalendar | null;
}

/**
 * What is about to be deposited: how many, how much (figures and words), where and when, what it
 * costs and when the money is expected; then the chosen cheques that stay behind, and why.
 */
export function DepositSummary({ batch, options, account, calendar }: Props) {
  const { t, i18n } = useTranslation(['deposits', 'chequeLaw']);
  const total = batch.totalAgorot;
  // In words in English or Hebrew; none in Arabic (the app writes amounts in words in the languages of cheques).
  const words = total > MAX_AMOUNT_AGOROT || i18n.language === 'ar' ? null : i18n.language === 'en' ? amountInEnglishWords(total) : amountInHebrewWords(total);
  // One day for the whole deposit (now, a future day), or each cheque on its own due day.
  const days = [...new Set(batch.good.map((c) => batch.verdicts.get(c.checkId)?.depositDay ?? null))];
  const oneDay = options.timing !== 'dueDate' || days.length === 1 ? (days[0] ?? null) : null;
  return (
    <>
      <dl className="deposit-summary">
        <dt>{t('summary.count')}</dt>
        <dd>{t('summary.cheques', { count: batch.good.length })}</dd>
        <dt>{t('summary.total')}</dt>
        <dd>
          <Money agorot={total} />
          {words && <div className="deposit-summary__words">{words}</div>}
        </dd>
        <dt>{t('summary.account')}</dt>
        <dd>{account ? t('chequeLaw:form.accountOption', accountOptionParams(account)) : '—'}</dd>
        <dt>{t('summary.when')}</dt>
        <dd>
          {options.timing === 'future' && oneDay ? (
            <>
              <DateText value={oneDay} />
              <div className="small">
                <BankDayNote day={oneDay} calendar={calendar} />
              </div>
            </>
          ) : (
            t(`chequeLaw:form.timings.${options.timing === 'dueDate' ? 'dueDateEach' : options.timing}`)
          )}
        </dd>
      </dl>
      <div className="mt-2">
        <DepositOutlook count={batch.good.length} depositDay={oneDay} calendar={calendar} />
      </div>
      <CreditsShortfall cheques={batch.good.length} />
      {batch.blocked.length > 0 && (
        <div className="mt-3">
          <p className="mb-1 fw-semibold">{t('chequeLaw:confirm.blocked', { count: batch.blocked.length })}</p>
          <ul className="list-unstyled mb-0 deposit-summary__blocked">
            {batch.blocked.map((c) => (
              <li key={c.checkId} className="mb-1">
                <bdi dir="ltr">{c.checkNumber ?? c.checkId}</bdi> · <Money value={c.amount} />
                <DepositVerdictNote verdict={batch.verdicts.get(c.checkId)} blocksOnly />
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
