import { CSidebarBrand, CSidebarHeader, CSidebarFooter, CSidebarToggler } from '@coreui/react';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { selectSidebarShow, selectSidebarUnfoldable, sidebarShowSet, sidebarUnfoldableSet } from '@/state/generalSlice';
import { usePermission } from '@/state/usePermission';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { allEntries, currentNavPath, navigationFor, sectionOf, type NavEntry } from '../navigation';
import { useNavSections } from './useNavSections';
import { KEEP_SCREEN_MS, useScreenData } from './useScreenData';
import { NavIcon } from './NavIcon';
import { paths } from '@/config/paths';
import { NewReturnsBadge } from '@/components/returns/NewReturnsNotice';
import { useNewReturns } from '@/components/returns/useNewReturns';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { MenuPanel } from './MenuPanel';

/** Below CoreUI's `lg` the sidebar is a sheet over the page, closed until the header's button opens it. */
const SHEET_QUERY = '(max-width: 991.98px)';

// Memoised: the sidebar renders again on each reply of its returns count, each toggle and each
// navigation, and about thirty router links (each resolving its address) need not follow it.
// Named by the sidebar (`label`), not by a translation hook of their own: each hook instance costs
// its share of the first render (react-i18next copies the i18n instance per component), thirty times.
interface NavItemProps {
  entry: NavEntry;
  label: string;
  current: boolean;
  narrow: boolean;
  shown: boolean;
  badge?: number;
  /** The user is about to open the entry (pointer over it, focus on it): its data is asked for. */
  onIntent: (to: string) => void;
  /** A plain click: opens the entry when its data is in (the current screen stays meanwhile). */
  onOpen: (to: string) => void;
}

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
const isOwnClick = (e: MouseEvent<HTMLAnchorElement>) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

const NavItem = memo(function NavItem({ entry, label, current, narrow, shown, badge = 0, onIntent, onOpen }: NavItemProps) {
  const intent = () => onIntent(entry.to);
  return (
    <li className="nav-item">
      {/* Icons-only: the label stays the link's name (read aloud) and shows as a tooltip. */}
      <Link
        to={entry.to}
        className={`nav-link${current ? ' active' : ''}`}
        aria-current={current ? 'page' : undefined}
        title={narrow ? label : undefined}
        onMouseEnter={intent}
        onFocus={intent}
        onClick={(e) => {
          if (isOwnClick(e) || current) return;
          e.preventDefault();
          onOpen(entry.to);
        }}
      >
        {entry.icon && <NavIcon name={entry.icon} shown={shown} />}
        <span className="nav-text">{label}</span>
        <NewReturnsBadge count={badge} />
      </Link>
    </li>
  );
});

/**
 * The menu: the app's frame (MenuPanel, in CoreUI's sidebar classes) around its contents. What
 * changes often (the address, the returns count, a section opened, the texts) renders inside it
 * (SidebarMenu) without it.
 */
export function AppSidebar() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const show = useAppSelector(selectSidebarShow);
  // The spec's `sidebarUnfoldable` (default true): the menu shows its labels; false: icons only.
  const unfolded = useAppSelector(selectSidebarUnfoldable);
  const narrow = !unfolded;
  const sheet = useMediaQuery(SHEET_QUERY);
  // A phone's sheet starts closed, whatever a desktop stored: the header's first press opens it.
  useEffect(() => {
    if (sheet && show) dispatch(sidebarShowSet(false));
    // (Only when the screen becomes a phone's: a later press opens it.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sheet, dispatch]);
  const close = useCallback(() => dispatch(sidebarShowSet(false)), [dispatch]);
  const menu = useMemo(() => <SidebarMenu narrow={narrow} />, [narrow]);
  // On a phone the closed sheet's thirty entries were most of the first screen's DOM (Lighthouse's
  // blocking time): they are drawn the first time the user opens it, and kept after. Only a change
  // to open counts: the stored "open" a phone loads with is not an opening.
  const [shownBefore, setShownBefore] = useState(show);
  const [openedAsSheet, setOpenedAsSheet] = useState(false);
  if (show !== shownBefore) {
    setShownBefore(show);
    if (show && sheet && !openedAsSheet) setOpenedAsSheet(true);
  }
  return (
    <MenuPanel label={t('shell.sidebarLabel')} narrow={narrow} open={sheet ? show && openedAsSheet : show} sheet={sheet} onClose={close}>
      {!sheet || openedAsSheet ? menu : null}
    </MenuPanel>
  );
}

/** The sidebar's brand, entries and folding button. */
const SidebarMenu = memo(function SidebarMenu({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { can } = usePermission();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const tree = useMemo(() => navigationFor(can), [can]);
  const current = currentNavPath(pathname, allEntries(tree).map((e) => e.to));
  const sections = useNavSections(tree, sectionOf(tree, current), navRef);
  // Returns that came since the desk was last opened, beside its entry until it is opened.
  const newReturns = useNewReturns();
  // The next screen opens with its data (or after KEEP_SCREEN_MS): the user keeps the current one in
  // sight meanwhile instead of a spinner. A later click wins over an earlier one still waiting.
  const navigate = useNavigate();
  const { prefetch, ready } = useScreenData();
  const lastOpen = useRef<string | null>(null);
  const openEntry = useCallback(
    (to: string) => {
      lastOpen.current = to;
      const go = () => {
        if (lastOpen.current !== to) return;
        lastOpen.current = null;
        navigate(to);
      };
      void Promise.race([ready(to).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, KEEP_SCREEN_MS))]).then(go);
    },
    [navigate, ready],
  );
  return (
    <>
      <CSidebarHeader className="border-bottom">
        <CSidebarBrand as="div" className="fw-bold text-white text-decoration-none">
          <span className="sidebar-brand-full">{t('appName')}</span>
          <img className="sidebar-brand-narrow" src="/favicon.svg" alt={t('appName')} width={28} height={28} />
        </CSidebarBrand>
      </CSidebarHeader>
      <nav ref={navRef} aria-label={t('shell.menu')} className="sidebar-nav-wrapper">
        <ul className="sidebar-nav">
          {tree.top.map((entry) => (
            <NavItem key={entry.to} entry={entry} label={t(entry.labelKey)} current={entry.to === current} narrow={narrow} shown onIntent={prefetch} onOpen={openEntry} />
          ))}
          {tree.sections.map((section) => {
            const open = sections.isOpen(section.id);
            const listId = `${idPrefix}-${section.id}`;
            const title = t(`nav.groups.${section.id}`);
            return (
              <li key={section.id} className={`nav-section${open ? ' open' : ''}`}>
                <button type="button" className="nav-section-toggle" aria-expanded={open} aria-controls={listId} title={narrow ? title : undefined} onClick={() => sections.toggle(section.id)}>
                  <span className="nav-text">{title}</span>
                  <span className="nav-section-chevron" aria-hidden="true" />
                </button>
                <ul id={listId} className="nav-section-items" hidden={!open}>
                  {section.entries.map((entry) => (
                    <NavItem
                      key={entry.to}
                      entry={entry}
                      label={t(entry.labelKey)}
                      current={entry.to === current}
                      narrow={narrow}
                      shown={open}
                      badge={entry.to === paths.returnDesk ? newReturns : 0}
                      onIntent={prefetch}
                      onOpen={openEntry}
                    />
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <CSidebarFooter className="border-top d-none d-lg-flex">
        <CSidebarToggler
          aria-label={t(narrow ? 'shell.expandSidebar' : 'shell.collapseSidebar')}
          title={t(narrow ? 'shell.expandSidebar' : 'shell.collapseSidebar')}
          onClick={() => dispatch(sidebarUnfoldableSet(narrow))}
        />
      </CSidebarFooter>
    </>
  );
});
