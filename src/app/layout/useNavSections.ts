import { useCallback, useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { navGroupIds, type NavGroupId } from '@/components/routing/AppRoute';
import { defaultOpenSections, openSection, type NavigationTree } from '../navigation';

/** Which menu sections are open, newest last; a preference of this browser, not of the account. */
const STORAGE_KEY = 'navSections';
/** Every line of the menu (an entry or a section's title) is this tall (styles/shell.scss). */
export const NAV_ROW_PX = 32;

function readStored(): NavGroupId[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!Array.isArray(raw)) return defaultOpenSections;
    return raw.filter((id): id is NavGroupId => (navGroupIds as readonly unknown[]).includes(id));
  } catch {
    return defaultOpenSections;
  }
}

function store(open: NavGroupId[]) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(open));
  } catch {
    // Storage full or refused (private mode): the menu still works, it just forgets.
  }
}

/**
 * The open sections of the menu: remembered, the current page's section opened by itself, and
 * never more entries open than the menu's height shows (navigation.ts's openSection).
 */
export function useNavSections(tree: NavigationTree, current: NavGroupId | null, navRef: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState<NavGroupId[]>(readStored);

  const budget = useCallback(() => {
    const height = navRef.current?.clientHeight || window.innerHeight;
    return Math.floor(height / NAV_ROW_PX) - tree.top.length - tree.sections.length;
  }, [navRef, tree]);
  const sizes = Object.fromEntries(tree.sections.map((s) => [s.id, s.entries.length])) as Partial<Record<NavGroupId, number>>;

  const change = (next: NavGroupId[]) => {
    setOpen(next);
    store(next);
  };

  // Only a new page opens its section (closing the current page's section by hand is allowed), and
  // after the menu is on screen: how many entries fit is the menu's measured height.
  const openSectionOf = useEffectEvent((page: NavGroupId | null) => {
    if (page && !open.includes(page)) change(openSection(open, page, sizes, budget(), page));
  });
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the budget is a DOM measurement, known only once the menu is on screen
  useEffect(() => openSectionOf(current), [current]);

  const toggle = (id: NavGroupId) => change(open.includes(id) ? open.filter((g) => g !== id) : openSection(open, id, sizes, budget(), current));

  return { isOpen: (id: NavGroupId) => open.includes(id), toggle };
}
