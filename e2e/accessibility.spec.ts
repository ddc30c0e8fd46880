import { test, expect, expectAxeClean, expectNoMotion, expectNoSideScroll, expectTextZoomKeepsAll, tabTo } from './fixtures';

// What the accessibility statement (/accessibility) claims, checked where the other journeys do not:
// a staff deposit with the keyboard alone (every focus visible on the way: tabTo), the staff screens
// in English through axe (the journeys scan them in Hebrew), text at 200 %, and no motion when the
// system asks. The payer's scan and the signer's signature by keyboard, with their pages in English,
// are steps of terminal.spec.ts and public-pages.spec.ts; the 320 px sweeps are phone-layout.spec.ts's.
test.describe.configure({ timeout: 120_000 });

test('the statement, in Hebrew, English and Arabic, at 320 px and with text at 200 %', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'הצהרת נגישות' })).toBeVisible();
  // The journeys run a production build: the demo's made-up contact stays out of it (the deployment
  // sets its own, VITE_ACCESSIBILITY_*), and the statement names the coordinator's role.
  await expect(page.getByText('רכז/ת הנגישות', { exact: true })).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expectAxeClean(page, 'statement (he)');
  await expectNoSideScroll(page);
  await expectTextZoomKeepsAll(page);
  await tabTo(page, page.getByRole('button', { name: 'English' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expectAxeClean(page, 'statement (en)');
  await expectNoSideScroll(page);
  await page.getByRole('button', { name: 'العربية' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'بيان الإتاحة' })).toBeVisible();
  await expectAxeClean(page, 'statement (ar)');
  await expectNoSideScroll(page);
});

test('a staff member signs in and deposits a cheque with the keyboard alone; the deposit screen passes axe in English', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: /^הצהרת נגישות/ })).toHaveAttribute('href', '/accessibility');
  await expectTextZoomKeepsAll(page, '/login');
  await tabTo(page, page.getByLabel('דוא״ל'));
  await page.keyboard.type('owner@demo.co.il');
  await tabTo(page, page.getByLabel('סיסמה'));
  await page.keyboard.type('Demo1234!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
  await expectNoMotion(page);
  await expectTextZoomKeepsAll(page, 'home');

  await tabTo(page, page.getByRole('button', { name: 'החלפת סביבת עבודה' }));
  await page.keyboard.press('Enter');
  const gilboa = page.getByRole('menuitem', { name: 'גלבוע סחר בע״מ' });
  for (let i = 0; i < 6 && !(await gilboa.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByText('סביבת העבודה הפעילה: גלבוע סחר בע״מ')).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: 'הפקדת צ׳קים', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'הפקדת צ׳קים' })).toBeVisible();
  await tabTo(page, page.getByRole('checkbox', { name: /^בחירת צ׳ק / }).first());
  await page.keyboard.press('Space');
  await expect(page.getByText('נבחר צ׳ק אחד')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'לסיכום ההפקדה' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'אישור הפקדה' });
  await tabTo(page, dialog.getByRole('button', { name: /^הפקדת/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/צ׳ק אחד הופקד|הצ׳ק הופקד/)).toBeVisible();

  // The deposit done, the language by its button (the keyboard's way there is the header's, shown above).
  await page.getByRole('button', { name: 'English' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit cheques' })).toBeVisible();
  // (axe on a long list costs ~9 s on a loaded machine: the other staff screens are scanned in
  // Hebrew by their journeys, the home in English by foundation.spec.ts.)
  await expectAxeClean(page, '/deposits/new (en)');
});
