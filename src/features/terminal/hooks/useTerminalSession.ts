import { useParams, useSearchParams, type Params } from 'react-router-dom';
import { terminalCalls, type TerminalSession } from '@/api/terminalCalls';
import { useCallQuery } from '@/api/useCall';
import type { ApiError } from '@/api/apiError';

/** Which of the terminal routes of spec section 2 the payer opened. */
export type TerminalMode = 'plain' | 'fpk' | 'transaction' | 'payment';

export interface TerminalRoute {
  mode: TerminalMode;
  link: string;
  fpk?: string;
  transactionNumber?: string;
  session?: string;
  upr?: string;
  base64?: string;
}

/** The route's parameters (as react-router decodes them) read as one of the terminal's modes. */
export function terminalRouteOf(params: Readonly<Params>): TerminalRoute {
  const link = params.link ?? '';
  if (params.transactionNumber !== undefined) {
    return { mode: 'transaction', link, transactionNumber: params.transactionNumber, session: params.session };
  }
  if (params.upr !== undefined) return { mode: 'payment', link, upr: params.upr.trim(), base64: params.base64 ?? '' };
  if (params.fpk !== undefined) return { mode: 'fpk', link, fpk: params.fpk };
  return { mode: 'plain', link };
}

export function useTerminalRoute(): TerminalRoute {
  return terminalRouteOf(useParams());
}

/** The args of the payment request's link call (fpk mode) and of the transaction's status call. */
export const fpkArgs = (route: TerminalRoute) => ({ link: route.link, fpk: route.fpk ?? '' });
export const statusArgs = (route: TerminalRoute) => ({ link: route.link, transactionNumber: route.transactionNumber ?? '' });

const DONE_STATUSES = ['DONE', 'RETRIEVED'];
/** A finished transaction reads like the backend's own "Transaction is done" (spec section 8). */
const TRANSACTION_DONE: ApiError = { status: 400, message: 'Transaction is done', messageKey: 'errors.transactionDone' };

export interface TerminalSessionState {
  route: TerminalRoute;
  session?: TerminalSession;
  isLoading: boolean;
  error?: unknown;
  refetch: () => void;
}

/** The terminal behind the link and, in the session flows, the transaction or payment request. */
export function useTerminalSession(): TerminalSessionState {
  const route = useTerminalRoute();
  const [search] = useSearchParams();
  const { mode, link } = route;
  const info = useCallQuery(terminalCalls.getTerminalInfo, link, { skip: mode === 'fpk' });
  const fpk = useCallQuery(terminalCalls.getFpkLink, fpkArgs(route), { skip: mode !== 'fpk' });
  const transaction = useCallQuery(terminalCalls.getTransactionStatus, statusArgs(route), { skip: mode !== 'transaction' });
  // A POST read like a query: sent once per link (useCallQuery joins StrictMode's second effect).
  const payment = useCallQuery(
    terminalCalls.openPaymentSession,
    { link, upr: route.upr ?? '', base64: route.base64 ?? '', hash: search.get('hash') ?? '' },
    { skip: mode !== 'payment' },
  );
  const parts = mode === 'fpk' ? [fpk] : mode === 'transaction' ? [info, transaction] : mode === 'payment' ? [info, payment] : [info];
  const refetch = () => parts.forEach((part) => part.refetch());
  const error = parts.find((part) => part.error)?.error;
  if (error) return { route, error, isLoading: false, refetch };
  if (parts.some((part) => part.isLoading || !part.data)) return { route, isLoading: true, refetch };
  if (mode === 'fpk') return { route, session: fpk.data, isLoading: false, refetch };
  const status = transaction.data?.transaction?.status;
  if (status && DONE_STATUSES.includes(status)) return { route, error: TRANSACTION_DONE, isLoading: false, refetch };
  const session: TerminalSession = {
    terminal: info.data!.terminal,
    business: info.data!.business,
    transaction: transaction.data?.transaction ?? payment.data?.transaction,
    paymentRequest: payment.data?.paymentRequest,
    hash: mode === 'transaction' ? route.session : (payment.data?.hash ?? search.get('hash') ?? undefined),
  };
  return { route, session, isLoading: false, refetch };
}
