// Route patterns: with their href builders (hrefs.ts), the one place a path of this app is spelled.
export const paths = {
  home: '/',
  login: '/login',
  loginHash: '/login/hash/:hash',
  resetPasswordRequest: '/login/reset-password',
  resetPassword: '/password/reset/:hash',
  register: '/register',
  register2: '/register2',
  authorizeEmail: '/authorizeEmail/:hash',
  invitation: '/invitation/:invitationCode',
  chequesDelivery: '/checks/delivery',
  signCheques: '/signChecks/:hash',
  paymentSuccess: '/paymentsuccess',
  notFound: '/404',
  serverError: '/500',
  // The accessibility statement the service-accessibility regulations require (public, every page links it).
  accessibility: '/accessibility',
  terminalDone: '/terminal/done',
  terminal: '/terminal/:link',
  terminalFpk: '/terminal/:link/:fpk',
  terminalSession: '/terminal/transaction/session/:link/:transactionNumber/:session',
  terminalPayment: '/terminal/transaction/payment/session/:link/:upr',
  terminalPaymentData: '/terminal/transaction/payment/session/:link/:upr/:base64',
  // Signed-in workspace screens (the spec does not show their paths; these are ours).
  cheques: '/cheques',
  chequesSent: '/cheques/sent',
  chequesInbox: '/cheques/inbox',
  chequesArchive: '/cheques/archive',
  chequeView: '/cheques/view/:checkId',
  chequeNew: '/cheques/new',
  chequesToSign: '/cheques/to-sign',
  returnDesk: '/returns',
  returnEvidence: '/returns/:checkId/evidence',
  payers: '/payers',
  userSettings: '/settings/user',
  people: '/workspace/users',
  workspaces: '/workspaces',
  depositWorkspace: '/deposits/new',
  deposits: '/deposits',
  printing: '/printing',
  credits: '/credits',
  charges: '/credits/charges',
  // Workspace set-up: the owner's settings, bank accounts, printers and keys.
  companySettings: '/settings/company',
  workspaceSettings: '/settings/workspace',
  bankAccounts: '/settings/bank-accounts',
  bankAccountNew: '/settings/bank-accounts/new',
  bankAccountEdit: '/settings/bank-accounts/:accountId',
  safeBox: '/settings/safe-box',
  signatures: '/settings/signatures',
  tags: '/settings/tags',
  keys: '/settings/keys',
  terminals: '/terminals',
  terminalNew: '/terminals/new',
  terminalSettings: '/terminals/:terminalId/settings',
  terminalScan: '/terminals/:terminalId/scan',
  terminalTransactions: '/terminal-transactions',
  terminalTransaction: '/terminal-transactions/:transactionId',
  receipts: '/receipts',
  payments: '/payments',
  paymentRequests: '/payment-requests',
  paymentRequestNew: '/payment-requests/new',
  paymentRequestFast: '/payment-requests/fast',
  paymentRequestView: '/payment-requests/:requestId',
} as const;

/**
 * The payer's and the signer's pages (spec section 2): opened from a link on a phone, with no
 * session; they stand alone, without the signed-in shell, and never send anyone to staff sign-in.
 */
export function isStandalonePage(pathname: string): boolean {
  return pathname.startsWith('/terminal/') || pathname.startsWith('/signChecks/') || pathname === paths.paymentSuccess;
}

/** Session-storage flag for /login after a logout whose server call failed: the page says so. */
export const LOGOUT_FAILED = 'logoutFailed';
