import { test, expect, axeFindings, expectNoSideScroll, LANGUAGE_RULES, signInToGilboa, switchLanguage, type Lang } from './fixtures';
import type { Page } from '@playwright/test';
import { STAFF } from './staffScreens';

// Every screen right on a phone, where most payers and signers are, in the three languages: no
// horizontal scroll at 320 and 390 px, no serious or critical axe finding (what the accessibility
// statement claims), and no console error or React warning on the way (the fixture fails on those).
// The screens a staff member opens first and the money lists with their phone cards, checked at
// 320 px as well, in the business workspace whose cheques carry deposit refusals (the others at
// 390 px).
const NARROW_SCREENS = [
  '/', '/cheques', '/cheques?status=NEW', '/cheques/to-sign', '/cheques/view/c905', '/cheques/new', '/cheques/inbox',
  '/deposits/new', '/deposits', '/receipts', '/payments', '/terminal-transactions', '/payment-requests', '/credits/charges',
];
const LINK_PAGES = ['/terminal/gilboa', '/signChecks/demo-sign-link'];
const PUBLIC = [...LINK_PAGES, '/invitation/demo-join', '/login', '/register', '/accessibility'];

// Forty-odd screens with their data in three languages: 1-1.5 min alone, over 3 on a loaded machine.
// The file's tests share nothing (each signs in on its worker's own backend): they run on both
// workers at once, and the staff sweep in three parts, so that no one test holds a worker for the
// whole run while the other waits.
test.describe.configure({ timeout: 360_000, mode: 'parallel' });

/** The staff screens in three parts of about equal length, the first scanning the shared shell too. */
const STAFF_PARTS = [STAFF.slice(0, 15), STAFF.slice(15, 29), STAFF.slice(29)];

/** The next language of the header's (and the link pages') switch: each screen is seen in all three. */
const NEXT = { he: 'en', en: 'ar', ar: 'he' } as const;

/**
 * Opens each screen once and checks it in the three languages, switched on the page with its
 * language buttons: no sideways scroll, and axe, Hebrew under every rule, English and Arabic under
 * the rules that read the texts. The parts every staff screen shares (`shell`: header, menu,
 * footer) are scanned on the first screen of the first part only. The findings of all screens are
 * gathered, then shown at once.
 */
async function sweep(page: Page, screens: readonly string[], shell: readonly string[] = [], scanShell = true): Promise<string[]> {
  const found: string[] = [];
  for (const [index, path] of screens.entries()) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (let step = 0; step < 3; step += 1) {
      const lang = (await page.locator('html').getAttribute('lang')) as Lang;
      const width = page.viewportSize()?.width ?? 0;
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) found.push(`${path} (${lang}): scrolls sideways, ${scrollWidth} px in ${width}`);
      const findings = await axeFindings(page, lang === 'he' ? undefined : LANGUAGE_RULES, index === 0 && scanShell ? [] : shell);
      found.push(...findings.map((finding) => `${path} (${lang}): ${finding}`));
      if (step === 2) break;
      await switchLanguage(page, NEXT[lang]);
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
  }
  return found;
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  for (const [part, screens] of STAFF_PARTS.entries()) {
    test(`staff screens in Hebrew, English and Arabic, part ${part + 1} of ${STAFF_PARTS.length}: no sideways scroll, no axe finding`, async ({ page }) => {
      await signInToGilboa(page);
      expect(await sweep(page, screens, ['header', '.sidebar', 'footer'], part === 0), 'sideways scroll and axe findings').toEqual([]);
    });
  }
});

// At 320 px, WCAG 1.4.10's reflow width (a 1280 px window at 400 % zoom), which the accessibility
// statement promises: the staff's first screens in English (the longest words), the link pages in
// the three languages.
test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 }, isMobile: true, hasTouch: true });

  test('staff screens in English do not scroll sideways', async ({ page }) => {
    await signInToGilboa(page);
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { name: 'Hello דנה' })).toBeVisible();
    for (const path of NARROW_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSideScroll(page, path);
    }
  });

  test('payer, signer and invitation pages in Hebrew, English and Arabic: no sideways scroll, no axe finding', async ({ page }) => {
    expect(await sweep(page, PUBLIC), 'sideways scroll and axe findings').toEqual([]);
  });
});

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

test.describe('moving between screens on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a cheque opened from far down the home starts at its top', async ({ page }) => {
    await signInToGilboa(page);
    await page.waitForLoadState('networkidle');
    const lastCheque = page.locator('main a[href^="/cheques/view/"]').last();
    await expect(lastCheque).toBeVisible();
    // (The home draws its lists in steps: a link found now may be drawn again a moment later.)
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    }).toPass();
    await lastCheque.click();
    await expect(page).toHaveURL(/\/cheques\/view\//);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
