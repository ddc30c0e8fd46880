import { test, expect, signInToGilboa, switchLanguage } from './fixtures';
import { STAFF } from './staffScreens';
import type { Page } from '@playwright/test';

/** The tops of the home's five stage tiles ("איפה הכסף"), rounded, in the page's order. */
async function tileRows(page: Page): Promise<number[][]> {
  const tiles = page.getByRole('region', { name: 'איפה הכסף' }).getByRole('link');
  await expect(tiles).toHaveCount(5);
  const tops = await tiles.evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
  const rows = new Map<number, number[]>();
  tops.forEach((top, i) => rows.set(top, [...(rows.get(top) ?? []), i]));
  return [...rows.values()];
}

test('the home shows its five stages in one row on a desktop beside the menu, else three and two, every amount whole', async ({ page }) => {
  await signInToGilboa(page);
  await expect(page.getByRole('region', { name: 'איפה הכסף' }).getByText('₪').first()).toBeVisible();
  // 1280 px with the menu open: five side by side (not four and one alone).
  expect(await tileRows(page)).toEqual([[0, 1, 2, 3, 4]]);
  const cut = () =>
    page.locator('.stage-tile__amount').evaluateAll((amounts) => amounts.filter((a) => a.scrollWidth > a.clientWidth || a.getClientRects().length > 1).map((a) => a.textContent));
  expect(await cut()).toEqual([]);
  // A 1024 px laptop, the menu still beside the page: three, then two.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect.poll(() => tileRows(page)).toEqual([[0, 1, 2], [3, 4]]);
  expect(await cut()).toEqual([]);
});

/**
 * Tables wider than their card and not inside a scrolling box of it (TableScroll): they run over the
 * card's edge, or push the page sideways.
 */
async function tablesOutOfTheirCard(page: Page): Promise<string[]> {
  return page.locator('.card table').evaluateAll((tables) =>
    tables
      .filter((table) => {
        const card = table.closest('.card')!;
        for (let box = table.parentElement; box && box !== card; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return false;
        const [inner, outer] = [table.getBoundingClientRect(), card.getBoundingClientRect()];
        return inner.left < outer.left - 1 || inner.right > outer.right + 1;
      })
      .map((table) => table.className),
  );
}

// A 1024 px laptop with the menu open leaves a screen 720 px: the tables of many columns, the
// options beside a table (deposit, printing). In Hebrew and in English (the longest words).
test.describe('at 1024 px with the menu open', () => {
  test.use({ viewport: { width: 1024, height: 768 } });
  test.describe.configure({ timeout: 240_000, mode: 'parallel' });

  for (const [part, screens] of [STAFF.slice(0, 22), STAFF.slice(22)].entries()) {
    test(`staff screens in Hebrew and English, part ${part + 1} of 2: no sideways scroll, no table over its card's edge`, async ({ page }) => {
      await signInToGilboa(page);
      const found: string[] = [];
      const check = async (path: string) => {
        await page.waitForLoadState('networkidle');
        const lang = await page.locator('html').getAttribute('lang');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > 1024) found.push(`${path} (${lang}): scrolls sideways, ${scrollWidth} px`);
        found.push(...(await tablesOutOfTheirCard(page)).map((table) => `${path} (${lang}): table "${table}" over its card's edge`));
      };
      for (const path of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await check(path);
        // The other language, switched in place (the switch keeps it for the next screen).
        await switchLanguage(page, (await page.locator('html').getAttribute('lang')) === 'he' ? 'en' : 'he');
        await check(path);
      }
      expect(found).toEqual([]);
    });
  }
});

// At 1280 px, the usual laptop, with the menu open (976 px of screen): the tables show whole, with no
// sideways scroll inside their card (a sentence of reasons cut at the table's edge, a column out of
// sight: the cheque list's default columns, its next action last), in Hebrew and English.
const TABLE_SCREENS = [
  '/cheques', '/cheques/to-sign', '/returns', '/payers', '/printing', '/deposits/new', '/deposits', '/payments', '/receipts', '/payment-requests',
  '/terminal-transactions', '/credits', '/credits/charges', '/workspace/users', '/settings/bank-accounts',
];
test.describe('at 1280 px with the menu open', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the tables of the money and people screens show whole, in Hebrew and English', async ({ page }) => {
    test.setTimeout(120_000);
    await signInToGilboa(page);
    const found: string[] = [];
    for (const lang of ['he', 'en']) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const path of TABLE_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const scrolled = await page.locator('main .table-responsive, main .cheque-list-scroll').evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => `${box.scrollWidth} px in ${box.clientWidth}`));
        found.push(...scrolled.map((box) => `${path} (${lang}): a table scrolls sideways, ${box}`));
      }
    }
    expect(found).toEqual([]);
  });
});
