import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

export const accountsPublicRoutes: AppRoute[] = [
  { path: paths.login, titleKey: 'titles.login', Page: lazyPage(() => import('./pages/LoginPage'), 'LoginPage') },
  { path: paths.loginHash, titleKey: 'titles.loginHash', Page: lazyPage(() => import('./pages/LoginHashPage'), 'LoginHashPage') },
  {
    path: paths.resetPasswordRequest,
    titleKey: 'titles.resetPasswordRequest',
    Page: lazyPage(() => import('./pages/ResetPasswordRequestPage'), 'ResetPasswordRequestPage'),
  },
  { path: paths.resetPassword, titleKey: 'titles.resetPassword', Page: lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage') },
  { path: paths.register, titleKey: 'titles.register', Page: lazyPage(() => import('./pages/RegisterPage'), 'RegisterPage') },
  { path: paths.register2, titleKey: 'titles.register2', Page: lazyPage(() => import('./pages/RegisterBusinessPage'), 'RegisterBusinessPage') },
  { path: paths.authorizeEmail, titleKey: 'titles.authorizeEmail', Page: lazyPage(() => import('./pages/AuthorizeEmailPage'), 'AuthorizeEmailPage') },
  { path: paths.invitation, titleKey: 'titles.invitation', Page: lazyPage(() => import('./pages/InvitationPage'), 'InvitationPage') },
];

export const accountsAppRoutes: AppRoute[] = [
  {
    path: paths.userSettings,
    titleKey: 'titles.userSettings',
    Page: lazyPage(() => import('./pages/UserSettingsPage'), 'UserSettingsPage'),
    nav: { labelKey: 'titles.userSettings', group: 'settings', order: 69, icon: 'cilUser' },
  },
];
