import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n/i18n';

// A payer's phone on a slow network: the page's texts load together with its code, not after it.
const withTexts = <M,>(load: () => Promise<M>) => () => Promise.all([load(), i18n.loadNamespaces('payerLink')]).then(([module]) => module);

const TerminalPage = lazyPage(withTexts(() => import('./pages/TerminalPage')), 'TerminalPage', { screenParts: false });

export const payerLinkRoutes: AppRoute[] = [
  { path: paths.terminalDone, titleKey: 'titles.terminalDone', Page: lazyPage(withTexts(() => import('./pages/TerminalDonePage')), 'TerminalDonePage', { screenParts: false }) },
  { path: paths.terminal, titleKey: 'titles.terminal', Page: TerminalPage },
  { path: paths.terminalFpk, titleKey: 'titles.terminal', Page: TerminalPage },
  { path: paths.terminalSession, titleKey: 'titles.terminal', Page: TerminalPage },
  { path: paths.terminalPayment, titleKey: 'titles.terminal', Page: TerminalPage },
  { path: paths.terminalPaymentData, titleKey: 'titles.terminal', Page: TerminalPage },
];
