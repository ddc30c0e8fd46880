import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

const TerminalPage = lazyPage(() => import('./pages/TerminalPage'), 'TerminalPage');

export const terminalPublicRoutes: AppRoute[] = [
  { path: paths.terminalDone, titleKey: 'titles.terminalDone', Page: lazyPage(() => import('./pages/TerminalDonePage'), 'TerminalDonePage') },
  { path: paths.paymentSuccess, titleKey: 'titles.paymentSuccess', Page: lazyPage(() => import('./pages/PaymentSuccessPage'), 'PaymentSuccessPage') },
  { path: paths.terminal, titleKey: 'titles.terminal', Page: TerminalPage },
  { path: paths.terminalFpk, titleKey: 'titles.terminal', Page: TerminalPage },
  { path: paths.terminalSession, titleKey: 'titles.terminal', Page: TerminalPage },
  { path: paths.terminalPayment, titleKey: 'titles.terminal', Page: TerminalPage },
  { path: paths.terminalPaymentData, titleKey: 'titles.terminal', Page: TerminalPage },
];
