import type { Params } from 'react-router-dom';

// The terminal's address read as one of its modes (spec section 2), for the page's hooks and for
// its first reads (firstCalls.ts), which main.tsx starts from the address alone.

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

/** The args of the payment request's link call (fpk mode) and of the transaction's status call. */
export const fpkArgs = (route: TerminalRoute) => ({ link: route.link, fpk: route.fpk ?? '' });
export const statusArgs = (route: TerminalRoute) => ({ link: route.link, transactionNumber: route.transactionNumber ?? '' });
