// A payer's or a signer's phone, often on a slow line, must not wait for the staff app: what it
// downloads first is StandaloneApp and the page's own module, with everything they import statically; the same for the sign-in app (/login before the
// staff app, which it starts only with a lazy import()). None of it may pull in redux, RTK or RTK Query
// (the staff screens' store and cache; these pages have no store and use plain calls,
// docs/architecture.md) or redux-persist. A lazy
// import() is not followed: it is not in the first download. The build says the same in bytes
// (`node scripts/bench-size.mjs --files`); this test says which import chain broke it.
import { APP_FILES, LANDING_FILES, LANDING_PAGES, type LandingName } from '@/boot/landingPages';
import { chain, reach } from '@/test/staticImports';

// The apps and screens a link or the sign-in opens (src/boot/landingPages.ts), and the screens
// their routes show next without a store: the payer's thank-you page, the sign-in's page.
const FIRST_DOWNLOAD = [
  ...new Set(
    (Object.keys(LANDING_PAGES) as LandingName[])
      .filter((name) => LANDING_PAGES[name].app !== 'staff')
      .flatMap((name) => [APP_FILES[LANDING_PAGES[name].app], LANDING_FILES[name].screen ?? APP_FILES[LANDING_PAGES[name].app]]),
  ),
  'src/features/payerLink/pages/TerminalDonePage.tsx',
  'src/features/accounts/pages/LoginPage.tsx',
];
// ...nor the staff app's kit of styles (each has its own small sheet).
const FORBIDDEN = [/^@reduxjs\/toolkit/, /^react-redux/, /^redux/, /^redux-persist/, /src\/api\/baseApi\.ts$/, /src\/state\//, /src\/styles\/kit\.ts$/];

describe("a payer's, a signer's and the sign-in's first download", () => {
  it.each(FIRST_DOWNLOAD)('%s imports no store (neither redux, RTK, RTK Query nor redux-persist) and no kit', (file) => {
    const parent = reach(file);
    expect(parent.size).toBeGreaterThan(5);
    const bad = [...parent.keys()].filter((module) => FORBIDDEN.some((rule) => rule.test(module)));
    expect(bad.map((module) => chain(parent, module))).toEqual([]);
  });

  it('sees a forbidden module when one is imported (the staff app does)', () => {
    const parent = reach(APP_FILES.staff);
    expect([...parent.keys()].some((module) => FORBIDDEN.some((rule) => rule.test(module)))).toBe(true);
  });
});
