import { useTranslation } from 'react-i18next';
import { formatMoney, shekelsToAgorot } from '@/lib/money';

type Props = {
  className?: string;
} & (
  | { /** A backend amount in shekels (number or numeric string). */ value: number | string | null | undefined; agorot?: never }
  | { /** An exact sum in agorot (src/lib/money.ts). */ agorot: number | null | undefined; value?: never }
);

/**
 * The one way an amount is shown (docs/ui-conventions.md): '₪ 14,080.57' read right to left in
 * Hebrew, '₪14,080.57' in English, isolated from the text around it, with tabular figures. In a
 * table column add the class `money-col` to the cell so that the decimals line up.
 */
export function Money(props: Props) {
  const { i18n } = useTranslation();
  return <MoneyIn {...props} language={i18n.language} />;
}

/** Money in a language already known: a long list's cells, where every row asking i18n costs. */
export function MoneyIn({ value, agorot, className, language }: Props & { language: string }) {
  const amount = agorot === undefined ? shekelsToAgorot(value) : agorot;
  const english = language === 'en';
  if (amount === null || amount === undefined || !Number.isSafeInteger(amount)) {
    return <span className={`money money--missing ${className ?? ''}`.trim()}>—</span>;
  }
  const classes = ['money', amount < 0 && 'money--negative', className].filter(Boolean).join(' ');
  return (
    <bdi dir={english ? 'ltr' : 'rtl'} className={classes}>
      {formatMoney(amount, english ? 'en' : 'he')}
    </bdi>
  );
}
