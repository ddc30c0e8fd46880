// The code of each app and landing page (landingPages.ts), as main.tsx loads it: the one place that
// imports them at start-up. Each loader loads the module that landingPages.ts names for the build
// (APP_FILES, APP_STYLESHEETS, LANDING_FILES: landingCode.test.tsx holds them to it). It ships in the
// entry, so it stays small.
import type { ComponentType } from 'react';
import type { AppName, LandingName } from './landingPages';
import type { Libraries } from './startLibraries';

/** A link page's first reads, started once its code is in (features/<domain>/firstCalls.ts). */
export type FirstCalls = (pathname: string) => Promise<unknown>;

/**
 * A landing page's screen: its module and its export `name`, registered for its route's lazyPage,
 * which then renders it at once (components/routing/loadedScreens.ts). A link page's module also
 * exports its first reads as `firstCalls`.
 */
export interface LandingScreen {
  readonly load: () => Promise<Record<string, unknown> & { firstCalls?: FirstCalls }>;
  readonly name: string;
}

const screen = <M extends Record<K, ComponentType> & { firstCalls?: FirstCalls }, K extends string>(load: () => Promise<M>, name: K): LandingScreen => ({ load, name });

export const LANDING_SCREENS: Partial<Record<LandingName, LandingScreen>> = {
  payer: screen(() => import('@/features/payerLink/pages/TerminalPage'), 'TerminalPage'),
  paymentSuccess: screen(() => import('@/features/credits/pages/PaymentSuccessPage'), 'PaymentSuccessPage'),
  signer: screen(() => import('@/features/signerLink/pages/SignChequesPage'), 'SignChequesPage'),
};

/**
 * Each app's root component, started once the start-up libraries are in (`after`). A payer's or a
 * signer's link and the sign-in open without the persisted store and the staff routes. The staff app
 * is imported at once: Vite's loader names its files to the browser only then.
 */
export const APP_CODE: Record<AppName, (start: Libraries & { backendReady: Promise<void> }) => Promise<ComponentType>> = {
  // A link page has no kit: its first-paint sheet (styles/base.scss) is asked before the screen's
  // code, to come first in the cascade, and is in before the first render.
  standalone: ({ after }) => Promise.all([import('@/styles/base'), after(() => import('@/app/StandaloneApp'))]).then(([, module]) => module.StandaloneApp),
  signIn: ({ after }) => after(() => import('@/app/SignInApp')).then((module) => module.startSignIn()),
  // (nginx names its files in the first reply: Vite's loader adds no <link> for them here.)
  staff: ({ texts, backendReady }) => Promise.all([import('@/app/App'), texts.then(({ loadStaffTexts }) => loadStaffTexts())]).then(([module]) => module.startApp(null, backendReady)),
};
