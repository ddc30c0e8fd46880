import type { RoleType } from '@/api/types/user';
import { appRoutes } from './routeTable';

export interface NavEntry {
  to: string;
  labelKey: string;
  icon?: string[];
}

/** The one sidebar list: every signed-in route with a menu entry, allowed for the role, in order. */
export function navigationFor(role: RoleType | undefined): NavEntry[] {
  return appRoutes
    .filter((route) => route.nav && (!route.roles || (role && route.roles.includes(role))))
    .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0))
    .map((route) => ({ to: route.path, labelKey: route.nav!.labelKey, icon: route.nav!.icon }));
}
