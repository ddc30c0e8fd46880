import type { AppRoute } from '@/components/routing/AppRoute';
import { accountsAppRoutes, accountsPublicRoutes } from '@/features/accounts/routes';
import { chequesAppRoutes } from '@/features/cheques/routes';
import { dashboardRoute } from '@/features/dashboard/routes';
import { signingAppRoutes } from '@/features/signing/routes';
import { signerLinkRoutes } from '@/features/signerLink/routes';
import { systemPublicRoutes } from '@/features/system/routes';
import { accessibilityRoutes } from '@/features/accessibility/routes';
import { payerLinkRoutes } from '@/features/payerLink/routes';
import { devtoolsPublicRoutes } from '@/features/devtools/routes';
import { creditsAppRoutes, creditsPublicRoutes } from '@/features/credits/routes';
import { depositsAppRoutes } from '@/features/deposits/routes';
import { printingAppRoutes } from '@/features/printing/routes';
import { workspaceSetupAppRoutes } from '@/features/workspaceSetup/routes';
import { terminalAdminAppRoutes } from '@/features/terminalAdmin/routes';
import { paymentRequestsAppRoutes } from '@/features/paymentRequests/routes';
import { peopleAppRoutes } from '@/features/people/routes';
import { returnsAppRoutes } from '@/features/returns/routes';

/** Screens anyone may open (spec section 2's table). */
export const publicRoutes: AppRoute[] = [
  ...accountsPublicRoutes,
  ...signerLinkRoutes,
  ...payerLinkRoutes,
  ...creditsPublicRoutes,
  ...systemPublicRoutes,
  ...accessibilityRoutes,
  ...devtoolsPublicRoutes,
];

/** Signed-in workspace screens, inside the CoreUI shell. */
export const appRoutes: AppRoute[] = [dashboardRoute, ...chequesAppRoutes, ...returnsAppRoutes, ...signingAppRoutes, ...accountsAppRoutes, ...depositsAppRoutes, ...printingAppRoutes, ...creditsAppRoutes, ...workspaceSetupAppRoutes, ...terminalAdminAppRoutes, ...paymentRequestsAppRoutes, ...peopleAppRoutes];
