import { terminalCalls } from '@/api/terminalCalls';
import { startCall } from '@/api/useCall';
import { paths } from '@/config/paths';
import { pathParams } from '@/lib/pathParams';
import { inTasks } from '@/lib/yieldToMain';
import { fpkArgs, statusArgs, terminalRouteOf } from './rules/terminalRoute';

const PATTERNS = [paths.terminal, paths.terminalFpk, paths.terminalSession, paths.terminalPayment, paths.terminalPaymentData];

/**
 * The payer's page's first reads, started by main.tsx as soon as the address is known, while the
 * page's code is still on its way (a phone on mobile data: the replies and the code come together). The same calls with the
 * same args as useTerminalSession, which takes these replies instead of asking again. The payment
 * session's POST is left to the page. Two are sent each in a task of its own. Settles once they are in.
 */
export function startTerminalCalls(pathname: string): Promise<unknown> {
  if (pathParams(paths.terminalDone, pathname)) return Promise.resolve();
  const params = PATTERNS.map((pattern) => pathParams(pattern, pathname)).find(Boolean);
  if (!params) return Promise.resolve();
  const route = terminalRouteOf(params);
  if (route.mode === 'fpk') return startCall(terminalCalls.getFpkLink, fpkArgs(route));
  if (route.mode !== 'transaction') return startCall(terminalCalls.getTerminalInfo, route.link);
  return inTasks([() => startCall(terminalCalls.getTerminalInfo, route.link), () => startCall(terminalCalls.getTransactionStatus, statusArgs(route))]);
}
