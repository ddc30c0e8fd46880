import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

/** Payment requests and payments (spec section 2). */
export const paymentRequestsAppRoutes: AppRoute[] = [
  {
    path: paths.paymentRequests,
    titleKey: 'titles.paymentRequests',
    Page: lazyPage(() => import('./pages/PaymentRequestsListPage'), 'PaymentRequestsListPage'),
    nav: { labelKey: 'nav.paymentRequests', group: 'links', order: 30, icon: 'cilDollar' },
    permission: 'paymentRequest.view',
  },
  {
    path: paths.paymentRequestFast,
    titleKey: 'titles.paymentRequestFast',
    Page: lazyPage(() => import('./pages/FastPaymentRequestPage'), 'FastPaymentRequestPage'),
    nav: { labelKey: 'nav.paymentRequestFast', group: 'links', order: 31, icon: 'cilBolt' },
    permission: 'paymentRequest.create',
  },
  { path: paths.paymentRequestNew, titleKey: 'titles.paymentRequestNew', Page: lazyPage(() => import('./pages/PaymentRequestNewPage'), 'PaymentRequestNewPage'), permission: 'paymentRequest.create' },
  { path: paths.paymentRequestView, titleKey: 'titles.paymentRequestView', Page: lazyPage(() => import('./pages/PaymentRequestViewPage'), 'PaymentRequestViewPage'), permission: 'paymentRequest.view' },
  { path: paths.payments, titleKey: 'titles.payments', Page: lazyPage(() => import('./pages/PaymentsPage'), 'PaymentsPage'), nav: { labelKey: 'nav.payments', group: 'moneyIn', order: 22, icon: 'cilMoney' }, permission: 'paymentRequest.view' },
];
