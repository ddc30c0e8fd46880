import { readFile } from 'node:fs/promises';
import { test, expect, expectAxeClean, openFromMenu, signInToGilboa } from './fixtures';

// A cheque's whole life at the office in one go: scan, fill in, tag, comment, deposit, find it by its
// new status in the list, and find it in the CSV. Each step reads what the one before left behind,
// which separate tests would not see.
test('staff scan a cheque, tag and comment it, deposit it, then find it in the list and the CSV', async ({ page }) => {
  test.setTimeout(150_000);
  await signInToGilboa(page);

  // Scan and fill in.
  await page.locator('#main-content').getByRole('link', { name: 'סריקת צ׳ק חדש' }).click();
  await page.getByLabel('צד קדמי').setInputFiles('e2e/assets/sample-cheque-front.jpg');
  await expect(page.getByLabel('שורת MICR')).toHaveValue('008012512614228471');
  await page.getByLabel('צד אחורי').setInputFiles('e2e/assets/sample-cheque-rear.jpg');
  // Due ten days ago: past its date and well within its six months, so the cheque law lets it go now.
  const due = new Date(Date.now() - 10 * 86_400_000);
  await page.getByLabel('תאריך פירעון').fill(`${String(due.getDate()).padStart(2, '0')}-${String(due.getMonth() + 1).padStart(2, '0')}-${due.getFullYear()}`);
  await page.getByLabel('שם המוטב').fill('גלבוע סחר');
  await expect(page.getByText('פרטי הבנק תקינים: בנק הפועלים')).toBeVisible();
  await page.getByRole('button', { name: 'שמירת הצ׳ק' }).click();
  await expect(page.getByRole('heading', { name: 'צ׳ק מס׳ 0080125' })).toBeVisible();

  // Tag and comment.
  await page.getByLabel('הוספת תגית').selectOption({ label: 'ספקים' });
  await page.getByRole('button', { name: 'הוספה', exact: true }).click();
  await expect(page.getByRole('button', { name: 'הסרת התגית ספקים' })).toBeVisible();
  await page.getByLabel('הערה חדשה').fill('להפקיד היום');
  await page.getByRole('button', { name: 'הוספת הערה' }).click();
  await expect(page.locator('.comment-list').getByText('להפקיד היום')).toBeVisible();

  // Deposit: the due date has passed, so it goes now.
  await page.getByRole('tab', { name: 'הפקדה' }).click();
  const deposit = page.waitForRequest((r) => r.url().endsWith('/api/check/action'));
  await page.getByRole('button', { name: 'הפקדה', exact: true }).click();
  expect((await deposit).postDataJSON()).toMatchObject({ isTransaction: false, action: 'deposit' });
  // On a bank business day it goes in at once; on a Friday, a Saturday or a holiday it waits for the
  // next business day (the bank calendar), so the status depends on the day the journey runs.
  const STATUS_OF: Record<string, string> = { 'הפקדה בתהליך': 'PROCESSING_DEPOSIT', 'ממתין להפקדה': 'AWAITING_DEPOSIT' };
  const badge = page.getByRole('region', { name: 'תקציר הצ׳ק' }).locator('.cheque-stage__status');
  await expect(badge).toHaveText(/^(הפקדה בתהליך|ממתין להפקדה)$/);
  const statusText = (await badge.textContent())!.trim();

  // Find it in the list by its new status.
  await openFromMenu(page, 'כל הצ׳קים');
  await page.getByLabel('סטטוס').selectOption(STATUS_OF[statusText]);
  await page.getByLabel('חיפוש').fill('0080125');
  const rows = page.locator('tbody .cheque-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(statusText);
  await expect(rows.first()).toContainText('4,250.00');
  await expectAxeClean(page, 'the deposited cheque in the list');

  // And in the CSV of the same filters.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'הורדת CSV' }).click();
  const bytes = await readFile((await (await downloading).path())!);
  const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^0080125,גלבוע סחר,4250,/);
});
