import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@/api/userApi';
import { MenuButton, MenuDivider, MenuHeader, MenuItem, MenuLink } from '@/components/layout/MenuButton';
import { paths } from '@/config/paths';
import { DEV_OUTBOX_PATH } from '@/features/devtools/routes';
import { selectUser, sessionEnded } from '@/state/generalSlice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { LOGOUT_FAILED } from '@/config/paths';
import { announceSessionEnded } from '../sessionSync';
import { useDrifts } from './useDrifts';
import { i18n } from '@/i18n/i18n';
import { loadScreenParts } from '@/styles/screenParts';

// Loaded when opened: a support person's list, not part of every screen's first download.
const DiagnosticsDialog = lazy(() => Promise.all([import('./DiagnosticsDialog'), i18n.loadNamespaces('diagnostics'), loadScreenParts()]).then(([m]) => ({ default: m.DiagnosticsDialog })));

export function UserMenu() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const [logout] = useLogoutMutation();
  const drifts = useDrifts();
  const [diagnostics, setDiagnostics] = useState(false);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email || '';

  const onLogout = async () => {
    // The server call may fail (offline, expired): this browser forgets the user either way, in
    // every tab, and the sign-in page says when the server could not be told, so the user knows the session may still be open there.
    const failed = 'error' in (await logout());
    dispatch(sessionEnded());
    announceSessionEnded();
    // Not router state: the signed-in guard's own redirect to /login may replace this navigation.
    if (failed) sessionStorage.setItem(LOGOUT_FAILED, '1');
    navigate(paths.login, { replace: true });
  };

  return (
    <>
      <MenuButton
        label={t('shell.userMenu')}
        content={
          <span className="user-menu-name" title={name} dir="auto">
            {name}
          </span>
        }
        align="end"
        buttonClassName="btn btn-ghost-secondary user-menu-toggle"
      >
        <MenuHeader dir="ltr">{user?.email}</MenuHeader>
        <MenuLink to={paths.userSettings}>{t('titles.userSettings')}</MenuLink>
        {/* A build-time constant: the production build drops the link and the path. */}
        {__API_MOCK__ && <MenuLink to={DEV_OUTBOX_PATH}>{t('shell.devOutbox')}</MenuLink>}
        {/* Only when a reply did not fit: what a support person asks for. */}
        {drifts.length > 0 && <MenuItem onSelect={() => setDiagnostics(true)}>{t('shell.diagnostics', { count: drifts.length })}</MenuItem>}
        <MenuDivider />
        <MenuItem onSelect={() => void onLogout()}>{t('actions.logout')}</MenuItem>
      </MenuButton>
      {diagnostics && (
        <Suspense fallback={null}>
          <DiagnosticsDialog onClose={() => setDiagnostics(false)} />
        </Suspense>
      )}
    </>
  );
}
