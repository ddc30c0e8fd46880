import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, signIn, OWNER } from './fixtures';

// The build as it ships: dist/ carries no development code, and nginx serves it with
// the production headers. Runs against nginx only (playwright.prod.config.ts).

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const textFiles = () => filesUnder('dist').filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f));

test.describe('the production build', () => {
  test('has no mock service worker, no demo password, no dev calls and no mock data', () => {
    expect(existsSync('dist/index.html'), 'run the build first').toBe(true);
    expect(filesUnder('dist').filter((f) => /mockServiceWorker|\.map$/.test(f))).toEqual([]);
    const forbidden = ['Demo1234!', '/api/__dev', 'mockServiceWorker', '@demo.co.il', 'dev/outbox', 'mswjs', '[MSW]'];
    const found = textFiles().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden.filter((word) => text.includes(word)).map((word) => `${word} in ${file}`);
    });
    expect(found).toEqual([]);
  });

  test('every text file has its brotli and gzip copies, and nginx sends them', async ({ request }) => {
    const big = textFiles().filter((f) => statSync(f).size >= 512);
    expect(big.filter((f) => !existsSync(`${f}.br`) || !existsSync(`${f}.gz`))).toEqual([]);
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))![1];
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      const reply = await request.get(entry, { headers: { 'Accept-Encoding': encoding } });
      expect(reply.headers()['content-encoding']).toBe(encoding);
      expect(Number(reply.headers()['content-length'])).toBe(statSync(`dist${entry}${suffix}`).size);
    }
  });

  test('nginx: SPA fallback, caching and the security headers', async ({ request }) => {
    const page = await request.get('/signChecks/some-hash');
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const headers = page.headers();
    expect(headers['cache-control']).toBe('no-store');
    const csp = headers['content-security-policy'];
    // playwright.prod.config.ts names a storage host: uploads go there and logos are shown from there.
    const storage = process.env.UPLOAD_ORIGIN ? ` ${process.env.UPLOAD_ORIGIN}` : '';
    for (const directive of [
      "script-src 'self';",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "require-trusted-types-for 'script'",
      `connect-src 'self' https://data.gov.il${storage};`,
      `img-src 'self' data: blob:${storage};`,
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))![1];
    expect((await request.get(entry)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A chunk that is not there is a 404, never the app's HTML.
    expect((await request.get('/assets/gone-abc123.js')).status()).toBe(404);
    // /api goes to the backend: a staff call without a session is refused there.
    expect((await request.get('/api/workspace/all')).status()).toBe(401);
  });

  test("nginx names a page's first files in its first reply: a link page's, the staff app's and its main screens'", async ({ request, page }) => {
    for (const [address, pageChunk] of [
      ['/terminal/gilboa', /\/assets\/payer-[\w-]+\.js>; rel=modulepreload/],
      ['/terminal/transaction/session/gilboa/tx1/s1', /\/assets\/payer-[\w-]+\.js>; rel=modulepreload/],
      ['/signChecks/demo-sign-link', /\/assets\/SignChequesPage-[\w-]+\.js>; rel=modulepreload/],
      ['/login?redirect=%2Fcheques', /\/assets\/signIn-[\w-]+\.js>; rel=modulepreload/],
      ['/', /\/assets\/DashboardPage-[\w-]+\.js>; rel=modulepreload/],
      ['/cheques?status=NEW', /\/assets\/ChequesListPage-[\w-]+\.js>; rel=modulepreload/],
      ['/cheques/view/c100', /\/assets\/ChequeViewPage-[\w-]+\.js>; rel=modulepreload/],
      ['/login/reset-password', /\/assets\/App-[\w-]+\.js>; rel=modulepreload/],
      ['/deposits', /\/assets\/App-[\w-]+\.js>; rel=modulepreload/],
    ] as const) {
      const link = (await request.get(address)).headers().link ?? '';
      expect(link, address).toMatch(pageChunk);
      // index.html's render-blocking sheet first.
      expect(link, address).toMatch(/^<\/assets\/index-[\w-]+\.css>; rel=preload; as=style; crossorigin, /);
      // Every file named is in the build, and none is named twice.
      const files = [...link.matchAll(/<(\/assets\/[^>]+)>/g)].map((m) => m[1]);
      expect(files.filter((file) => !existsSync(`dist${file}`)), address).toEqual([]);
      expect(new Set(files).size).toBe(files.length);
    }
    // The staff app's screens other than the main three: the app's files, not a screen's.
    expect((await request.get('/deposits')).headers().link).not.toMatch(/Page-/);
    // The accessibility statement (a link page without named files), the backend, the build's files: none.
    for (const address of ['/accessibility', '/favicon.svg']) expect((await request.get(address)).headers().link, address).toBeUndefined();
    expect((await request.get('/api/workspace/all')).headers().link).toBeUndefined();
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync('dist/index.html', 'utf8'))![1];
    expect((await request.get(entry)).headers().link).toBeUndefined();

    // The page uses what was named: the browser asks for no file twice, and says nothing of an unused preload.
    const asked: string[] = [];
    const warnings: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto('/terminal/gilboa');
    await expect(page.getByRole('button', { name: /צילום חזית/ })).toBeVisible();
    await page.waitForTimeout(3500);
    const assets = asked.filter((path) => path.startsWith('/assets/'));
    expect(assets.filter((path, i) => assets.indexOf(path) !== i)).toEqual([]);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);

    // A staff screen's address, signed out: the staff app sends the visitor to sign in; the screen's
    // files named (kept for after the sign-in) are asked once, and none is said to be unused.
    asked.length = 0;
    await page.goto('/cheques/view/c100');
    await expect(page.getByRole('button', { name: /^התחברות$/ })).toBeVisible();
    await page.waitForTimeout(3500);
    const staffAssets = asked.filter((path) => path.startsWith('/assets/'));
    expect(staffAssets.some((path) => /ChequeViewPage-/.test(path))).toBe(true);
    expect(staffAssets.filter((path, i) => staffAssets.indexOf(path) !== i)).toEqual([]);
    expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
  });

  test('Redux DevTools are not connected, even when the extension is there', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__devtoolsCalls = 0;
      w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args: unknown[]) => {
        w.__devtoolsCalls = Number(w.__devtoolsCalls) + 1;
        // Behaves as compose() so that the app still starts if it (wrongly) calls it.
        const fns = (args.length === 1 && typeof args[0] === 'object' ? [] : args) as Array<(x: unknown) => unknown>;
        return fns.length ? (x: unknown) => fns.reduceRight((acc, f) => f(acc), x) : (x: unknown) => x;
      };
    });
    await page.goto('/login');
    await signIn(page, OWNER);
    await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __devtoolsCalls: number }).__devtoolsCalls)).toBe(0);
  });
});
