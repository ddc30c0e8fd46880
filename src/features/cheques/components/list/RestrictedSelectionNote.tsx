import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { RestrictedAccountBadge } from '@/components/display/RestrictedAccountBadge';
import { restrictedCount } from '@/lib/chequeLaw/restrictedAccounts';

/** Under the bulk bar: how many of the chosen cheques are from a restricted account, with the lookup. */
export function RestrictedSelectionNote({ selected }: { selected: readonly Cheque[] }) {
  const { t } = useTranslation('chequeLists');
  const count = restrictedCount(selected);
  if (!count) return null;
  return (
    <p className="small mt-2 mb-0" role="status">
      <RestrictedAccountBadge restricted label={t('bulk.restricted', { count })} />
    </p>
  );
}
