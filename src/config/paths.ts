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
} as const;

export const hrefs = {
  login: (redirect?: string) =>
    redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login,
  register: (email?: string) =>
    email ? `${paths.register}?email=${encodeURIComponent(email)}` : paths.register,
  chequeView: (checkId: string | number) => `/cheques/view/${encodeURIComponent(String(checkId))}`,
  terminal: (link: string) => `/terminal/${encodeURIComponent(link)}`,
};
