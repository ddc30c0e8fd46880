// Links to this app's addresses, built from their patterns in config/paths. Apart from paths.ts,
// which every first screen needs at start-up (in the entry), as only staff screens build links.
import { paths } from './paths';

/** A route pattern with each `:name` replaced by its value, encoded. */
const fill = (pattern: string, values: Record<string, string>) => pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name]));
/** A path with one query parameter when it has a value. */
const withQuery = (path: string, name: string, value?: string) => (value ? `${path}?${name}=${encodeURIComponent(value)}` : path);

export const hrefs = {
  login: (redirect?: string) => withQuery(paths.login, 'redirect', redirect),
  register: (email?: string) => withQuery(paths.register, 'email', email),
  chequeView: (checkId: string | number) => fill(paths.chequeView, { checkId: String(checkId) }),
  /** The cheque view opened on one of its tabs (deposit: depositing a returned cheque again). */
  chequeViewTab: (checkId: string, tab: 'deposit' | 'activity') => withQuery(fill(paths.chequeView, { checkId }), 'tab', tab),
  returnEvidence: (checkId: string) => fill(paths.returnEvidence, { checkId }),
  terminal: (link: string) => fill(paths.terminal, { link }),
  bankAccountEdit: (accountId: string) => fill(paths.bankAccountEdit, { accountId }),
  /** A fast payment request's link: the payer's scanner opened by the request's payment key. */
  terminalFpk: (link: string, fpk: string) => fill(paths.terminalFpk, { link, fpk }),
  /** A payment request's link: the payer's payment session (ends on the receipt). */
  terminalPayment: (link: string, upr: string) => fill(paths.terminalPayment, { link, upr }),
  terminalSettings: (terminalId: string) => fill(paths.terminalSettings, { terminalId }),
  terminalScan: (terminalId: string) => fill(paths.terminalScan, { terminalId }),
  terminalTransactions: (terminalId?: string) => withQuery(paths.terminalTransactions, 'terminal', terminalId),
  terminalTransaction: (transactionId: string) => fill(paths.terminalTransaction, { transactionId }),
  paymentRequestView: (requestNumber: string) => fill(paths.paymentRequestView, { requestId: requestNumber }),
};

/** An address of this app as someone else opens it (a link to copy, send or put in a QR code). */
export function absoluteUrl(path: string, origin: string = window.location.origin): string {
  return new URL(path, origin).href;
}
