/**
 * Rolldown's automatic chunking gives every set of lazy screens that share modules a chunk of its
 * own: with ~40 lazy screens, the first screens loaded a dozen files of under 1 kB each (CButton,
 * Transition, CAlert, StatusBadge, Can...), each compressed alone. These groups put the small
 * shared modules a first screen loads together, by which first screens load them, so that each of
 * those screens loads the same code in fewer files (docs/architecture.md "Styles").
 * A module named here that a first screen did not load before makes that screen load its whole
 * group: `node scripts/bench-size.mjs --files` shows it.
 */
const GROUPS: { name: string; test: RegExp }[] = [
  // Sign-in and the signed-in layout: CoreUI's buttons and alerts, their transition, and the app's
  // error alert and language switch. (The signer's link page uses none of them since it has its
  // own look, signLink.css.)
  {
    name: 'ui',
    test: new RegExp(
      [
        String.raw`@coreui[\\/]react[\\/]dist[\\/]esm[\\/](components[\\/](button|alert|close-button)[\\/]|props\.js|_virtual[\\/]|hooks[\\/]useForkedRef)`,
        String.raw`node_modules[\\/](prop-types|classnames|tslib|react-transition-group|@babel[\\/]runtime)[\\/]`,
        String.raw`src[\\/]components[\\/](feedback[\\/]ErrorAlert|layout[\\/]LanguageSwitch)\.tsx$`,
        // The redirect rules: the sign-in's target and the staff app's 401 (the sign-in app and the
        // staff app share them, and would otherwise load them as a file of their own).
        String.raw`src[\\/]lib[\\/]redirect\.ts$`,
        // What the sign-in app and the staff app's store both do to a user before storing it: its
        // secrets out, its active workspace chosen (app/signInSession.ts, state/generalSlice.ts).
        String.raw`src[\\/]lib[\\/](secrets|activeWorkspace)\.ts$`,
      ].join('|'),
    ),
  },
  // Every app's frame (the providers, the router, the error panels, the page spinner) with the link
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
        String.raw`src[\\/]features[\\/](payerLink|signerLink)[\\/]routes\.tsx$`,
        String.raw`node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/]I18nextProvider\.js$`,
      ].join('|'),
    ),
  },
  // The sign-in app (/login before the staff app: app/SignInApp.tsx) and its page, in one file: fewer
  // files for /login, and a shorter list of them in the entry, which every page downloads. The staff
  // app's /login and sign-in by link load it too (LoginPage, OtpStep).
  {
    name: 'signIn',
    test: new RegExp(
      [
        String.raw`src[\\/]app[\\/](SignInApp|signInSession)\.tsx?$`,
        String.raw`src[\\/]lib[\\/]withPersistedUser\.ts$`,
        String.raw`src[\\/]features[\\/]accounts[\\/](pages[\\/]LoginPage|components[\\/]OtpStep|rules[\\/]loginRules|recaptcha)\.tsx?$`,
        String.raw`src[\\/]api[\\/]signInCalls\.ts$`,
        String.raw`src[\\/]components[\\/]form[\\/](InputField|FieldError|useLightForm)\.tsx?$`,
      ].join('|'),
    ),
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
  // statuses, modal focus trap, the cheques' and workspaces' calls.
  {
    name: 'signedIn',
    test: new RegExp(
      [
        String.raw`@coreui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](backdrop|badge)[\\/]`,
        String.raw`src[\\/]components[\\/](permissions[\\/]Can|layout[\\/]PageHeader|layout[\\/]backLink|StatusBadge|display[\\/]DateText|feedback[\\/]QueryState|feedback[\\/]EmptyState|credits[\\/]useCreditsBalance)\.tsx?$`,
        String.raw`src[\\/]lib[\\/](statuses|chequeTiming|chequeListFilter)\.ts$`,
        String.raw`src[\\/]api[\\/](workspaceApi|chequesApi|downloadCsv)\.ts$`,
      ].join('|'),
    ),
  },
  // The small rules the first screens share (amounts, limits, reading replies, e-mail, text and
  // colour rules): one file instead of six.
  {
    name: 'rules',
    test: new RegExp(String.raw`src[\\/](lib[\\/](money|limits|email|forbiddenCharacters|colour)|api[\\/]replies)\.ts$`),
  },
  // The HTTP client (axios and the one instance, spec section 7): its own file as rolldown makes it,
  // named so that main.tsx can import it ahead of the first screen's code (its own task).
  {
    name: 'request',
    // (With the stub that stands for axios's fetch adapter in a build: scripts/vite/axiosWithoutFetch.ts.)
    test: new RegExp([String.raw`src[\\/]api[\\/](errorCatalogue|apiError|http|request|xsrfToken)\.ts$`, String.raw`node_modules[\\/]axios[\\/]`, 'axios-fetch-adapter-stub$'].join('|')),
  },
  // React DOM, evaluated in a task of its own when main.tsx renders (src/app/mountApp.tsx): not in
  // the entry with React, where its evaluation would hold the main thread with the rest of it.
  {
    name: 'reactDom',
    test: new RegExp([String.raw`src[\\/]app[\\/]mountApp\.tsx$`, String.raw`node_modules[\\/](react-dom|scheduler)[\\/]`].join('|')),
  },
  // What both link pages load and the staff's first screens do not: the plain calls' hooks, the
  // path reader of their first reads, pictures from replies, one request per intent.
  {
    name: 'linkPage',
    test: new RegExp(
      [String.raw`src[\\/]api[\\/](useCall|imageReply)\.ts$`, String.raw`src[\\/]lib[\\/]pathParams\.ts$`, String.raw`src[\\/]hooks[\\/]useSingleFlight\.ts$`].join('|'),
    ),
  },
  // The payer's first screen (/terminal/:link): its page, the terminal's frame and colours, the client
  // details and the payer's calls, in one file instead of eight. Not what the signer's page also
  // loads (useCall, imageReply, useSingleFlight): it would then load all of this. The staff's terminal
  // settings (its preview) load it lazily.
  {
    name: 'payer',
    test: new RegExp(
      [
        String.raw`src[\\/]features[\\/]payerLink[\\/](firstCalls|pages[\\/]TerminalPage|hooks[\\/]useTerminalSession|components[\\/](TerminalScanner|ChequeDraft|PhotoButton|Spinner|TerminalErrorText)|rules[\\/](terminalValidation|terminalRoute|finishTarget)|scan[\\/](scanMarker|photoError))\.tsx?$`,
        String.raw`src[\\/]components[\\/]payerPage[\\/](TerminalFrame|terminalColours|ClientDetailsFields|TerminalField|CameraIcon)\.tsx?$`,
        String.raw`src[\\/]components[\\/]capture[\\/]cameraSupport\.ts$`,
        String.raw`src[\\/]lib[\\/](payerScan|terminalLink)\.ts$`,
        String.raw`src[\\/]api[\\/]terminalCalls\.ts$`,
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
