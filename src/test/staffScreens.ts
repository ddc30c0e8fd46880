import { paths } from '@/config/paths';
import type { ScreenUnderTest } from './screenSurvives';

/** The test files that drive the staff screens through every reply shape (they run in parallel). */
export type ScreenGroup = 'cheques' | 'settings' | 'money';

/**
 * Every signed-in screen of the app (routeTable's appRoutes, checked by replyShapes.cheques.test.tsx),
 * by route pattern: the address opened, with demo rows for its parameters, and its group.
 */
export const STAFF_SCREENS: Record<string, ScreenUnderTest & { group: ScreenGroup }> = {
  [paths.home]: { url: '/', ownData: true, group: 'cheques' },
  [paths.cheques]: { url: '/cheques', ownData: true, group: 'cheques' },
  [paths.chequesSent]: { url: '/cheques/sent', ownData: true, group: 'cheques' },
  [paths.chequesInbox]: { url: '/cheques/inbox', ownData: true, group: 'cheques' },
  [paths.chequesArchive]: { url: '/cheques/archive', ownData: true, group: 'cheques' },
  [paths.chequeView]: { url: '/cheques/view/c100', ownData: true, group: 'cheques' },
  // Its one read (the banks' names) only adds to what lib/banks knows: the form works without it.
  [paths.chequeNew]: { url: '/cheques/new', ownData: false, group: 'cheques' },
  [paths.chequesDelivery]: { url: '/checks/delivery?ids=c100', ownData: true, group: 'cheques' },
  [paths.chequesToSign]: { url: '/cheques/to-sign', ownData: true, group: 'cheques' },
  [paths.deposits]: { url: '/deposits', ownData: true, group: 'cheques' },
  [paths.depositWorkspace]: { url: '/deposits/new', ownData: true, group: 'cheques' },
  [paths.printing]: { url: '/printing', ownData: true, group: 'cheques' },
  [paths.returnDesk]: { url: '/returns', ownData: true, group: 'cheques' },
  [paths.returnEvidence]: { url: '/returns/c950/evidence', ownData: true, group: 'cheques' },
  [paths.payers]: { url: '/payers', ownData: true, group: 'money' },
  [paths.userSettings]: { url: '/settings/user', ownData: false, group: 'settings' },
  [paths.companySettings]: { url: '/settings/company', ownData: true, group: 'settings' },
  [paths.workspaceSettings]: { url: '/settings/workspace', ownData: true, group: 'settings' },
  [paths.bankAccounts]: { url: '/settings/bank-accounts', ownData: true, group: 'settings' },
  [paths.bankAccountNew]: { url: '/settings/bank-accounts/new', ownData: true, group: 'settings' },
  [paths.bankAccountEdit]: { url: '/settings/bank-accounts/a1', ownData: true, group: 'settings' },
  [paths.safeBox]: { url: '/settings/safe-box', ownData: true, group: 'settings' },
  [paths.signatures]: { url: '/settings/signatures', ownData: true, group: 'settings' },
  [paths.tags]: { url: '/settings/tags', ownData: true, group: 'settings' },
  [paths.keys]: { url: '/settings/keys', ownData: true, group: 'settings' },
  [paths.people]: { url: '/workspace/users', ownData: true, group: 'settings' },
  [paths.workspaces]: { url: '/workspaces', ownData: true, group: 'settings' },
  [paths.credits]: { url: '/credits', ownData: true, group: 'settings' },
  [paths.charges]: { url: '/credits/charges', ownData: true, group: 'settings' },
  [paths.terminals]: { url: '/terminals', ownData: true, group: 'money' },
  // A form to fill: only its auto-deposit choice reads (the accounts), and says so there when it fails.
  [paths.terminalNew]: { url: '/terminals/new', ownData: false, group: 'money' },
  [paths.terminalSettings]: { url: '/terminals/term2/settings', ownData: true, group: 'money' },
  [paths.terminalScan]: { url: '/terminals/term2/scan', ownData: true, group: 'money' },
  [paths.terminalTransactions]: { url: '/terminal-transactions', ownData: true, group: 'money' },
  [paths.terminalTransaction]: { url: '/terminal-transactions/tt200', ownData: true, group: 'money' },
  [paths.receipts]: { url: '/receipts', ownData: true, group: 'money' },
  [paths.payments]: { url: '/payments', ownData: true, group: 'money' },
  [paths.paymentRequests]: { url: '/payment-requests', ownData: true, group: 'money' },
  [paths.paymentRequestNew]: { url: '/payment-requests/new', ownData: true, group: 'money' },
  [paths.paymentRequestFast]: { url: '/payment-requests/fast', ownData: true, group: 'money' },
  [paths.paymentRequestView]: { url: '/payment-requests/upr-ok', ownData: true, group: 'money' },
};

export const screensOf = (group: ScreenGroup) => Object.values(STAFF_SCREENS).filter((screen) => screen.group === group);

