import { useParams, useSearchParams } from 'react-router-dom';
import { terminalCalls, type TerminalSession } from '@/api/terminalCalls';
import { useCallQuery } from '@/api/useCall';
import type { ApiError } from '@/api/apiError';
import { fpkArgs, statusArgs, terminalRouteOf, type TerminalRoute } from '../rules/terminalRoute';

export function useTerminalRoute(): TerminalRoute {
  return terminalRouteOf(useParams());
}

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
