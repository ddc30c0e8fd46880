import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenChunks } from '../../scripts/vite/firstScreenChunks';
import { fromRoot, projectRoot, reach } from '@/test/staticImports';
import { APP_FILES, APP_STYLESHEETS, appOf, LANDING_FILES, LANDING_PAGES, landingPageOf, STAFF_ADDRESS, STAFF_SCREENS, staffScreenModules, STARTUP_MODULES, type LandingName } from './landingPages';
import { appRoutes } from '@/app/routeTable';

const exists = (file: string) => existsSync(join(projectRoot, file));

describe('the landing page of an address', () => {
  const signedOut = () => false;
  const signedIn = () => true;
  it.each([
    ['/login', signedOut, 'signIn'],
    ['/login', signedIn, undefined],
    ['/login/reset-password', signedOut, undefined],
    ['/loginx', signedOut, undefined],
    ['/terminal/done', signedOut, 'payerDone'],
    ['/terminal/done', signedIn, 'payerDone'],
    ['/terminal/donee', signedOut, 'payer'],
    ['/terminal/gilboa', signedIn, 'payer'],
    ['/terminal/transaction/session/gilboa/tx1/s1', signedOut, 'payer'],
    ['/terminal', signedOut, undefined],
    ['/terminals', signedOut, undefined],
    ['/paymentsuccess', signedIn, 'paymentSuccess'],
    ['/paymentsuccess/x', signedIn, undefined],
    ['/signChecks/demo-sign-link', signedOut, 'signer'],
    ['/signChecks', signedOut, undefined],
    ['/accessibility', signedOut, 'accessibility'],
    ['/accessibility', signedIn, 'accessibility'],
    ['/accessibility/x', signedOut, undefined],
    ['/', signedIn, undefined],
    ['/cheques', signedIn, undefined],
  ])('%s (%s) lands on %s', (path, storedUser, name) => {
    expect(landingPageOf(path, storedUser)).toBe(name);
  });

  it('asks for the stored user only on /login', () => {
    const storedUser = vi.fn(() => false);
    landingPageOf('/terminal/gilboa', storedUser);
    landingPageOf('/cheques', storedUser);
    expect(storedUser).not.toHaveBeenCalled();
    landingPageOf('/login', storedUser);
    expect(storedUser).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/terminal/gilboa', 'standalone'],
    ['/signChecks/x', 'standalone'],
    ['/accessibility', 'standalone'],
    ['/paymentsuccess', 'staff'],
    ['/cheques', 'staff'],
  ])('%s opens in the %s app', (path, app) => {
    expect(appOf(path, () => false)).toBe(app);
  });
});

describe('the files the manifest names', () => {
  it('exist: apps, start-up modules, screens, sheets, routes, chunk groups', () => {
    const named = [
      ...Object.values(APP_FILES),
      ...Object.values(APP_STYLESHEETS),
      ...STARTUP_MODULES,
      ...Object.values(LANDING_FILES).flatMap((files) => [files.screen, files.routes, ...(files.chunk?.files ?? [])]),
    ].filter((file): file is string => !!file);
    expect(named.filter((file) => !exists(file))).toEqual([]);
  });

  it('name text namespaces that exist in Hebrew and in English', () => {
    const files = Object.values(LANDING_PAGES).flatMap((page) => ['he', 'en'].map((language) => `src/i18n/locales/${language}/${page.texts}.json`));
    expect(files.filter((file) => !exists(file))).toEqual([]);
  });

  it("are the ones landingCode.ts loads (its import()s) and main.tsx's libraries", () => {
    const specifiers = (file: string) => [...readFileSync(join(projectRoot, file), 'utf8').matchAll(/import\('@\/([^']+)'\)/g)].map((m) => m[1]);
    const loaded = [...specifiers('src/boot/landingCode.ts'), ...specifiers('src/boot/startLibraries.ts')].map((module) => module.replace(/\.tsx?$/, ''));
    const named = [...Object.values(APP_FILES), ...Object.values(APP_STYLESHEETS), ...STARTUP_MODULES, ...Object.values(LANDING_FILES).map((files) => files.screen)]
      .filter((file): file is string => !!file)
      .map((file) => file.replace(/^src\//, '').replace(/\.tsx?$/, ''));
    expect(named.filter((module) => !loaded.includes(module))).toEqual([]);
  });
});

describe("a landing page's chunk group", () => {
  const withGroups = (Object.entries(LANDING_FILES) as [LandingName, (typeof LANDING_FILES)[LandingName]][]).filter(([, files]) => files.chunk);
  const groupOf = (name: string) => firstScreenChunks.groups.find((group) => group.name === name)!;

  it.each(withGroups)('%s: the build groups exactly the files named', (_name, { chunk }) => {
    const group = groupOf(chunk!.name);
    expect(chunk!.files.filter((file) => !group.test.test(join(projectRoot, file)))).toEqual([]);
    // ...and no other file of the project with a similar name.
    expect(group.test.test(join(projectRoot, chunk!.files[0].replace(/(\.tsx?)$/, 'X$1')))).toBe(false);
  });

  it.each(withGroups)("%s: holds its first screen's code", (name, { chunk, screen }) => {
    expect(chunk!.files).toContain(screen ?? APP_FILES[LANDING_PAGES[name].app]);
  });

  // A new file of the page's own feature that its first screen imports joins the group, or the page
  // loads one more file.
  it.each(withGroups)('%s: holds every module of its feature that its first screen imports', (name, { chunk, screen }) => {
    const features = [...new Set(chunk!.files.flatMap((file) => /^src\/features\/[^/]+\//.exec(file) ?? []))];
    expect(features.length).toBeGreaterThan(0);
    const reached = [...reach(screen ?? APP_FILES[LANDING_PAGES[name].app]).keys()].map(fromRoot);
    const own = reached.filter((module) => features.some((feature) => module.startsWith(feature)));
    expect(own.filter((module) => !chunk!.files.includes(module))).toEqual([]);
  });
});

describe('the staff screens nginx names files for (STAFF_SCREENS)', () => {
  // A sample address of a route's path: its parameters filled in.
  const sample = (path: string) => path.replace(/:\w+/g, 'x1');

  it.each(STAFF_SCREENS.map((screen) => [screen.screen, screen] as const))('%s is its routes\' start: module, texts, screen parts', async (_name, screen) => {
    const routes = appRoutes.filter((route) => screen.address.test(sample(route.path)));
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(route.start?.texts).toEqual(screen.texts);
      expect(route.start?.screenParts !== false).toBe(screen.screenParts);
      // A first data's module named exactly where the route starts its data.
      expect(!!route.start?.data).toBe(!!screen.data);
      // The very module its lazy page loads.
      expect(await route.start!.load()).toBe(await import(/* @vite-ignore */ join(projectRoot, screen.screen)));
    }
  });

  it('names every address of the staff app no landing page takes, and none of the backend or the build', () => {
    for (const route of appRoutes) expect(STAFF_ADDRESS.test(sample(route.path)), route.path).toBe(true);
    for (const address of ['/api/user', '/api', '/assets/index-a1.js', '/favicon.svg', '/index.html']) expect(STAFF_ADDRESS.test(address), address).toBe(false);
  });

  it('names existing modules', () => {
    for (const screen of STAFF_SCREENS) for (const module of staffScreenModules(screen)) expect(exists(module), module).toBe(true);
  });
});
