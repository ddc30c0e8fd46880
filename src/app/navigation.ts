import { matchPath } from 'react-router-dom';
import { navGroupIds, type AppRoute, type NavGroupId } from '@/components/routing/AppRoute';
import type { NavIconName } from '@/components/routing/navIcons';
import type { PermissionAction } from '@/lib/permissions';
import { appRoutes } from './routeTable';

export interface NavEntry {
  to: string;
  labelKey: string;
  icon?: NavIconName;
}

export interface NavSection {
  id: NavGroupId;
  entries: NavEntry[];
}

/** The sidebar: the entries without a section (home) first, then the sections in their order. */
export interface NavigationTree {
  top: NavEntry[];
  sections: NavSection[];
}

const visible = (can: (action: PermissionAction) => boolean, routes: AppRoute[]) =>
  routes.filter((route) => route.nav && (!route.permission || can(route.permission))).sort((a, b) => a.nav!.order - b.nav!.order);

const entryOf = (route: AppRoute): NavEntry => ({ to: route.path, labelKey: route.nav!.labelKey, icon: route.nav!.icon });

/**
 * The one sidebar, grouped: every signed-in route with a menu entry that the user may open, in
 * its section and order. A section with nothing the user may open is left out.
 */
export function navigationFor(can: (action: PermissionAction) => boolean, routes: AppRoute[] = appRoutes): NavigationTree {
  const shown = visible(can, routes);
  return {
    top: shown.filter((route) => !route.nav!.group).map(entryOf),
    sections: navGroupIds
      .map((id) => ({ id, entries: shown.filter((route) => route.nav!.group === id).map(entryOf) }))
      .filter((section) => section.entries.length > 0),
  };
}

/** Every entry of the tree, sections included. */
export const allEntries = (tree: NavigationTree): NavEntry[] => [...tree.top, ...tree.sections.flatMap((s) => s.entries)];

const isUnder = (pathname: string, entryPath: string) =>
  pathname === entryPath || (entryPath !== '/' && pathname.startsWith(`${entryPath}/`));

/**
 * The one menu entry to mark as the current page at `pathname`, among the entries the user sees:
 * the most specific wins (the longest entry path that is the path or a folder of it), so
 * /cheques/new is "new cheque" and not also "all cheques", /cheques/view/7 is "all cheques". A
 * screen whose path is under no entry names its entry (AppRoute's navUnder). Null: no entry.
 */
export function currentNavPath(pathname: string, entryPaths: string[], routes: AppRoute[] = appRoutes): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = routes.find((r) => matchPath({ path: r.path, end: true }, path));
  const target = route?.navUnder ?? path;
  const matches = entryPaths.filter((entry) => isUnder(target, entry));
  if (matches.length === 0) return null;
  return matches.reduce((best, entry) => (entry.length > best.length ? entry : best));
}

/** The section that holds `entryPath`, if any. */
export function sectionOf(tree: NavigationTree, entryPath: string | null): NavGroupId | null {
  if (!entryPath) return null;
  return tree.sections.find((s) => s.entries.some((e) => e.to === entryPath))?.id ?? null;
}

/**
 * Which sections are open after `id` opens, in the order they were opened (the last is the
 * newest). So that the whole menu fits its height without scrolling, the sections opened longest
 * ago close until the open entries fit within `budget` rows; `id` and `keep` (the current page's
 * section) never close on this account.
 */
export function openSection(open: NavGroupId[], id: NavGroupId, sizes: Partial<Record<NavGroupId, number>>, budget: number, keep: NavGroupId | null = null): NavGroupId[] {
  let next = [...open.filter((g) => g !== id), id];
  const rows = (list: NavGroupId[]) => list.reduce((sum, g) => sum + (sizes[g] ?? 0), 0);
  while (rows(next) > budget) {
    const oldest = next.find((g) => g !== id && g !== keep);
    if (!oldest) break;
    next = next.filter((g) => g !== oldest);
  }
  return next;
}

/** Before the user has opened or closed any section: all open but the settings. */
export const defaultOpenSections: NavGroupId[] = ['cheques', 'moneyIn', 'links', 'reports'];
