/**
 * Every staff screen of the routes (src/features/<feature>/routes.tsx), with a known record where the path
 * names one: the business workspace's cheques, bank account a1, terminal term1, transaction tt200,
 * payment request upr-ok. The phone sweeps (phone-layout.spec.ts) and the desktop's
 * (desktop-layout.spec.ts) open each.
 */
export const STAFF = [
  '/', '/cheques', '/cheques?status=NEW', '/cheques/sent', '/cheques/inbox', '/cheques/archive', '/cheques/view/c905', '/cheques/new', '/checks/delivery',
  '/cheques/to-sign', '/returns', '/returns/c952/evidence', '/payers', '/printing',
  '/deposits/new', '/deposits', '/payments', '/receipts', '/payment-requests', '/payment-requests/new', '/payment-requests/fast', '/payment-requests/upr-ok',
  '/terminals', '/terminals/new', '/terminals/term1/settings', '/terminals/term1/scan', '/terminal-transactions', '/terminal-transactions/tt200',
  '/credits', '/credits/charges', '/paymentsuccess',
  '/settings/user', '/workspace/users', '/workspaces', '/settings/company', '/settings/workspace', '/settings/bank-accounts', '/settings/bank-accounts/new',
  '/settings/bank-accounts/a1', '/settings/safe-box', '/settings/signatures', '/settings/tags', '/settings/keys', '/404',
];
