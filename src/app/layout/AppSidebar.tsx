import { CSidebar, CSidebarBrand, CSidebarHeader, CSidebarNav, CNavItem, CSidebarFooter, CSidebarToggler } from '@coreui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import CIcon from '@coreui/icons-react';
import { navIcons } from '@/components/routing/navIcons';
import { selectSidebarShow, selectSidebarUnfoldable, sidebarShowSet, sidebarUnfoldableSet } from '@/state/generalSlice';
import { usePermission } from '@/state/usePermission';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { navigationFor } from '../navigation';

/** CoreUI's own test of a phone-sized screen: its sidebar sheet sets --cui-is-mobile below `lg`. */
function onPhone(sidebar: HTMLElement | null): boolean {
  return !!sidebar && !!getComputedStyle(sidebar).getPropertyValue('--cui-is-mobile');
}

export function AppSidebar() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const show = useAppSelector(selectSidebarShow);
  const unfoldable = useAppSelector(selectSidebarUnfoldable);
  const { can } = usePermission();
  const ref = useRef<HTMLElement>(null);
  return (
    <CSidebar
      ref={ref}
      as="aside"
      aria-label={t('shell.sidebarLabel')}
      className="border-end"
      colorScheme="dark"
      position="fixed"
      unfoldable={unfoldable}
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
      <nav aria-label={t('shell.menu')} className="sidebar-nav-wrapper">
        <CSidebarNav>
          {navigationFor(can).map((entry) => (
            <CNavItem key={entry.to}>
              <NavLink to={entry.to} end={entry.to === '/'} className="nav-link">
                {entry.icon && <CIcon icon={navIcons[entry.icon]} customClassName="nav-icon" aria-hidden="true" />}
                {t(entry.labelKey)}
              </NavLink>
            </CNavItem>
          ))}
        </CSidebarNav>
      </nav>
      <CSidebarFooter className="border-top d-none d-lg-flex">
        <CSidebarToggler
          aria-label={t('shell.toggleSidebar')}
          onClick={() => dispatch(sidebarUnfoldableSet(!unfoldable))}
        />
      </CSidebarFooter>
    </CSidebar>
  );
}
