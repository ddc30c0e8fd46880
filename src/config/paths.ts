// Route patterns and href builders: the one place a path of this app is spelled.
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
  userSettings: '/settings/user',
  people: '/workspace/users',
  workspaces: '/workspaces',
  depositWorkspace: '/deposits/new',
  deposits: '/deposits',
  printing: '/printing',
  credits: '/credits',
  charges: '/credits/charges',
  // Workspace set-up (issue 10).
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

/**
 * The pages opened by a payer's or a signer's link, which load without the persisted store and
 * the staff routes (src/app/StandaloneApp.tsx). /paymentsuccess is not one of them: staff also
 * return there from a credit card payment, signed in.
 */
export function opensFromLink(pathname: string): boolean {
  return pathname.startsWith('/terminal/') || pathname.startsWith('/signChecks/');
}

/** Session-storage flag for /login after a logout whose server call failed: the page says so. */
export const LOGOUT_FAILED = 'logoutFailed';

export const hrefs = {
  login: (redirect?: string) =>
    redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login,
  register: (email?: string) =>
    email ? `${paths.register}?email=${encodeURIComponent(email)}` : paths.register,
  chequeView: (checkId: string | number) => `/cheques/view/${encodeURIComponent(String(checkId))}`,
  terminal: (link: string) => `/terminal/${encodeURIComponent(link)}`,
  bankAccountEdit: (id: string) => `/settings/bank-accounts/${encodeURIComponent(id)}`,
  /** A fast payment request's link: the payer's scanner opened by the request's payment key. */
  terminalFpk: (link: string, fpk: string) => `/terminal/${encodeURIComponent(link)}/${encodeURIComponent(fpk)}`,
  /** A payment request's link: the payer's payment session (ends on the receipt). */
  terminalPayment: (link: string, upr: string) => `/terminal/transaction/payment/session/${encodeURIComponent(link)}/${encodeURIComponent(upr)}`,
  terminalSettings: (terminalId: string) => `/terminals/${encodeURIComponent(terminalId)}/settings`,
  terminalScan: (terminalId: string) => `/terminals/${encodeURIComponent(terminalId)}/scan`,
  terminalTransactions: (terminalId?: string) =>
    terminalId ? `/terminal-transactions?terminal=${encodeURIComponent(terminalId)}` : '/terminal-transactions',
  terminalTransaction: (transactionId: string) => `/terminal-transactions/${encodeURIComponent(transactionId)}`,
  paymentRequestView: (requestNumber: string) => `/payment-requests/${encodeURIComponent(requestNumber)}`,
};

/** An address of this app as someone else opens it (a link to copy, send or put in a QR code). */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}
