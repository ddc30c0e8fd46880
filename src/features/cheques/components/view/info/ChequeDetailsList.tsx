import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { DateText } from '@/components/display/DateText';
import { DetailList } from '@/components/display/DetailList';
import { Money } from '@/components/display/Money';
import { amountInEnglishWords, amountInHebrewWords } from '@/lib/amountInWords';
import { bankName } from '@/lib/banks';
import { shekelsToAgorot } from '@/lib/money';

/** The cheque's details read-only: what its edit form changes. */
export function ChequeDetailsList({ cheque }: { cheque: Cheque }) {
  const { t, i18n } = useTranslation('cheques');
  const agorot = shekelsToAgorot(cheque.amount);
  const english = i18n.language === 'en';
  const words = agorot && agorot > 0 ? (english ? amountInEnglishWords(agorot) : amountInHebrewWords(agorot)) : '';
  return (
    <DetailList
      items={[
        { id: 'amount', label: t('summary.amount'), value: <Money value={cheque.amount} /> },
        // The cheque's own words: Hebrew in the Arabic UI too.
        { id: 'words', label: t('fields.amountWords'), value: words ? <span lang={english ? 'en' : 'he'}>{words}</span> : null, wide: true },
        { id: 'date', label: t('fields.checkDate'), value: cheque.checkDate ? <DateText value={cheque.checkDate} relative /> : null },
        { id: 'number', label: t('fields.checkNumber'), value: cheque.checkNumber ? <bdi>{cheque.checkNumber}</bdi> : null },
        { id: 'bank', label: t('fields.bank'), value: cheque.bank ? `${cheque.bank} · ${bankName(cheque.bank, i18n.language) ?? ''}`.replace(/ · $/, '') : null },
        { id: 'branch', label: t('fields.branch'), value: cheque.branch },
        { id: 'account', label: t('fields.account'), value: cheque.account ? <bdi>{cheque.account}</bdi> : null },
        { id: 'micr', label: t('fields.micr'), value: cheque.micr ? <bdi dir="ltr" className="font-monospace">{cheque.micr}</bdi> : null },
        { id: 'sending', label: t('fields.sendingMethod'), value: cheque.sendingMethod ? t(`sendingMethods.${cheque.sendingMethod}`, { defaultValue: cheque.sendingMethod }) : null },
      ]}
    />
  );
}
