import { test, expect, expectNoSideScroll, signInToGilboa } from './fixtures';

// Every screen right on a phone, where most payers and signers are: no horizontal scroll at 320 and 390 px, in Hebrew and
// English, and no console error or React warning on the way (the fixture fails on those).
const STAFF = ['/', '/cheques', '/cheques?status=NEW', '/cheques/to-sign', '/cheques/view/c905', '/cheques/new', '/cheques/inbox'];
const PUBLIC = ['/terminal/gilboa', '/signChecks/demo-sign-link', '/invitation/demo-join', '/login', '/register', '/accessibility'];

// Seven screens with their data on a loaded machine: more than the default minute.
test.describe.configure({ timeout: 180_000 });

// Each width with each language, each sweep once: what does not scroll at 320 px in one language
// is checked at 390 px in the other (four sweeps instead of eight). 320 px is WCAG 1.4.10's reflow
// width (a 1280 px window at 400 % zoom), which the accessibility statement promises.
const SWEEPS = [
  { screens: 'staff', lang: 'he', width: 390 },
  { screens: 'staff', lang: 'en', width: 320 },
  { screens: 'public', lang: 'he', width: 320 },
  { screens: 'public', lang: 'en', width: 390 },
] as const;

for (const { screens, lang, width } of SWEEPS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    if (screens === 'staff') {
      test(`staff screens in ${lang} do not scroll sideways`, async ({ page }) => {
        await page.goto('/login');
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        if (lang === 'en') {
          await page.reload();
          await page.getByLabel('E-mail').fill('owner@demo.co.il');
          await page.getByLabel('Password').fill('Demo1234!');
          await page.getByRole('button', { name: 'Sign in' }).click();
          await expect(page.getByRole('heading', { name: 'Hello דנה' })).toBeVisible();
        } else {
          await signInToGilboa(page);
        }
        for (const path of STAFF) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoSideScroll(page, path);
        }
      });
    } else {
      test(`payer, signer and invitation pages in ${lang} do not scroll sideways`, async ({ page }) => {
        await page.goto('/login');
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        for (const path of PUBLIC) {
          await page.goto(path);
          await expect(page.getByRole('heading').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoSideScroll(page, path);
        }
      });
    }
  });
}

test.describe('the menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('stays closed when the language changes, and opens and closes from the header', async ({ page }) => {
    await signInToGilboa(page);
    const menu = page.locator('aside.sidebar');
    const inView = () => menu.evaluate((el) => { const r = el.getBoundingClientRect(); return r.right > 0 && r.left < window.innerWidth; });
    await expect(page.getByRole('button', { name: 'פתיחה או סגירה של התפריט' })).toHaveAttribute('aria-expanded', 'false');
    // Right to left, then left to right: the hidden menu changes sides without opening.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.waitForTimeout(800);
    expect(await inView()).toBe(false);
    await expect(page.locator('.sidebar-backdrop.show')).toHaveCount(0);
    await page.getByRole('button', { name: 'עברית' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForTimeout(800);
    expect(await inView()).toBe(false);
    // The header's button opens it; a tap outside closes it.
    const toggle = page.getByRole('button', { name: 'פתיחה או סגירה של התפריט' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(inView).toBe(true);
    await page.mouse.click(40, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(inView).toBe(false);
  });
});
