import { LANDING_FILES, type LandingName } from '../../src/boot/landingPages';

type Group = { name: string; test: RegExp };

/** A test that takes the one file of the project (the path as the manifest writes it). */
const fileTest = (file: string) => String.raw`(^|[\\/])` + file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, String.raw`[\\/]`) + '$';

/** A landing page's own group, named with its files in the start-up manifest. */
function landingGroup(name: LandingName): Group {
  const group = LANDING_FILES[name].chunk;
  if (!group) throw new Error(`firstScreenChunks: ${name} has no chunk group (src/boot/landingPages.ts)`);
  return { name: group.name, test: new RegExp(group.files.map(fileTest).join('|')) };
}

// The link pages' route declarations (each standalone app serves them): in every app's frame.
const LINK_ROUTES = [...new Set(Object.values(LANDING_FILES).flatMap((files) => (files.routes ? [files.routes] : [])))];

/**
 * Rolldown's automatic chunking gives every set of lazy screens that share modules a chunk of its
 * own: with ~40 lazy screens, the first screens loaded a dozen files of under 1 kB each (CButton,
 * Transition, CAlert, StatusBadge, Can...), each compressed alone. These groups put the small
 * shared modules a first screen loads together, by which first screens load them, so that each of
 * those screens loads the same code in fewer files (docs/architecture.md "Styles").
 * A module named here that a first screen did not load before makes that screen load its whole
 * group: `node scripts/bench-size.mjs --files` shows it.
 */
const GROUPS: Group[] = [
  // Sign-in and the signed-in layout: CoreUI's buttons, and the app's error alert and notices in the
  // alert's look (components/feedback/Notice.tsx: not CoreUI's alert, whose fade and close button, with
  // react-transition-group, load with the screens that use it). (The link pages use none of them
  // since they have their own look, terminal.css and signLink.css.)
  {
    name: 'ui',
    test: new RegExp(
      [
        String.raw`@coreui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/]button[\\/]|props\.js|_virtual[\\/]|hooks[\\/]useForkedRef)`,
        String.raw`node_modules[\\/](prop-types|classnames|tslib|@babel[\\/]runtime)[\\/]`,
        String.raw`src[\\/]components[\\/]feedback[\\/](ErrorAlert|Notice)\.tsx$`,
        // The redirect rules: the sign-in's target and the staff app's 401 (the sign-in app and the
        // staff app share them, and would otherwise load them as a file of their own).
        String.raw`src[\\/]lib[\\/]redirect\.ts$`,
        // What the sign-in app and the staff app's store both do to a user before storing it: its
        // secrets out, its active workspace chosen, its fields for storage (app/signInSession.ts,
        // state/generalSlice.ts, state/persistedState.ts).
        String.raw`src[\\/]lib[\\/](secrets|activeWorkspace|persistableUser)\.ts$`,
      ].join('|'),
    ),
  },
  // Every app's frame (the providers, the router, the error panels, the page spinner, the accessibility
  // statement's link) with the link
  // pages' route declarations: the staff app, the link pages and the sign-in app (app/SignInApp.tsx)
  // all load it, and apart from the sign-in they load it whole; without the group the sign-in app
  // split it in two files for the payer and the signer.
  {
    name: 'frame',
    test: new RegExp(
      [
        String.raw`src[\\/]app[\\/]AppProviders\.tsx$`,
        String.raw`src[\\/]components[\\/]routing[\\/](AppRouter|lazyPage|RouteErrorBoundary|usePageTitle)\.tsx?$`,
        String.raw`src[\\/]components[\\/]feedback[\\/](AppErrorBoundary|CrashPanel|ErrorPanel|PageSpinner)\.tsx$`,
        // The accessibility statement's link: every page shows it (the error panels among them).
        String.raw`src[\\/]components[\\/]layout[\\/]AccessibilityLink\.tsx$`,
        ...LINK_ROUTES.map(fileTest),
        String.raw`node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/]I18nextProvider\.js$`,
        // The language switch (no CoreUI in it): every app's pages show it.
        String.raw`src[\\/]components[\\/]layout[\\/](LanguageSwitch\.tsx|languageNames\.ts)$`,
        // The time-outs (a lazy page's retry, the stored state's restore): every app reads some. Not the
        // forms' limits (lib/limits.ts): the home has no form.
        String.raw`src[\\/]lib[\\/]timeouts\.ts$`,
        // What a lazy page asks with its code: the staff screens' form fields and tables.
        String.raw`src[\\/]styles[\\/]screenParts\.ts$`,
      ].join('|'),
    ),
  },
  // The sign-in app and its page (src/boot/landingPages.ts).
  landingGroup('signIn'),
  // The light form's parts: the sign-in page's and many staff screens' (in one file for /login). Not
  // in the sign-in group: a staff screen would then load the sign-in app and its sheet, whose own
  // copy of CoreUI's buttons, after the kit's, undid the header's styles.
  {
    name: 'lightForm',
    test: new RegExp(['src/components/form/InputField.tsx', 'src/components/form/FieldError.tsx', 'src/components/form/useLightForm.ts'].map(fileTest).join('|')),
  },
  // The signed-in home's dates, icons, spinner and amounts (the signer's link page does without:
  // lib/dayText and lib/money, its own icons).
  {
    name: 'display',
    test: new RegExp(
      [
        String.raw`src[\\/]lib[\\/]dates\.ts$`,
        String.raw`@coreui[\\/]icons-react[\\/]dist[\\/]index\.esm\.js$`,
        String.raw`@coreui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]spinner[\\/]`,
        String.raw`src[\\/]components[\\/]display[\\/]Money\.tsx$`,
      ].join('|'),
    ),
  },
  // The signed-in screens' shared parts (the home's among them): badges, page header, permissions,
  // statuses, the cheques' and workspaces' calls (not CoreUI's backdrop: the modals' and its
  // transition load with the screens; the phone menu has its own, app/layout/MenuPanel.tsx). The
  // status badge with them: its sheet (styles/parts/badge.scss) is the badges' for every screen that draws a CBadge (the return
  // desk's among them), though the home itself draws none (session 20 took it out and the desk's
  // badges lost their white text: axe's contrast check in the phone journeys).
  {
    name: 'signedIn',
    test: new RegExp(
      [
        String.raw`@coreui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]badge[\\/]`,
        String.raw`src[\\/]components[\\/](permissions[\\/]Can|layout[\\/]PageHeader|layout[\\/]backLink|StatusBadge|display[\\/]DateText|feedback[\\/]QueryState|feedback[\\/]EmptyState|credits[\\/]useCreditsBalance)\.tsx?$`,
        String.raw`src[\\/]lib[\\/](statuses|chequeTiming|chequeListFilter|chequeStage|chequeNextAction)\.ts$`,
        // The rules of who may do what next (the home's headline counts, every list's next action):
        // of the deposit law only whether a cheque is depositable (the deposit group below has the
        // verdicts, limits and accounts, with the deposit's fields and forms).
        String.raw`src[\\/]lib[\\/]chequeLaw[\\/]depositable\.ts$`,
        // Returns new since the desk was last seen: the home's notice and the menu's badge.
        String.raw`src[\\/](components[\\/]returns[\\/]useNewReturns|hooks[\\/]useReturnsSeen|lib[\\/]returns[\\/]returnStatus)\.ts$`,
        // The phone layout's test: the menu (drawn on a phone when first opened) and the lists.
        String.raw`src[\\/]hooks[\\/]useMediaQuery\.ts$`,
        String.raw`src[\\/]api[\\/](workspaceApi|chequesApi|downloadCsv)\.ts$`,
        // The staff's reply parts (pages, mutation replies): every staff screen's list reads with them.
        String.raw`src[\\/]api[\\/]schema[\\/]staffFields\.ts$`,
      ].join('|'),
    ),
  },
  // No group for the small rules of forms (e-mail, text and colour rules): the payer's first screen
  // needs the colour rule only (its form's checks load with its first cheque), /login the e-mail
  // rule only, the signer and the home neither: each is a file of its own where it is shared.
  // Not amounts (lib/money: with the schema parts, which read them) nor limits (lib/limits: in
  // every app's frame).
  // The HTTP client (axios and the one instance, spec section 7): its own file as rolldown makes it,
  // named so that main.tsx can import it ahead of the first screen's code (its own task), with the
  // time-out's setting.
  // Not the error catalogue: loaded with the first refusal (api/http.ts).
  {
    name: 'request',
    // (With the stubs that stand for the parts of axios a build leaves out: scripts/vite/axiosWithoutFetch.ts.)
    test: new RegExp(
      [
        String.raw`src[\\/]api[\\/](apiError|http|request|xsrfToken)\.ts$`,
        String.raw`src[\\/]config[\\/]env\.ts$`,
        String.raw`node_modules[\\/]axios[\\/]`,
        'axios-[a-z-]+-stub$',
      ].join('|'),
    ),
  },
  // What reads replies at the edge (valibot, the schema parts, the diagnostics list, the safe-address
  // rule of links and pictures, the amounts' rule): the link pages and the signed-in home read their
  // first reply with it before they show; /login does not (it sends nothing before the visitor does:
  // api/signInCalls.ts loads its readers then), so it is not in the HTTP client's file.
  {
    name: 'replies',
    test: new RegExp(
      [String.raw`src[\\/]api[\\/]schema[\\/](fields|reply|drift)\.ts$`, String.raw`src[\\/]lib[\\/](safeUrl|money)\.ts$`, String.raw`node_modules[\\/]valibot[\\/]`].join('|'),
    ),
  },
  // React DOM, evaluated in a task of its own when main.tsx renders (src/app/mountApp.tsx): not in
  // the entry with React, where its evaluation would hold the main thread with the rest of it.
  {
    name: 'reactDom',
    test: new RegExp([String.raw`src[\\/]app[\\/]mountApp\.tsx$`, String.raw`node_modules[\\/](react-dom|scheduler)[\\/]`].join('|')),
  },
  // What both link pages load and the staff's first screens do not: the plain calls' hooks, the
  // path reader of their first reads, pictures from replies, one request per intent. (/login loads
  // it for the calls' hooks: nothing here may import the schema parts, which /login does without.)
  // And the forms' limits (lib/limits.ts), which /login and the payer's page read and the home does not.
  {
    name: 'linkPage',
    test: new RegExp(
      [
        String.raw`src[\\/]api[\\/](useCall|imageReply)\.ts$`,
        String.raw`src[\\/]lib[\\/](pathParams|limits)\.ts$`,
        String.raw`src[\\/]hooks[\\/]useSingleFlight\.ts$`,
      ].join('|'),
    ),
  },
  // The payer's first screen (/terminal/:link), in one file instead of eight (src/boot/landingPages.ts).
  landingGroup('payer'),
  // What every screen that deposits shares (the deposit workspace, the cheque view's deposit tab, the
  // list's bulk deposit; the setup pages' limit text): the deposit's rules, fields and parts in one file
  // (of its rules only lib/chequeLaw/depositable is in the signedIn group: the home counts with it). Each lazy route that needs them then names one file in App's preload lists, which
  // the signed-in home downloads, instead of five. Not the bank calendar: its own chunk, loaded when
  // a date is picked (lib/loadBankCalendar).
  {
    name: 'deposit',
    test: new RegExp(
      [
        String.raw`src[\\/]lib[\\/]chequeLaw[\\/](depositPayload|reasonText|depositEligibility|depositLimits|depositAccounts)\.ts$`,
        String.raw`src[\\/]lib[\\/]loadBankCalendar\.ts$`,
        String.raw`src[\\/]components[\\/]deposit[\\/]`,
        String.raw`src[\\/]components[\\/]form[\\/](BankDateField|BankDayNote|useBankCalendar)\.tsx?$`,
      ].join('|'),
    ),
  },
];

/** `build.rolldownOptions.output.codeSplitting` (vite.config.ts). */
export const firstScreenChunks = {
  // A group takes the modules named, not what they import (React stays in the entry).
  includeDependenciesRecursively: false,
  groups: GROUPS,
};
