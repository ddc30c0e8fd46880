import { chequeDrawer, type DrawerFields } from '@/lib/returns/drawer';
import { drawerWarning } from '@/lib/returns/drawerHistory';
import { DrawerWarning } from './DrawerWarning';
import { useDrawerHistory } from './useWorkspaceReturns';

/**
 * The warning on the scan / new-cheque form, once the drawer's bank, branch and account (or the
 * MICR line) are read: this drawer's cheques came back within 12 months, or its account is restricted.
 */
export function DrawerHistoryWarning({ fields, restricted }: { fields: DrawerFields; restricted?: boolean | null }) {
  const drawer = chequeDrawer(fields);
  const { summaries } = useDrawerHistory(!drawer);
  const warning = drawer ? drawerWarning(summaries.get(drawer.key), restricted) : null;
  return <DrawerWarning warning={warning} className="py-2 small" />;
}
