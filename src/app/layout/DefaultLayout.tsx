import { Suspense } from 'react';
import { CContainer } from '@coreui/react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetCurrentUserQuery } from '@/api/userApi';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { ScrollReset } from './ScrollReset';
import { AccessibilityLink } from '@/components/layout/AccessibilityLink';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import '@/styles/shell.scss';
import { AppSidebar } from './AppSidebar';
import { AppHeader } from './AppHeader';

/** The signed-in shell: sidebar, header, and the screen. */
export function DefaultLayout() {
  const { t } = useTranslation('common');
  const workspace = useAppSelector(selectWorkspace);
  // Refreshes the stored user (roles, workspaces) and finds an expired session early.
  useGetCurrentUserQuery(workspace || undefined);
  return (
    <>
      <ScrollReset />
      <a className="skip-link" href="#main-content">
        {t('shell.skipToContent')}
      </a>
      <AppSidebar />
      <div className="wrapper d-flex flex-column min-vh-100">
        <AppHeader />
        <main id="main-content" className="body flex-grow-1" tabIndex={-1}>
          <CContainer fluid className="px-3 px-lg-4 pb-4">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </CContainer>
        </main>
        <footer className="app-footer">
          <AccessibilityLink />
        </footer>
      </div>
    </>
  );
}
