import { useTranslation } from 'react-i18next';
import { amountInEnglishWords, amountInHebrewWords } from '@/lib/amountInWords';
import { exceedsMaxAmount, parseAmount } from '@/lib/money';
import './chequeCreate.scss';

/** The typed amount in words, as written on a real cheque; Hebrew words in the Hebrew UI. */
export function AmountWords({ amount, id }: { amount: string; id: string }) {
  const { t, i18n } = useTranslation('cheques');
  const agorot = parseAmount(amount);
  const ok = agorot !== null && agorot > 0 && !exceedsMaxAmount(agorot);
  const words = ok ? (i18n.language === 'en' ? amountInEnglishWords(agorot) : amountInHebrewWords(agorot)) : '';
  return (
    <div className="amount-words mb-3" id={id} aria-live="polite">
      <span className="text-body-secondary small d-block">{t('fields.amountWords')}</span>
      <span className="amount-words__text">{words || '—'}</span>
    </div>
  );
}
