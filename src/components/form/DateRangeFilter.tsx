import { useTranslation } from 'react-i18next';
import { DateFilterInput } from './DateFilterInput';

interface Props {
  /** ISO 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** From and to days of a list filter, two cells of the filter bar's grid; a range that ends before it starts says so. */
export function DateRangeFilter({ from, to, onChange }: Props) {
  const { t } = useTranslation(['common', 'screenParts']);
  const reversed = !!from && !!to && from > to;
  return (
    <>
      <DateFilterInput label={t('screenParts:dateFilter.from')} value={from || undefined} onChange={(next) => onChange({ from: next ?? '', to })} />
      <DateFilterInput label={t('screenParts:dateFilter.to')} value={to || undefined} onChange={(next) => onChange({ from, to: next ?? '' })} error={reversed ? t('screenParts:dateFilter.reversed') : undefined} />
    </>
  );
}
