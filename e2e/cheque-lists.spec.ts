import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, expectAxeClean, layoutShiftSinceLoad, openFromMenu, signInToGilboa } from './fixtures';


const rows = (page: Page) => page.locator('tbody .cheque-row');
const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
};

test.describe('cheque lists', () => {
  test('staff filter, search, sort, download the CSV and act on two cheques', async ({ page }) => {
    test.setTimeout(150_000);
    await signInToGilboa(page);
    await openFromMenu(page, 'כל הצ׳קים');
    await expect(page.getByRole('heading', { name: 'כל הצ׳קים' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expectAxeClean(page, 'all cheques');

    await page.getByLabel('סטטוס').selectOption('ALL_SENT');
    await expect(page).toHaveURL(/status=ALL_SENT/);
    await expect(rows(page)).toHaveCount(4);
    await page.getByLabel('פירעון מתאריך').fill(today());
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
    await page.getByLabel('חיפוש').fill('אורית');
    await expect(page).toHaveURL(/q=/);
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'סכום' }).click();
    await expect(page.getByRole('columnheader', { name: /סכום/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page).first()).toContainText('5000902');
    await page.getByRole('button', { name: 'סכום' }).click();
    await expect(rows(page).first()).toContainText('5000903');

    // A reload keeps every filter (they live in the URL).
    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByLabel('חיפוש')).toHaveValue('אורית');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'הורדת CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('cheques-gilboa-trade.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toContain('מספר צ׳ק,מוטב,סכום');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^5000903,אורית גולן,52000,/);
    expect(lines[2]).toMatch(/^5000902,אורית גולן,760,/);

    await page.getByLabel('בחירת צ׳ק 5000902 אורית גולן').check();
    await page.getByLabel('בחירת צ׳ק 5000903 אורית גולן').check();
    await expect(page.getByRole('toolbar')).toContainText('נבחרו 2 צ׳קים');
    await page.getByRole('button', { name: 'סימון כנדחה' }).click();
    const dialog = page.getByRole('dialog', { name: 'לסמן 2 צ׳קים כנדחים?' });
    await expect(page.locator('.modal.show')).toBeVisible();
    await expectAxeClean(page, 'confirm reject');
    await dialog.getByRole('button', { name: 'סימון כנדחה' }).click();
    await expect(page.getByText('2 צ׳קים סומנו כנדחים.')).toBeVisible();
    await expect(page.getByText('אין צ׳קים שמתאימים לסינון. נסו לשנות או לנקות את הסינון.')).toBeVisible();

    await openFromMenu(page, 'ארכיון');
    // The menu keeps the list in sight until the archive's data is in: search once it is shown.
    await expect(page.getByRole('heading', { name: 'ארכיון' })).toBeVisible();
    await page.getByLabel('חיפוש').fill('5000902');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('נדחה');
    await page.goBack();
    await expect(page).toHaveURL(/\/cheques\?/);
    await expectAxeClean(page, 'archive');
  });

  test('delivery details for selected cheques, and the refusal in words', async ({ page }) => {
    await signInToGilboa(page);
    await page.goto('/cheques?q=%D7%90%D7%95%D7%A8%D7%99%D7%AA&sort=checkNumber&order=asc');
    await page.getByLabel('בחירת צ׳ק 5000901 אורית גולן').check();
    await page.getByRole('button', { name: 'פרטי משלוח' }).click();
    await expect(page).toHaveURL(/\/checks\/delivery\?ids=c901$/);
    // Already at the bank: refused before anything is sent, with the reason beside the cheque.
    await expect(page.getByText('הצ׳ק כבר בדרך: אי אפשר לשנות את פרטי המשלוח.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'שמירת פרטי המשלוח' })).toBeDisabled();
    await expect(page.getByText('אף אחד מהצ׳קים שנבחרו לא יכול להישלח.')).toBeVisible();
    await expectAxeClean(page, 'delivery refused');

    await page.goto('/checks/delivery?ids=c902');
    await page.getByLabel('שיטת משלוח').selectOption('PICKUP');
    await page.getByRole('button', { name: 'שמירת פרטי המשלוח' }).click();
    await expect(page.getByText('פרטי המשלוח נשמרו.')).toBeVisible();
  });

  test('wheel steps show the rows in view in the frame they scroll into, small steps and large', async ({ page }) => {
    await signInToGilboa(page);
    await openFromMenu(page, 'כל הצ׳קים');
    await expect(rows(page).first()).toBeVisible();
    const box = page.locator('.cheque-list-scroll');
    // In the first animation frame after each scroll (before it is painted): the rows cover the
    // view below the header, and each has its cheque's link.
    await box.evaluate((el) => {
      const seen = { frames: 0, blank: 0, empty: 0 };
      (window as unknown as { __rowsSeen: typeof seen }).__rowsSeen = seen;
      const look = () => {
        const view = el.getBoundingClientRect();
        const top = view.top + (el.querySelector('thead')?.getBoundingClientRect().height ?? 0);
        const inView = [...el.querySelectorAll('tbody .cheque-row')].filter((row) => {
          const r = row.getBoundingClientRect();
          return r.bottom > top && r.top < view.bottom;
        });
        const covered = inView.reduce((sum, row) => {
          const r = row.getBoundingClientRect();
          return sum + Math.min(r.bottom, view.bottom) - Math.max(r.top, top);
        }, 0);
        seen.frames += 1;
        if (view.bottom - top - covered > 2) seen.blank += 1;
        if (inView.some((row) => !row.querySelector('a[aria-label]')?.textContent)) seen.empty += 1;
      };
      el.addEventListener('scroll', () => requestAnimationFrame(look));
    });
    const { x, y, width, height } = (await box.boundingBox())!;
    await page.mouse.move(x + width / 2, y + height / 2);
    for (const delta of [100, 100, 50, 100, 800, 100, 800, -800, -100]) {
      await page.mouse.wheel(0, delta);
      await page.waitForTimeout(50);
    }
    const seen = await page.evaluate(() => (window as unknown as { __rowsSeen: { frames: number; blank: number; empty: number } }).__rowsSeen);
    expect(seen.frames).toBeGreaterThan(5);
    expect(seen).toEqual({ frames: seen.frames, blank: 0, empty: 0 });
  });

  test('on a phone the list is cards, still selectable and sortable; the list and a cheque load without jumping', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToGilboa(page);
    // Loaded as a bookmark: the counts come under the title, the cards below, the footer out of
    // sight; a cheque's picture takes its room before it has come.
    await page.goto('/cheques');
    await expect(page.getByText(/^\d+ צ׳קים ·/)).toBeVisible();
    await expect(page.locator('.cheque-card').first()).toBeVisible();
    expect(await layoutShiftSinceLoad(page)).toBeLessThan(0.02);
    await page.goto('/cheques/view/c100');
    await expect(page.getByRole('img', { name: /1000100/ }).first()).toBeVisible();
    expect(await layoutShiftSinceLoad(page)).toBeLessThan(0.02);
    await page.goto('/cheques/inbox');
    await expect(page.getByRole('heading', { name: 'תיבת דואר נכנס' })).toBeVisible();
    await expect(page.locator('.cheque-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'סינון ומיון' }).click();
    await page.getByLabel('מיון לפי').selectOption('amount');
    await expect(page).toHaveURL(/sort=amount/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAxeClean(page, 'inbox on a phone');
  });
});
