import { LANDING_FILES, SCREEN_PARTS, STAFF_LAYOUT, STAFF_MODULES, STAFF_SCREENS, STARTUP_MODULES } from '../../src/boot/landingPages';
import { assetFileName, chunkFileName, chunkGroupProblems, entryImportsPreloadNothing, linkHeader, PRELOADED_PAGES, preloadMap } from './preloadLinks';

// The build's Link headers for the link pages (scripts/vite/preloadLinks.ts, deploy/nginx.conf).
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  fileName,
  moduleIds,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(css) },
});
const root = '/app';
const modules = (address: RegExp) => PRELOADED_PAGES.find((page) => page.address.source === address.source)!.modules!.slice(STARTUP_MODULES.length).map((m) => `${root}/${m}`);
/** The staff app's and its screens' modules in the build, as their files' names. */
const staffModule = (file: string) => `${root}/${file}`;

function bundle() {
  const [app, base, payerPage, payerTexts] = modules(/^\/terminal\//);
  const [, , signPage, signTexts] = modules(/^\/signChecks\//);
  return {
    'index.js': chunk('assets/index.js', [`${root}/src/main.tsx`], ['assets/runtime.js'], ['assets/index.css'], true),
    'runtime.js': chunk('assets/runtime.js', ['rt']),
    'texts.js': chunk('assets/texts.js', [`${root}/${STARTUP_MODULES[0]}`], ['assets/react.js']),
    'reactDom.js': chunk('assets/reactDom.js', [`${root}/${STARTUP_MODULES[1]}`], ['assets/react.js']),
    'react.js': chunk('assets/react.js', ['react']),
    'standalone.js': chunk('assets/standalone.js', [app], ['assets/index.js', 'assets/router.js']),
    'router.js': chunk('assets/router.js', ['react-router'], ['assets/runtime.js']),
    'base.js': chunk('assets/base.js', [base], [], ['assets/base.css']),
    'payer.js': chunk('assets/payer.js', [payerPage, `${root}/src/features/payerLink/firstCalls.ts`], ['assets/router.js', 'assets/request.js'], ['assets/terminal.css']),
    'request.js': chunk('assets/request.js', ['axios']),
    'payerTexts.js': chunk('assets/payerLink-he.js', [payerTexts]),
    'sign.js': chunk('assets/sign.js', [signPage], ['assets/request.js']),
    'signTexts.js': chunk('assets/signerLink-he.js', [signTexts]),
    'signIn.js': chunk('assets/signIn.js', modules(/^\/login(\?|$)/).slice(0, 1), ['assets/router.js'], ['assets/signIn.css']),
    'accountsTexts.js': chunk('assets/accounts-he.js', modules(/^\/login(\?|$)/).slice(1)),
    'App.js': chunk('assets/App.js', [staffModule(STAFF_MODULES[0])], ['assets/router.js', 'assets/request.js'], ['assets/kit.css']),
    'staffTexts.js': chunk('assets/staff-he.js', [staffModule(STAFF_MODULES[1])]),
    'layout.js': chunk('assets/layout.js', [staffModule(STAFF_LAYOUT)], ['assets/App.js'], ['assets/layout.css']),
    'screenParts.js': chunk('assets/screenParts.js', [staffModule(SCREEN_PARTS)], [], ['assets/screenParts.css']),
    'screenPartsTexts.js': chunk('assets/screenParts-he.js', [staffModule('src/i18n/locales/he/screenParts.json')]),
    ...Object.fromEntries(
      STAFF_SCREENS.flatMap(({ screen, texts, data }, i) => [
        [`screen${i}.js`, chunk(`assets/screen${i}.js`, [staffModule(screen)], ['assets/App.js'])],
        ...(data ? [[`data${i}.js`, chunk(`assets/data${i}.js`, [staffModule(data)])]] : []),
        ...texts.map((name) => [`${name}.js`, chunk(`assets/${name}-he.js`, [staffModule(`src/i18n/locales/he/${name}.json`)])]),
      ]),
    ),
    'index.html': { type: 'asset' as const },
  };
}

describe('preloadMap: the first files of each link page, for nginx', () => {
  it("names index.html's own files first, then each page's files (sheets first), each once", () => {
    const html = ['assets/index.css', 'assets/index.js', 'assets/runtime.js'];
    const startup = ['assets/texts.js', 'assets/react.js', 'assets/reactDom.js'];
    const lines = preloadMap(bundle(), root).split('\n');
    expect(lines[1]).toBe(
      '~^/terminal/ "' +
        linkHeader([...html, 'assets/base.css', 'assets/terminal.css', ...startup, 'assets/standalone.js', 'assets/router.js', 'assets/base.js', 'assets/payer.js', 'assets/request.js', 'assets/payerLink-he.js']) +
        '";',
    );
    expect(lines[2]).toBe('~^/signChecks/ "' + linkHeader([...html, 'assets/base.css', ...startup, 'assets/standalone.js', 'assets/router.js', 'assets/base.js', 'assets/sign.js', 'assets/request.js', 'assets/signerLink-he.js']) + '";');
    expect(lines[3]).toBe('~^/login(\\?|$) "' + linkHeader([...html, 'assets/signIn.css', ...startup, 'assets/signIn.js', 'assets/router.js', 'assets/accounts-he.js']) + '";');
    expect(lines[0]).toMatch(/^#/);
  });

  it('leaves out a file the build did not write (a chunk of style sheets only), keeping its sheet', () => {
    const lines = preloadMap(bundle(), root, (file) => file !== 'assets/base.js').split('\n');
    expect(lines[1]).toContain('</assets/base.css>; rel=preload; as=style; crossorigin');
    expect(lines[1]).not.toContain('</assets/base.js>');
  });

  it('fails the build when a landing module is not in it', () => {
    const broken: Record<string, unknown> = bundle();
    delete broken['sign.js'];
    expect(() => preloadMap(broken as ReturnType<typeof bundle>, root)).toThrow(/SignChequesPage\.tsx is not a chunk of the build/);
  });

  it('writes module preloads and crossorigin style preloads', () => {
    expect(linkHeader(['assets/a.css', 'assets/b.js'])).toBe('</assets/a.css>; rel=preload; as=style; crossorigin, </assets/b.js>; rel=modulepreload');
  });

  it("names the staff app's files (the entry's, the start-up's, the app's, its sheet and texts) for its other addresses", () => {
    const html = ['assets/index.css', 'assets/index.js', 'assets/runtime.js'];
    const startup = ['assets/texts.js', 'assets/react.js', 'assets/reactDom.js'];
    const lines = preloadMap(bundle(), root).split('\n');
    expect(lines.at(-2)).toBe(`~^/(?!api(/|\\?|$))[^.?]*(\\?|$) "${linkHeader([...html, 'assets/kit.css', ...startup, 'assets/App.js', 'assets/router.js', 'assets/request.js', 'assets/staff-he.js'])}";`);
    // The cheque view's line: the staff app's, then the layout, the fields and tables, the screen, its texts.
    const view = lines.find((line) => line.startsWith('~^/cheques/view/ '));
    expect(view).toBe(
      `~^/cheques/view/ "${linkHeader([
        ...html,
        'assets/kit.css',
        'assets/layout.css',
        'assets/screenParts.css',
        ...startup,
        'assets/App.js',
        'assets/router.js',
        'assets/request.js',
        'assets/staff-he.js',
        'assets/layout.js',
        'assets/screenParts.js',
        'assets/screenParts-he.js',
        'assets/data1.js',
        'assets/screen1.js',
        'assets/cheques-he.js',
        'assets/chequeMedia-he.js',
        'assets/returns-he.js',
      ])}";`,
    );
  });

  // nginx's map takes the first regular expression that matches, in the file's order.
  const named = (address: string) => {
    const page = PRELOADED_PAGES.find((candidate) => candidate.address.test(address));
    if (!page) return 'no header';
    if (!page.modules) return 'nothing';
    const screen = STAFF_SCREENS.find(({ screen: file }) => page.modules!.includes(file));
    if (screen) return `staff app + ${screen.screen.replace(/^.*\//, '').replace('.tsx', '')}`;
    if (page.modules.includes(STAFF_MODULES[0])) return 'staff app';
    return page.modules.find((m) => /Page\.tsx$|SignInApp/.test(m))!.replace(/^.*\//, '').replace('.tsx', '');
  };
  it.each([
    ['/terminal/gilboa', 'TerminalPage'],
    ['/terminal/done', 'TerminalPage'],
    ['/signChecks/abc', 'SignChequesPage'],
    ['/login', 'SignInApp'],
    ['/login?redirect=%2Fcheques', 'SignInApp'],
    ['/accessibility', 'nothing'],
    ['/', 'staff app + DashboardPage'],
    ['/?ws=gilboa', 'staff app + DashboardPage'],
    ['/cheques', 'staff app + ChequesListPage'],
    ['/cheques?status=NEW&q=a.b', 'staff app + ChequesListPage'],
    ['/cheques/sent', 'staff app + ChequesListPage'],
    ['/cheques/archive', 'staff app + ChequesListPage'],
    ['/cheques/view/c100', 'staff app + ChequeViewPage'],
    ['/cheques/new', 'staff app'],
    ['/chequesx', 'staff app'],
    ['/login/reset-password', 'staff app'],
    ['/loginx', 'staff app'],
    ['/paymentsuccess', 'staff app'],
    ['/deposits?from=2026-01-01', 'staff app'],
    ['/invitation/abc', 'staff app'],
    // The backend's and the build's files get no header.
    ['/api/user', 'no header'],
    ['/api', 'no header'],
    ['/api?x=1', 'no header'],
    ['/assets/App-abc.js', 'no header'],
    ['/favicon.svg', 'no header'],
  ])('%s: %s', (address, expected) => {
    expect(named(address)).toBe(expected);
  });
});

describe("chunkGroupProblems: each landing page's chunk group as built", () => {
  const groupChunk = (name: 'payer' | 'signIn', leaveOut?: string) =>
    chunk(`assets/${name}-Ab1_x.js`, LANDING_FILES[name].chunk!.files.filter((file) => file !== leaveOut).map((file) => `${root}/${file}`));
  const built = (...chunks: ReturnType<typeof chunk>[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

  it('finds nothing wrong when each group is a file holding all its modules', () => {
    expect(chunkGroupProblems(built(groupChunk('payer'), groupChunk('signIn')), root)).toEqual([]);
  });

  it('names a module that left its group (renamed, moved or no longer imported)', () => {
    const problems = chunkGroupProblems(built(groupChunk('payer', 'src/api/terminalCalls.ts'), groupChunk('signIn')), root);
    expect(problems).toEqual(['chunk group payer: src/api/terminalCalls.ts is not in assets/payer-Ab1_x.js']);
  });

  it('names a group the build made no file of', () => {
    expect(chunkGroupProblems(built(groupChunk('payer')), root)).toEqual(['chunk group signIn: no file signIn-*.js in the build']);
  });
});

describe('entryImportsPreloadNothing: what Vite\'s helper preloads for an import', () => {
  // Every page has the entry, its sheet, the runtime, React DOM and the texts' module already.
  const loaded = ['assets/rolldown-runtime-a1.js', 'assets/index-weT916tT.js', 'assets/index-B-8O5rcQ.css', 'assets/i18n-BanE2O1w.js', 'assets/reactDom-COPK_1mn.js'];
  const needed = ['assets/frame-b2.js', 'assets/screenParts-C1.css', 'assets/staff-Dm2.js', 'assets/i18nInstance-x1.js'];
  const deps = [...loaded, ...needed];
  it.each([
    ['the entry importing the signer\'s page', 'assets/SignChequesPage-DUgvlEw9.js', 'assets/index-weT916tT.js', 'js', []],
    ['the entry importing the texts', 'assets/i18n-BanE2O1w.js', 'assets/index-weT916tT.js', 'js', []],
    ['the entry importing the staff app (nginx names its files)', 'assets/App-CjGvdNVF.js', 'assets/index-weT916tT.js', 'js', []],
    ['the entry importing the card payment\'s thank-you page', 'assets/PaymentSuccessPage-C00mfPng.js', 'assets/index-weT916tT.js', 'js', needed],
    ['a lazy staff screen imported by the router', 'assets/ChequesListPage-BWl4tuvX.js', 'assets/App-CjGvdNVF.js', 'js', needed],
    ['index.html (not a chunk named index-): all its files', 'assets/index-weT916tT.js', '/work/main/index.html', 'html', deps],
  ] as const)('%s', (_name, filename, hostId, hostType, expected) => {
    expect(entryImportsPreloadNothing(filename, deps, { hostId, hostType })).toEqual(expected);
  });
});

describe('chunkFileName / assetFileName: which built files keep their name', () => {
  it.each([
    ['a landing group the build checks by name', 'payer', 'assets/[name]-[hash].js'],
    ['the sign-in group', 'signIn', 'assets/[name]-[hash].js'],
    ['the staff app (its own preload list)', 'App', 'assets/[name]-[hash].js'],
    ['the texts (always loaded)', 'i18n', 'assets/[name]-[hash].js'],
    ['React DOM (always loaded)', 'reactDom', 'assets/[name]-[hash].js'],
    ['a screen', 'NotFoundPage', 'assets/[name]-[hash].js'],
    ['a shared group', 'signedIn', 'assets/[hash].js'],
    ['a library chunk', 'hooks', 'assets/[hash].js'],
    ['a name ending in page but not a screen', 'homepage', 'assets/[hash].js'],
  ])('%s: %s', (_what, name, expected) => {
    expect(chunkFileName({ name })).toBe(expected);
  });

  it.each([
    ['a shared sheet', ['kit.css'], 'assets/[hash][extname]'],
    ["the entry's sheet", ['index.css'], 'assets/[name]-[hash][extname]'],
    ['a font', ['heebo-hebrew-400-normal.woff2'], 'assets/[name]-[hash][extname]'],
    ['an image', ['logo.svg'], 'assets/[name]-[hash][extname]'],
  ])('%s: %s', (_what, names, expected) => {
    expect(assetFileName({ names })).toBe(expected);
  });
});
