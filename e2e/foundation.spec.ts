import { test, expect, expectAxeClean, signIn, OWNER } from './fixtures';

test.describe('foundation journeys', () => {
  test('a first visit is Hebrew, right to left, and leads to sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByRole('heading', { name: 'התחברות' })).toBeVisible();
    await expectAxeClean(page, 'login');
  });

  test('signing in shows the dashboard of the active workspace, and the sidebar', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
    await expect(page.getByText('סביבת העבודה הפעילה: דנה כהן (פרטי)')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'ניווט ראשי' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'לוח בקרה' })).toBeVisible();
    await expectAxeClean(page, 'dashboard');
  });

  test('the sign-in page comes without the staff app, which starts in place once signed in and stays signed in', async ({ page }) => {
    const assets: string[] = [];
    page.on('request', (r) => assets.push(new URL(r.url()).pathname));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'התחברות' })).toBeVisible();
    // /login stays light for a phone: no kit and no staff app before the form is used (the first
    // focus fetches them).
    expect(assets.filter((path) => /\/assets\/(kit|App)-/.test(path))).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await signIn(page, OWNER);
    await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'ניווט ראשי' })).toBeVisible();
    // The same page: the staff app started in the sign-in's place, no reload.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
  });

  test('a user of two workspaces switches between them, by keyboard too', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, OWNER);
    await expect(page.getByText('סביבת העבודה הפעילה: דנה כהן (פרטי)')).toBeVisible();
    const switcher = page.getByRole('button', { name: 'החלפת סביבת עבודה' });
    await switcher.click();
    await expect(page.getByRole('menu', { name: 'החלפת סביבת עבודה' })).toBeVisible();
    await expectAxeClean(page, 'workspace menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(switcher).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'גלבוע סחר בע״מ' })).toBeFocused();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(`${r.method()} ${new URL(r.url()).pathname}`));
    await page.keyboard.press('Enter');
    await expect(page.getByText('סביבת העבודה הפעילה: גלבוע סחר בע״מ')).toBeVisible();
    await expect.poll(() => requests).toContain('GET /api/check/workspace/gilboa-trade');
    await page.reload();
    await expect(page.getByText('סביבת העבודה הפעילה: גלבוע סחר בע״מ')).toBeVisible();
  });

  test('switching to English turns the page left to right, and back', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signIn(page, OWNER);
    await expect(page.getByRole('heading', { name: 'Hello דנה' })).toBeVisible();
    await expectAxeClean(page, 'dashboard in English');
    await page.getByRole('button', { name: 'עברית' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
  });

  test('a session that expires mid-way lands on login with redirect, and signing in returns there', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, OWNER);
    await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
    await page.goto('/settings/user?tab=1');
    await page.request.post('/api/__dev/expire-sessions');
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Fuser%3Ftab%3D1$/);
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/\/settings\/user\?tab=1$/);
  });

  test('a redirect to another host goes home instead', async ({ page }) => {
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fx');
    await signIn(page, OWNER);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('unknown paths show the home page; /404 and /500 have their own pages', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: 'הדף לא נמצא' })).toBeVisible();
    await expectAxeClean(page, '404');
    await page.goto('/500');
    await expect(page.getByRole('heading', { name: 'שגיאת שרת' })).toBeVisible();
  });

  test('corrupt data under the storage key root does not stop the app', async ({ page }) => {
    await page.goto('/404');
    await page.evaluate(() => localStorage.setItem('persist:root', '{not json'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'התחברות' })).toBeVisible();
  });

  test.describe('after a redeploy', () => {
    // The missing chunk is provoked on purpose: its error in the console is expected.
    test.use({ consoleAllowed: [/ChunkLoadError|chunk-load-failed/] });
    test('a screen chunk missing after a redeploy shows a load error with a retry', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'התחברות' })).toBeVisible();
      const chunk = /\/assets\/NotFoundPage-[\w-]+\.js$/;
      await page.route(chunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.evaluate(() => {
        window.history.pushState({}, '', '/404');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { name: 'המסך לא נטען' })).toBeVisible();
      await page.unroute(chunk);
      await page.getByRole('button', { name: 'ניסיון נוסף' }).click();
      await expect(page.getByRole('heading', { name: 'הדף לא נמצא' })).toBeVisible();
    });
  });
});
