import { CSidebar, CSidebarBrand, CSidebarHeader, CSidebarFooter, CSidebarToggler } from '@coreui/react';
import { memo, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { selectSidebarShow, selectSidebarUnfoldable, sidebarShowSet, sidebarUnfoldableSet } from '@/state/generalSlice';
import { usePermission } from '@/state/usePermission';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { allEntries, currentNavPath, navigationFor, sectionOf, type NavEntry } from '../navigation';
import { useNavSections } from './useNavSections';
import { NavIcon } from './NavIcon';
import { paths } from '@/config/paths';
import { NewReturnsBadge } from '@/components/returns/NewReturnsNotice';
import { useNewReturns } from '@/components/returns/useNewReturns';

/** CoreUI's own test of a phone-sized screen: its sidebar sheet sets --cui-is-mobile below `lg`. */
function onPhone(sidebar: HTMLElement | null): boolean {
  return !!sidebar && !!getComputedStyle(sidebar).getPropertyValue('--cui-is-mobile');
}

// Memoised: the sidebar renders again on each reply of its returns count, each toggle and each
// navigation, and about thirty router links (each resolving its address) need not follow it.
const NavItem = memo(function NavItem({ entry, current, narrow, shown, badge = 0 }: { entry: NavEntry; current: boolean; narrow: boolean; shown: boolean; badge?: number }) {
  const { t } = useTranslation('common');
  const label = t(entry.labelKey);
  return (
    <li className="nav-item">
      {/* Icons-only: the label stays the link's name (read aloud) and shows as a tooltip. */}
      <Link to={entry.to} className={`nav-link${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined} title={narrow ? label : undefined}>
        {entry.icon && <NavIcon name={entry.icon} shown={shown} />}
        <span className="nav-text">{label}</span>
        <NewReturnsBadge count={badge} />
      </Link>
    </li>
  );
});

export function AppSidebar() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const show = useAppSelector(selectSidebarShow);
  // The spec's `sidebarUnfoldable` (default true): the menu shows its labels; false: icons only.
  const unfolded = useAppSelector(selectSidebarUnfoldable);
  const { can } = usePermission();
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const tree = useMemo(() => navigationFor(can), [can]);
  const current = currentNavPath(pathname, allEntries(tree).map((e) => e.to));
  const sections = useNavSections(tree, sectionOf(tree, current), navRef);
  const narrow = !unfolded;
  // Returns that came since the desk was last opened, beside its entry until it is opened.
  const newReturns = useNewReturns();
  return (
    <CSidebar
      ref={ref}
      as="aside"
      aria-label={t('shell.sidebarLabel')}
      className="border-end"
      colorScheme="dark"
      position="fixed"
      narrow={narrow}
      visible={show}
      onVisibleChange={(visible) => {
        // On a phone the sidebar opens only from the header's button. CoreUI also says "visible"
        // when the page turns from right-to-left to left-to-right (a language switch) and the
        // hidden sidebar crosses the screen on its way to the other side: that is not an opening.
        if (visible === show || (visible && onPhone(ref.current))) return;
        dispatch(sidebarShowSet(visible));
      }}
    >
      <CSidebarHeader className="border-bottom">
        <CSidebarBrand as="div" className="fw-bold text-white text-decoration-none">
          <span className="sidebar-brand-full">{t('appName')}</span>
          <img className="sidebar-brand-narrow" src="/favicon.svg" alt={t('appName')} width={28} height={28} />
        </CSidebarBrand>
      </CSidebarHeader>
      <nav ref={navRef} aria-label={t('shell.menu')} className="sidebar-nav-wrapper">
        <ul className="sidebar-nav">
          {tree.top.map((entry) => (
            <NavItem key={entry.to} entry={entry} current={entry.to === current} narrow={narrow} shown />
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
                    <NavItem key={entry.to} entry={entry} current={entry.to === current} narrow={narrow} shown={open} badge={entry.to === paths.returnDesk ? newReturns : 0} />
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
    </CSidebar>
  );
}
