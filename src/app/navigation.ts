import type { NavIconName } from '@/components/routing/navIcons';
import type { PermissionAction } from '@/lib/permissions';
import { appRoutes } from './routeTable';

export interface NavEntry {
  to: string;
  labelKey: string;
  icon?: NavIconName;
}

/** The one sidebar list: every signed-in route with a menu entry that the user may open, in order. */
export function navigationFor(can: (action: PermissionAction) => boolean): NavEntry[] {
  return appRoutes
    .filter((route) => route.nav && (!route.permission || can(route.permission)))
    .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
    .map((route) => ({ to: route.path, labelKey: route.nav!.labelKey, icon: route.nav!.icon }));
}
