import { CContainer, CHeader, CHeaderNav, CHeaderToggler } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { selectPageTitle, selectSidebarShow, sidebarShowSet } from '@/state/generalSlice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';
import { UserMenu } from './UserMenu';
import { CreditsBalanceLink } from './CreditsBalanceLink';

export function AppHeader() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const show = useAppSelector(selectSidebarShow);
  const title = useAppSelector(selectPageTitle);
  return (
    <CHeader position="sticky" className="mb-4 p-0" role="banner">
      <CContainer fluid className="px-3 gap-2 flex-nowrap">
        <CHeaderToggler
          aria-label={t('shell.toggleSidebar')}
          aria-expanded={show}
          onClick={() => dispatch(sidebarShowSet(!show))}
        >
          <span className="header-burger" aria-hidden="true">☰</span>
        </CHeaderToggler>
        <span className="header-title d-none d-md-inline text-truncate">{title}</span>
        <CHeaderNav className="ms-auto align-items-center gap-2 header-tools">
          <WorkspaceSwitcher />
          <CreditsBalanceLink />
          <LanguageSwitch />
          <UserMenu />
        </CHeaderNav>
      </CContainer>
    </CHeader>
  );
}
