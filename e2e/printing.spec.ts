import { test, expect, expectAxeClean, signInToGilboa } from './fixtures';

// Print two cheques and look at the preview in print media: what the printer gets (one cheque per
// page) differs from what the screen shows, and only a browser lays it out.
test('print two cheques: one request, a preview of each, one cheque per page in print', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await signInToGilboa(page);
  await page.getByRole('link', { name: 'הדפסת צ׳קים', exact: true }).click();
  // The unfoldable sidebar opens under the pointer: move it back over the content.
  await page.mouse.move(10, 400);
  await expect(page.getByRole('heading', { level: 1, name: 'הדפסת צ׳קים' })).toBeVisible();
  // The cheques that may be printed (a stale one keeps its row, its box disabled).
  const boxes = page.getByRole('table', { name: 'צ׳קים להדפסה' }).locator('tbody input[type=checkbox]:enabled');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expectAxeClean(page, '/printing');
  const actions: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/check/action')) actions.push(r.postData() ?? '');
  });
  await page.getByRole('button', { name: 'הדפסת שני הצ׳קים' }).click();
  await expect(page.getByRole('heading', { name: 'שני צ׳קים נשלחו להדפסה' })).toBeVisible();
  expect(actions).toHaveLength(1);
  expect(JSON.parse(actions[0])).toMatchObject({ action: 'print', bankAccount: 'a1', dataToUpdate: { printerKeyId: 'pk-office', paper: 'a4' } });
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').first()).toContainText('שקלים');
  await expectAxeClean(page, 'print preview');

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'הדפסה מהדפדפן' })).toBeHidden();
  await page.screenshot({ path: '.tmp/printing-preview-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});
