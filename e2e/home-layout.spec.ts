import { test, expect, signInToGilboa } from './fixtures';
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
