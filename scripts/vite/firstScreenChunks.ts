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
  // The payer's first screen (/terminal/:link): its page, the terminal's frame and colours, the client
  // details and the payer's calls, in one file instead of eight. Not what the signer's page also
  // loads (useCall, imageReply, useOneIntent): it would then load all of this. The staff's terminal
  // settings (its preview) load it lazily.
  {
    name: 'payer',
    test: new RegExp(
      [
        String.raw`src[\\/]features[\\/]terminal[\\/](pages[\\/]TerminalPage|hooks[\\/]useTerminalSession|components[\\/](TerminalScanner|ChequeDraft|PhotoButton|Spinner|TerminalErrorText)|lib[\\/](terminalValidation|scanMarker|finishTarget|photoError))\.tsx?$`,
        String.raw`src[\\/]components[\\/]terminal[\\/](TerminalFrame|terminalColours|ClientDetailsFields|TerminalField)\.tsx?$`,
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
