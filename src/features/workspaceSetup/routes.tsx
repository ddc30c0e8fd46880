import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

const BankAccountFormPage = lazyPage(() => import('./pages/BankAccountFormPage'), 'BankAccountFormPage');

/** The workspace's set-up: spec section 2's settings, bank accounts, printers and keys... */
export const workspaceSetupAppRoutes: AppRoute[] = [
  {
    path: paths.companySettings,
    titleKey: 'titles.companySettings',
    Page: lazyPage(() => import('./pages/CompanySettingsPage'), 'CompanySettingsPage'),
    nav: { labelKey: 'nav.companySettings', group: 'settings', order: 60, icon: 'cilBuilding' },
    permission: 'workspace.view',
  },
  {
    path: paths.workspaceSettings,
    titleKey: 'titles.workspaceSettings',
    Page: lazyPage(() => import('./pages/WorkspaceSettingsPage'), 'WorkspaceSettingsPage'),
    nav: { labelKey: 'nav.workspaceSettings', group: 'settings', order: 61, icon: 'cilSettings' },
    permission: 'workspace.view',
  },
  {
    path: paths.bankAccounts,
    titleKey: 'titles.bankAccounts',
    Page: lazyPage(() => import('./pages/BankAccountsPage'), 'BankAccountsPage'),
    nav: { labelKey: 'nav.bankAccounts', group: 'settings', order: 63, icon: 'cilBank' },
    permission: 'account.view',
  },
  { path: paths.bankAccountNew, titleKey: 'titles.bankAccountNew', Page: BankAccountFormPage, permission: 'account.create' },
  { path: paths.bankAccountEdit, titleKey: 'titles.bankAccountEdit', Page: BankAccountFormPage, permission: 'account.edit' },
  {
    path: paths.safeBox,
    titleKey: 'titles.safeBox',
    Page: lazyPage(() => import('./pages/SafeBoxPage'), 'SafeBoxPage'),
    nav: { labelKey: 'nav.safeBox', group: 'settings', order: 64, icon: 'cilLockLocked' },
    permission: 'workspace.view',
  },
  {
    path: paths.signatures,
    titleKey: 'titles.signatures',
    Page: lazyPage(() => import('./pages/SignaturesPage'), 'SignaturesPage'),
    nav: { labelKey: 'nav.signatures', group: 'settings', order: 65, icon: 'cilPenAlt' },
    permission: 'workspace.view',
  },
  {
    path: paths.tags,
    titleKey: 'titles.tags',
    Page: lazyPage(() => import('./pages/TagsPage'), 'TagsPage'),
    nav: { labelKey: 'nav.tags', group: 'settings', order: 66, icon: 'cilTags' },
    permission: 'workspace.view',
  },
  {
    path: paths.keys,
    titleKey: 'titles.keys',
    Page: lazyPage(() => import('./pages/KeysPage'), 'KeysPage'),
    nav: { labelKey: 'nav.keys', group: 'settings', order: 67, icon: 'cilPrint' },
    // Every member reads the printer keys (to choose a printer); workspace keys need keys.view there.
    permission: 'workspace.view',
  },
];
