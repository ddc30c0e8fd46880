import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n/i18n';

// A payer lands on /paymentsuccess from a phone: the page's texts load together with its code.
const withTexts = <M,>(load: () => Promise<M>) => () => Promise.all([load(), i18n.loadNamespaces('credits')]).then(([module]) => module);

export const creditsPublicRoutes: AppRoute[] = [
  { path: paths.paymentSuccess, titleKey: 'titles.paymentSuccess', Page: lazyPage(withTexts(() => import('./pages/PaymentSuccessPage')), 'PaymentSuccessPage') },
];

export const creditsAppRoutes: AppRoute[] = [
  { path: paths.credits, titleKey: 'titles.credits', Page: lazyPage(withTexts(() => import('./pages/CreditsPage')), 'CreditsPage'), nav: { labelKey: 'nav.credits', group: 'reports', order: 41, icon: 'cilCreditCard' } },
  { path: paths.charges, titleKey: 'titles.charges', Page: lazyPage(withTexts(() => import('./pages/ChargesPage')), 'ChargesPage'), nav: { labelKey: 'nav.charges', group: 'reports', order: 40, icon: 'cilHistory' } },
];
