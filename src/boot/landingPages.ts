// The start-up manifest: the pages a visitor may land on whose start main.tsx prepares before the
// first render, by address. The one place a landing page is named. Plain data, no browser code:
// the build reads it too (scripts/vite: nginx's first reply, the chunk groups). main.tsx reads
// LANDING_PAGES (it ships in the entry, so it stays small); the build alone reads LANDING_FILES
// (dropped from the browser's code, as nothing there imports it); each page's code, which only the
// browser can load, is in landingCode.ts under the same name.

import { paths } from '../config/paths';

/** The three apps main.tsx may start (docs/architecture.md "How a session starts"). */
export type AppName = 'standalone' | 'signIn' | 'staff';

export interface LandingPage {
  /** Matches the address: `location.pathname` in the browser, nginx's `$request_uri` at the server. */
  readonly address: RegExp;
  /**
   * The app it opens in: `standalone` (a payer's or a signer's link, no store), `staff`, or `signIn`,
   * which opens only when no signed-in user is stored (with one, the staff app opens the address and
   * sends them on).
   */
  readonly app: AppName;
  /** The text namespace loaded before the first render (Hebrew or the visitor's language). */
  readonly texts: string;
}

/**
 * An address of config/paths as a test of `location.pathname` and of nginx's `$request_uri`: the
 * path itself (`exact`), or every path under its part before the first parameter.
 */
const address = (path: string, exact?: 'exact') => (exact ? exactly(path) : new RegExp('^' + path.slice(0, path.indexOf(':'))));

/** One of these paths itself, with or without a query. */
function exactly(...paths: string[]): RegExp {
  return new RegExp('^' + (paths.length > 1 ? `(${paths.join('|')})` : paths[0]) + '(\\?|$)');
}

/** By name, in order: the first whose address matches is the landing page. */
export const LANDING_PAGES = {
  // The payer's thank-you page is small: its route loads it; only its texts are waited for.
  payerDone: { address: address(paths.terminalDone, 'exact'), app: 'standalone', texts: 'payerLink' },
  payer: { address: address(paths.terminal), app: 'standalone', texts: 'payerLink' },
  // The card payment's return: staff come back here signed in, so it opens in the staff app.
  paymentSuccess: { address: address(paths.paymentSuccess, 'exact'), app: 'staff', texts: 'credits' },
  signer: { address: address(paths.signCheques), app: 'standalone', texts: 'signerLink' },
  signIn: { address: address(paths.login, 'exact'), app: 'signIn', texts: 'accounts' },
  // The accessibility statement: anyone may open it, from any page's link, in a tab of its own; the
  // link pages' light app serves it, with no store, signed in or not.
  accessibility: { address: address(paths.accessibility, 'exact'), app: 'standalone', texts: 'accessibility' },
} as const satisfies Record<string, LandingPage>;

export type LandingName = keyof typeof LANDING_PAGES;

/** The landing page of an address; `storedUser` is asked only where it decides. */
export function landingPageOf(pathname: string, storedUser: () => boolean): LandingName | undefined {
  return (Object.keys(LANDING_PAGES) as LandingName[]).find((name) => {
    const page: LandingPage = LANDING_PAGES[name];
    return page.address.test(pathname) && !(page.app === 'signIn' && storedUser());
  });
}

/** The app an address opens in. */
export function appOf(pathname: string, storedUser: () => boolean): AppName {
  const name = landingPageOf(pathname, storedUser);
  return name ? LANDING_PAGES[name].app : 'staff';
}

// ---- For the build only (nothing the browser runs imports what follows) ----

/** Each app's module (src/main.tsx starts it: landingCode.ts APP_CODE). */
export const APP_FILES: Record<AppName, string> = {
  standalone: 'src/app/StandaloneApp.tsx',
  signIn: 'src/app/SignInApp.tsx',
  staff: 'src/app/App.tsx',
};

/**
 * The module of an app's first-paint sheet, asked by main.tsx before the screen's code (landingCode.ts
 * APP_CODE): a link page has no kit, only styles/base.scss. (The staff app has it at the top of the
 * kit; the sign-in app's sheet comes with its code.)
 */
export const APP_STYLESHEETS: Partial<Record<AppName, string>> = { standalone: 'src/styles/base.ts' };

/**
 * What main.tsx imports for every page (startLibraries) that no landing page's code imports
 * statically: the texts (i18next) and React DOM. (The frame and the HTTP client, which it imports
 * too, come with each page's files.)
 */
export const STARTUP_MODULES: readonly string[] = ['src/i18n/i18n.ts', 'src/app/mountApp.tsx'];

/** A text namespace's Hebrew file (the app's first language), as the build names its module. */
const hebrewTexts = (namespace: string) => `src/i18n/locales/he/${namespace}.json`;

/** A chunk group (scripts/vite/firstScreenChunks.ts): these modules in one file, `name-<hash>.js`. */
export interface ChunkGroup {
  readonly name: string;
  readonly files: readonly string[];
}

export interface LandingFiles {
  /** The screen main.tsx loads before the first render (landingCode.ts `screen`). */
  readonly screen?: string;
  /** Its routes' declarations, in every app's `frame` chunk (a standalone page's app serves them). */
  readonly routes?: string;
  /** Whether nginx names its files in the first reply (scripts/vite/preloadLinks.ts). */
  readonly preload: boolean;
  /** The small modules of its first screen, in one file instead of many (none: rolldown's chunks). */
  readonly chunk?: ChunkGroup;
}

const PAYER = 'src/features/payerLink';

export const LANDING_FILES: Record<LandingName, LandingFiles> = {
  signIn: {
    preload: true,
    // The sign-in app and its page in one file: fewer files for /login, and a shorter list of them in
    // the entry, which every page downloads. The staff app's /login and sign-in by link load it too.
    chunk: {
      name: 'signIn',
      files: [
        'src/app/SignInApp.tsx',
        'src/app/signInSession.ts',
        'src/lib/withPersistedUser.ts',
        'src/features/accounts/pages/LoginPage.tsx',
        'src/features/accounts/components/OtpStep.tsx',
        'src/features/accounts/rules/loginRules.ts',
        'src/features/accounts/recaptcha.ts',
        'src/api/signInCalls.ts',
      ],
    },
  },
  payerDone: { routes: `${PAYER}/routes.tsx`, preload: false },
  payer: {
    screen: `${PAYER}/pages/TerminalPage.tsx`,
    routes: `${PAYER}/routes.tsx`,
    preload: true,
    // Its page, frame, colours, client details and calls in one file instead of eight. Not what the
    // signer's page also loads (the linkPage group): the signer would then download all of this.
    // The staff's terminal settings (its preview) load it lazily.
    chunk: {
      name: 'payer',
      files: [
        `${PAYER}/firstCalls.ts`,
        `${PAYER}/pages/TerminalPage.tsx`,
        `${PAYER}/hooks/useTerminalSession.ts`,
        `${PAYER}/components/TerminalScanner.tsx`,
        `${PAYER}/hooks/useScanVisit.ts`,
        `${PAYER}/scan/scanState.ts`,
        `${PAYER}/components/ChequeDraft.tsx`,
        `${PAYER}/hooks/useChequeDraft.ts`,
        `${PAYER}/scan/chequeDraftState.ts`,
        `${PAYER}/components/PhotoButton.tsx`,
        `${PAYER}/components/Spinner.tsx`,
        `${PAYER}/components/TerminalErrorText.tsx`,
        `${PAYER}/rules/terminalRoute.ts`,
        `${PAYER}/scan/scanMarker.ts`,
        `${PAYER}/scan/photoError.ts`,
        'src/components/payerPage/TerminalFrame.tsx',
        'src/components/payerPage/terminalColours.ts',
        'src/components/payerPage/ClientDetailsFields.tsx',
        'src/components/payerPage/TerminalField.tsx',
        'src/components/payerPage/CameraIcon.tsx',
        'src/components/capture/cameraSupport.ts',
        'src/lib/payerScan.ts',
        'src/lib/terminalLink.ts',
        'src/api/terminalCalls.ts',
        // What its replies are read by (the staff's terminal and payment request screens load this
        // file already, for terminalCalls).
        'src/api/schema/terminal.ts',
        'src/api/schema/paymentRequest.ts',
      ],
    },
  },
  // Not named by nginx: staff return here too, with the staff app's files in their cache.
  paymentSuccess: { screen: 'src/features/credits/pages/PaymentSuccessPage.tsx', preload: false },
  signer: {
    screen: 'src/features/signerLink/pages/SignChequesPage.tsx',
    routes: 'src/features/signerLink/routes.tsx',
    preload: true,
  },
  // Rarely a first page: nginx names nothing for it, its route loads its screen.
  accessibility: { routes: 'src/features/accessibility/routes.tsx', preload: false },
};

/**
 * Every other address of the app (not a build file's, which has a dot, nor the backend's): main.tsx
 * starts the staff app for it, signed in or not, so nginx names the staff app's first files in its
 * first reply (scripts/vite/preloadLinks.ts), as for a landing page. Tested in nginx's order, after
 * the landing pages.
 */
export const STAFF_ADDRESS = /^\/(?!api(\/|\?|$))[^.?]*(\?|$)/;

/** What the staff app starts at every address (landingCode.ts APP_CODE.staff): the app and its texts. */
export const STAFF_MODULES: readonly string[] = [APP_FILES.staff, hebrewTexts('staff')];

/** A staff screen opened by address (a bookmark, a reload, a link in an e-mail). */
export interface StaffScreen {
  readonly address: RegExp;
  /** Its lazy page's module (its route's `start.load`), as the build names it. */
  readonly screen: string;
  /** Its route's `start.texts` (app/router.tsx preloadSignedInScreen asks them with the screen). */
  readonly texts: readonly string[];
  /** Whether it has CoreUI's fields and tables (its lazyPage's `screenParts`, the home's false). */
  readonly screenParts: boolean;
  /** The module of its route's `start.data` (its first data, asked once the stored state is in). */
  readonly data?: string;
}

/**
 * The staff screens opened by address most: nginx names their files too, with the shell's, so that
 * a phone downloads the screen's code with the app's instead of after it. They are its routes'
 * `start` (features/<domain>/routes.tsx): landingPages.test.ts holds them to it.
 */
export const STAFF_SCREENS: readonly StaffScreen[] = [
  { address: address(paths.home, 'exact'), screen: 'src/features/dashboard/pages/DashboardPage.tsx', texts: ['home'], screenParts: false },
  {
    address: address(paths.chequeView),
    screen: 'src/features/cheques/pages/ChequeViewPage.tsx',
    texts: ['cheques', 'chequeMedia', 'returns'],
    screenParts: true,
    data: 'src/features/cheques/viewData.ts',
  },
  {
    address: exactly(paths.cheques, paths.chequesSent, paths.chequesInbox, paths.chequesArchive),
    screen: 'src/features/cheques/pages/ChequesListPage.tsx',
    texts: ['chequeLists'],
    screenParts: true,
    data: 'src/features/cheques/listData.ts',
  },
];

/** The signed-in frame every staff screen renders in (app/router.tsx loadLayout). */
export const STAFF_LAYOUT = 'src/app/layout/DefaultLayout.tsx';

/** CoreUI's fields and tables and their texts (styles/screenParts.ts), for a screen that has them. */
export const SCREEN_PARTS = 'src/styles/screenPartsTexts.ts';

/** The modules a staff screen opened by address starts, for nginx's first reply, after the staff app's. */
export function staffScreenModules({ screen, texts, screenParts, data }: StaffScreen): string[] {
  return [
    STAFF_LAYOUT,
    ...(screenParts ? [SCREEN_PARTS, hebrewTexts('screenParts')] : []),
    // Its first data's module before the screen's: the requests it sends wait for it (the view's picture is its largest element).
    ...(data ? [data] : []),
    screen,
    ...texts.map(hebrewTexts),
  ];
}

/** The modules a landing page starts, for nginx's first reply: its app, sheet, screen and Hebrew texts. */
export function landingModules(name: LandingName): string[] {
  const { app, texts } = LANDING_PAGES[name];
  return [APP_FILES[app], APP_STYLESHEETS[app], LANDING_FILES[name].screen, hebrewTexts(texts)].filter((module): module is string => !!module);
}
