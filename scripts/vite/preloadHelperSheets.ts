import type { Plugin } from 'vite';

/** The module Vite's build puts its preload helper (`__vitePreload`) in. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** Where Vite's helper puts a chunk's sheet or module preload into the page (one statement). */
const APPEND = 'document.head.appendChild(link);';

/**
 * Vite's preload helper with a lazy chunk's sheets applied a task later. The helper appends a
 * `<link rel=stylesheet>` for each sheet of a lazy chunk as the import starts; each append costs
 * Chromium 2-55 ms at 4x CPU (the style engine's work on a new sheet), all inside the task that
 * imports, which at the signed-in start is the start-up's own (~150 ms of the view's longest task).
 * Here the sheet's download starts as before (a `preload` link, cheap, at once) and its stylesheet
 * link is appended in a task of its own; the import still waits for the sheet (its `load` event),
 * so no screen shows unstyled. Returns null when the helper no longer has the statement (another
 * Vite): the build then fails, rather than lose this without a word.
 */
export function sheetsInTasksOfTheirOwn(helper: string): string | null {
  if (helper.split(APPEND).length !== 2) return null;
  return helper.replace(
    APPEND,
    'if (isCss) { const early = document.createElement("link"); early.rel = "preload"; early.as = "style"; early.crossOrigin = ""; early.href = dep.href; if (cspNonce) early.setAttribute("nonce", cspNonce); document.head.appendChild(early); setTimeout(() => document.head.appendChild(link)); } else document.head.appendChild(link);',
  );
}

/** The build's plugin: rewrites Vite's preload helper with sheetsInTasksOfTheirOwn. */
export function preloadHelperSheets(): Plugin {
  return {
    name: 'preload-helper-sheets',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(code, id) {
        if (id !== PRELOAD_HELPER_ID) return null;
        const changed = sheetsInTasksOfTheirOwn(code);
        if (changed === null) this.error(`preloadHelperSheets: Vite's preload helper has no "${APPEND}" (scripts/vite/preloadHelperSheets.ts)`);
        return { code: changed, map: null };
      },
    },
  };
}
