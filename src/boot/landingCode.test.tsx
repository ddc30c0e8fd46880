// own module graph: this file registers stand-in screens with loadedScreens, which the landing routes'
// lazy pages of a shared graph (another file rendered the real screens) would already have resolved.
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { matchPath } from 'react-router-dom';
import { publicRoutes } from '@/app/routeTable';
import { screenLoaded } from '@/components/routing/loadedScreens';
import { APP_CODE, LANDING_SCREENS } from './landingCode';
import { APP_FILES, LANDING_FILES, LANDING_PAGES, landingPageOf, type LandingName } from './landingPages';

const withScreens = (Object.keys(LANDING_SCREENS) as LandingName[]).filter((name) => LANDING_SCREENS[name]);
// An address of each landing page with a screen.
const EXAMPLES: Partial<Record<LandingName, string>> = { payer: '/terminal/gilboa', paymentSuccess: '/paymentsuccess', signer: '/signChecks/demo-sign-link' };
const moduleOf = (file: string) => import(/* @vite-ignore */ `/${file}`) as Promise<Record<string, unknown>>;

describe("the landing pages' code", () => {
  it('has a screen for each page whose files name one, and only for those', () => {
    expect(withScreens.sort()).toEqual((Object.keys(LANDING_FILES) as LandingName[]).filter((name) => LANDING_FILES[name].screen).sort());
  });

  it.each(withScreens)("%s: loads the screen module the manifest names, which hands over a link page's first reads", async (name) => {
    const landing = LANDING_SCREENS[name]!;
    const loaded = await landing.load();
    const module = await moduleOf(LANDING_FILES[name].screen!);
    expect(loaded).toBe(module);
    expect(typeof module[landing.name]).toBe('function');
    // A link page's first reads (features/<domain>/firstCalls.ts), handed over by its module.
    expect(typeof module.firstCalls).toBe(LANDING_PAGES[name].app === 'standalone' ? 'function' : 'undefined');
  });

  it("starts the standalone app's component", async () => {
    const libraries = { texts: import('@/i18n/i18n'), renderer: import('@/app/mountApp'), after: <T,>(load: () => Promise<T>) => load(), backendReady: Promise.resolve() };
    expect(await APP_CODE.standalone(libraries)).toBe((await moduleOf(APP_FILES.standalone)).StandaloneApp);
  });

  // main.tsx registers the screen by its export name; the route's lazyPage must find it there, or
  // the page suspends on its first render (the spinner, then React's 300 ms hold).
  it.each(withScreens)('%s: its route renders the screen main.tsx loaded at once, without the spinner', (name) => {
    const address = EXAMPLES[name]!;
    expect(landingPageOf(address, () => false)).toBe(name);
    const route = publicRoutes.find((candidate) => matchPath(candidate.path, address));
    screenLoaded(LANDING_SCREENS[name]!.name, () => <h1>{`landed on ${name}`}</h1>);
    render(
      <Suspense fallback={<p>spinner</p>}>
        {route && <route.Page />}
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: `landed on ${name}` })).toBeInTheDocument();
  });
});
