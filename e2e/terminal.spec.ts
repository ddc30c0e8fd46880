import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { test, expect, expectAxeClean, expectTextZoomKeepsAll, tabTo, uploadChequePhoto } from './fixtures';

const cheque = (n: number) => fileURLToPath(new URL(`./assets/terminal-cheque-${n}.jpg`, import.meta.url));

// A payer on a phone: touch, one thumb, never signed in.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function photograph(page: Page, button: RegExp, file: string) {
  // The live camera is the first way in (e2e/terminal-camera.spec.ts); these journeys upload a photo.
  await expect(page.getByRole('button', { name: button })).toBeVisible();
  await uploadChequePhoto(page, file);
}

// The first cheque with the keyboard alone (the accessibility statement's claim: tabTo shows every
// focus on the way), the second by touch.
test('a payer scans two cheques at gilboa (the first with the keyboard alone) and lands on its thank-you address', async ({ page }) => {
  await page.route('https://example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<html lang="en"><title>Thanks</title><h1>Shop thanks you</h1></html>' }),
  );
  await page.goto('/terminal/gilboa');
  await expect(page.getByText('קופה ראשית')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'תשלום בצ׳ק' })).toBeVisible();
  await expectAxeClean(page, '/terminal/gilboa');
  await expect(page.getByRole('link', { name: /^הצהרת נגישות/ })).toHaveAttribute('href', '/accessibility');
  await expectTextZoomKeepsAll(page);
  // In English too (the other journeys scan it in Hebrew).
  await tabTo(page, page.getByRole('button', { name: 'English' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by cheque' })).toBeVisible();
  await expectAxeClean(page, '/terminal/gilboa (en)');
  await page.getByRole('button', { name: 'עברית' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'תשלום בצ׳ק' })).toBeVisible();

  await tabTo(page, page.getByLabel(/^שם המשלם/));
  await page.keyboard.type('משה כהן');
  await tabTo(page, page.getByLabel(/^דוא״ל לאישור/));
  await page.keyboard.type('moshe@example.com');
  // Waited for before the Tab presses, not just before Enter: Playwright turns the interception of
  // file choosers on when the first waiter comes, and a key press sent at once could overtake that
  // (the picker then opened uncaught: the journey once waited 60 s for it).
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.getByRole('button', { name: 'העלאת תמונה במקום' }));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(cheque(1));
  await expect(page.getByRole('img', { name: /הצ׳ק שזוהה/ })).toBeVisible();
  await tabTo(page, page.getByLabel(/סכום הצ׳ק/));
  await page.keyboard.type('1,250');
  await tabTo(page, page.getByLabel(/תאריך הצ׳ק/));
  await page.keyboard.type('15/03/2026');
  await expectAxeClean(page, 'review of cheque 1');
  await tabTo(page, page.getByRole('button', { name: 'אישור והוספה' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'צ׳ק אחד מוכן לשליחה' })).toBeVisible();

  await photograph(page, /צילום חזית הצ׳ק/, cheque(2));
  await page.getByLabel(/סכום הצ׳ק/).fill('2500');
  await page.getByLabel(/תאריך הצ׳ק/).fill('01-04-2026');
  await page.getByRole('button', { name: 'אישור והוספה' }).tap();
  await expect(page.getByRole('heading', { name: '2 צ׳קים מוכנים לשליחה' })).toBeVisible();
  await expectAxeClean(page, 'two cheques listed');

  await page.getByRole('button', { name: 'שליחת 2 הצ׳קים' }).tap();
  await expect(page.getByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeVisible();
  await expect(page.locator('.terminal-totals dd')).toHaveText(['2', '2', '0']);
  await expectAxeClean(page, 'scan result');

  await page.getByRole('link', { name: 'סיום' }).tap();
  await expect(page).toHaveURL('https://example.com/thanks');
});

test("a javascript: redirect is never followed: north1 ends on /terminal/done", async ({ page }) => {
  let leftTheApp = false;
  page.on('dialog', (dialog) => {
    leftTheApp = true;
    void dialog.dismiss();
  });
  await page.goto('/terminal/north1');
  await expect(page.getByText('סריקת צ׳ק מהירה')).toBeVisible();
  await expectAxeClean(page, '/terminal/north1');
  await photograph(page, /צילום חזית הצ׳ק/, cheque(1));
  await page.getByRole('button', { name: 'אישור, לצילום הגב' }).tap();
  await photograph(page, /צילום גב הצ׳ק/, cheque(2));
  await page.getByRole('button', { name: 'אישור והוספה' }).tap();
  await page.getByRole('button', { name: 'שליחת הצ׳ק' }).tap();
  await expect(page.getByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeVisible();
  await page.getByRole('link', { name: 'סיום' }).tap();
  await expect(page).toHaveURL(/\/terminal\/done$/);
  await expect(page.getByRole('heading', { level: 1, name: 'תודה!' })).toBeVisible();
  await expectAxeClean(page, '/terminal/done');
  expect(leftTheApp).toBe(false);
});

test('a used payment link and an unreachable terminal each say so', async ({ page }) => {
  await page.goto('/terminal/transaction/payment/session/gilboa/upr-used');
  await expect(page.getByRole('heading', { level: 1, name: 'בקשת התשלום כבר בשימוש' })).toBeVisible();
  await expectAxeClean(page, 'upr in use');
  await page.goto('/terminal/offline1');
  await expect(page.getByRole('heading', { level: 1, name: 'אין חיבור למסוף' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ניסיון נוסף' })).toBeVisible();
  await page.goto('/paymentsuccess?receipt=12345');
  await expect(page.getByText('12345')).toBeVisible();
  await expectAxeClean(page, '/paymentsuccess');
});
