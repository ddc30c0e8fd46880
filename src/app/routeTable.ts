import type { AppRoute } from '@/components/routing/AppRoute';
import { accountsAppRoutes, accountsPublicRoutes } from '@/features/accounts/routes';
import { chequesAppRoutes } from '@/features/cheques/routes';
import { dashboardRoute } from '@/features/dashboard/routes';
import { signingAppRoutes, signingPublicRoutes } from '@/features/signing/routes';
import { systemPublicRoutes } from '@/features/system/routes';
import { terminalPublicRoutes } from '@/features/terminal/routes';
import { devtoolsPublicRoutes } from '@/features/devtools/routes';
import { creditsAppRoutes, creditsPublicRoutes } from '@/features/credits/routes';
import { depositsAppRoutes } from '@/features/deposits/routes';
import { printingAppRoutes } from '@/features/printing/routes';
import { workspaceSetupAppRoutes } from '@/features/workspaceSetup/routes';
import { terminalsAppRoutes } from '@/features/terminals/routes';
import { paymentRequestsAppRoutes } from '@/features/paymentRequests/routes';
import { peopleAppRoutes } from '@/features/people/routes';

/** Screens anyone may open (spec section 2's table). */
export const publicRoutes: AppRoute[] = [
  ...accountsPublicRoutes,
  ...signingPublicRoutes,
  ...terminalPublicRoutes,
  ...creditsPublicRoutes,
  ...systemPublicRoutes,
  ...devtoolsPublicRoutes,
];

/** Signed-in workspace screens, inside the CoreUI shell. */
export const appRoutes: AppRoute[] = [dashboardRoute, ...chequesAppRoutes, ...signingAppRoutes, ...accountsAppRoutes, ...depositsAppRoutes, ...printingAppRoutes, ...creditsAppRoutes, ...workspaceSetupAppRoutes, ...terminalsAppRoutes, ...paymentRequestsAppRoutes, ...peopleAppRoutes];
