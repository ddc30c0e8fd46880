import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/api/types/bankAccount';
import { DateText } from '@/components/display/DateText';
import { Money } from '@/components/display/Money';
import { CreditsShortfall } from '@/components/credits/CreditsShortfall';
import { amountInEnglishWords, amountInHebrewWords } from '@/lib/amountInWords';
import { MAX_AMOUNT_AGOROT } from '@/lib/money';
import type { DepositSummary as Summary } from '@/lib/depositBatch';
import type { DepositOptions } from '../depositSchema';
import { parseDate } from '@/lib/dates';

interface Props {
  summary: Summary;
  options: DepositOptions;
  account: BankAccount | undefined;
}

/** What is about to be deposited: how many, how much (figures and words), where and when. */
export function DepositSummary({ summary, options, account }: Props) {
  const { t, i18n } = useTranslation('deposits');
  const words = summary.totalAgorot <= MAX_AMOUNT_AGOROT ? (i18n.language === 'en' ? amountInEnglishWords(summary.totalAgorot) : amountInHebrewWords(summary.totalAgorot)) : null;
  return (
    <>
      <dl className="deposit-summary">
        <dt>{t('summary.count')}</dt>
        <dd>{t('summary.cheques', { count: summary.count })}</dd>
        <dt>{t('summary.total')}</dt>
        <dd>
          <Money agorot={summary.totalAgorot} />
          {words && <div className="deposit-summary__words">{words}</div>}
        </dd>
        <dt>{t('summary.account')}</dt>
        <dd>{account ? t('workspace.accountOption', { name: account.accountName ?? account.accountNumber, bank: account.bank, branch: account.branch, number: account.accountNumber }) : '—'}</dd>
        <dt>{t('summary.when')}</dt>
        <dd>{options.timing === 'future' ? <DateText value={parseDate(options.date) ?? undefined} /> : t(`workspace.timings.${options.timing}`)}</dd>
      </dl>
      <CreditsShortfall cheques={summary.count} />
    </>
  );
}
