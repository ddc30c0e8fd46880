import { useTranslation } from 'react-i18next';
import { amountInEnglishWords, amountInHebrewWords } from '@/lib/amountInWords';
import { exceedsMaxAmount, parseAmount } from '@/lib/money';
import './chequeCreate.scss';

/**
 * The typed amount in words, as written on a real cheque: English words in the English UI, else
 * Hebrew (the cheque's own text, in the Arabic UI too).
 */
export function AmountWords({ amount, id }: { amount: string; id: string }) {
  const { t, i18n } = useTranslation('cheques');
  const agorot = parseAmount(amount);
  const ok = agorot !== null && agorot > 0 && !exceedsMaxAmount(agorot);
  const english = i18n.language === 'en';
  const words = ok ? (english ? amountInEnglishWords(agorot) : amountInHebrewWords(agorot)) : '';
  return (
    <div className="amount-words mb-3" id={id} aria-live="polite">
      <span className="text-body-secondary small d-block">{t('fields.amountWords')}</span>
      <span className="amount-words__text" lang={english ? 'en' : 'he'}>{words || '—'}</span>
    </div>
  );
}
