import { readFile } from 'node:fs/promises';
import { test, expect, expectAxeClean, signInToGilboa } from './fixtures';

// Buying credits end to end: the mock plays the card company's page and returns to /paymentsuccess,
// as the real one does, so the receipt, the balance and the charge history are seen as a buyer sees them.
test('buy credits: the card page pays, /paymentsuccess shows the receipt, the balance rises, the charge history and its CSV have the IN row', async ({ page }) => {
  await signInToGilboa(page);
  await page.getByRole('link', { name: 'קרדיטים', exact: true }).click();
  // The unfoldable sidebar opens under the pointer: move it back over the content.
  await page.mouse.move(10, 400);
  await expect(page.getByRole('heading', { level: 1, name: 'רכישת קרדיטים' })).toBeVisible();
  const balance = page.getByText(/^יתרה: \d+ קרדיטים$/);
  const before = Number(/\d+/.exec((await balance.textContent()) ?? '')![0]);
  await page.getByRole('radio', { name: '100 קרדיטים' }).check();
  await expectAxeClean(page, '/credits');
  await page.getByRole('button', { name: 'מעבר לתשלום' }).click();

  await expect(page.getByRole('heading', { name: 'תשלום בכרטיס אשראי (הדגמה)' })).toBeVisible();
  await page.getByRole('button', { name: /^תשלום/ }).click();

  await expect(page).toHaveURL(/\/paymentsuccess\?order=/);
  await expect(page.getByRole('heading', { name: 'התשלום התקבל' })).toBeVisible();
  const receipt = (await page.locator('bdi.fw-bold').textContent())!.trim();
  expect(receipt).toMatch(/^\d+$/);
  await expect(page.getByText(`יתרה: ${before + 100} קרדיטים`)).toBeVisible();
  await expect(page.getByText('הקבלה תישלח לכתובת הדוא״ל שלך בתוך כמה שעות.')).toBeVisible();
  await expectAxeClean(page, '/paymentsuccess');

  await page.getByRole('link', { name: 'להיסטוריית החיובים' }).click();
  const row = page.getByRole('row').filter({ hasText: receipt });
  await expect(row).toContainText('זיכוי (נכנס)');
  await expect(row).toContainText('+100');
  await expectAxeClean(page, '/credits/charges');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'הורדת CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('charges-gilboa-trade.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(`IN,100,רכישת 100 קרדיטים,212.40,${receipt}`);
});
