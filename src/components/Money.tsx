import { useTranslation } from 'react-i18next';
import { formatShekels, shekelsToAgorot } from '@/lib/money';

/** An amount from the backend (shekels, number or string), shown in shekels for the language. */
export function Money({ value }: { value: number | string | null | undefined }) {
  const { i18n } = useTranslation();
  const agorot = shekelsToAgorot(value ?? 0) ?? 0;
  // An amount reads left to right inside Hebrew text, as on a printed cheque.
  return (
    <bdi dir="ltr" className="money">
      {formatShekels(agorot, i18n.language === 'en' ? 'en-IL' : 'he-IL')}
    </bdi>
  );
}
