import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

const TerminalSettingsPage = lazyPage(() => import('./pages/TerminalSettingsPage'), 'TerminalSettingsPage');

/** The staff's terminal screens (spec section 2): terminals, their transactions, receipts. */
export const terminalAdminAppRoutes: AppRoute[] = [
  { path: paths.terminals, titleKey: 'titles.terminals', Page: lazyPage(() => import('./pages/TerminalsListPage'), 'TerminalsListPage'), nav: { labelKey: 'nav.terminals', group: 'links', order: 32, icon: 'cilDevices' }, permission: 'terminal.view' },
  { path: paths.terminalNew, titleKey: 'titles.terminalNew', Page: TerminalSettingsPage, permission: 'terminal.create' },
  { path: paths.terminalSettings, titleKey: 'titles.terminalSettings', Page: TerminalSettingsPage, permission: 'terminal.edit' },
  { path: paths.terminalScan, titleKey: 'titles.terminalScan', Page: lazyPage(() => import('./pages/TerminalScanPage'), 'TerminalScanPage'), permission: 'terminal.view' },
  { path: paths.terminalTransactions, titleKey: 'titles.terminalTransactions', Page: lazyPage(() => import('./pages/TransactionsPage'), 'TransactionsPage'), nav: { labelKey: 'nav.terminalTransactions', group: 'links', order: 33, icon: 'cilListRich' }, permission: 'terminal.view' },
  { path: paths.terminalTransaction, titleKey: 'titles.terminalTransaction', Page: lazyPage(() => import('./pages/TransactionViewPage'), 'TransactionViewPage'), permission: 'terminal.view' },
  { path: paths.receipts, titleKey: 'titles.receipts', Page: lazyPage(() => import('./pages/ReceiptsPage'), 'ReceiptsPage'), nav: { labelKey: 'nav.receipts', group: 'moneyIn', order: 23, icon: 'cilDescription' }, permission: 'terminal.view' },
];
