import { test, expect, expectAxeClean, signInToGilboa, verifyPayeePhone } from './fixtures';

const FRONT = 'e2e/assets/sample-cheque-front.jpg';
const REAR = 'e2e/assets/sample-cheque-rear.jpg';

// A second scan of the same cheque (a duplicate MICR, everything typed kept) is
// src/features/cheques/pages/ChequeNewPage.test.tsx's, against the same mock backend.
test.describe('scanning and handling a new cheque', () => {
  test('staff scan a cheque from a photo, fill it in, tag it, comment, then reject and approve it', async ({ page }) => {
    test.setTimeout(150_000);
    await signInToGilboa(page);

    await page.goto('/cheques/new');
    await expect(page.getByRole('heading', { name: 'סריקת צ׳ק חדש' })).toBeVisible();
    await expectAxeClean(page, 'new cheque, empty');

    await page.getByLabel('צד קדמי').setInputFiles(FRONT);
    await expect(page.getByText('זוהה: צ׳ק 0080125, בנק 12, סניף 614, חשבון 228471')).toBeVisible();
    await expect(page.getByRole('img', { name: 'צד קדמי של הצ׳ק שנסרק' })).toBeVisible();
    await page.getByLabel('צד אחורי').setInputFiles(REAR);
    await expect(page.getByRole('img', { name: 'צד אחורי של הצ׳ק שנסרק' })).toBeVisible();

    await expect(page.getByLabel('שורת MICR')).toHaveValue('008012512614228471');
    await expect(page.getByLabel('סכום (₪)')).toHaveValue('4,250.00');
    await expect(page.getByText('ארבעת אלפים מאתיים וחמישים שקלים', { exact: true })).toBeVisible();
    await page.getByLabel('תאריך פירעון').fill('15-03-2026');
    await page.getByLabel('שם המוטב').fill('גלבוע סחר');
    await page.getByLabel('טלפון המוטב').fill('0521234567');
    await page.getByLabel('שיטת משלוח').selectOption('CI3');
    await expect(page.getByText('פרטי הבנק תקינים: בנק הפועלים')).toBeVisible();
    await expect(page.getByRole('button', { name: 'שמירת הצ׳ק' })).toBeDisabled();
    await expectAxeClean(page, 'new cheque, filled');
    await verifyPayeePhone(page);

    await page.getByRole('button', { name: 'שמירת הצ׳ק' }).click();
    await expect(page).toHaveURL(/\/cheques\/view\/c\d+$/);
    await expect(page.getByRole('heading', { name: 'צ׳ק מס׳ 0080125' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'תקציר הצ׳ק' }).locator('.cheque-stage__status')).toHaveText('חדש');
    await expect(page.getByRole('img', { name: 'הצד הקדמי של צ׳ק 0080125' })).toBeVisible();
    await expectAxeClean(page, 'cheque view');

    await page.getByLabel('הוספת תגית').selectOption({ label: 'דחוף' });
    await page.getByRole('button', { name: 'הוספה', exact: true }).click();
    await expect(page.getByRole('button', { name: 'הסרת התגית דחוף' })).toBeVisible();
    await page.getByLabel('שם התגית').fill('לקוח חדש');
    await page.getByLabel('צבע').fill('#2e7d32');
    await page.getByRole('button', { name: 'יצירה והוספה' }).click();
    await expect(page.getByRole('button', { name: 'הסרת התגית לקוח חדש' })).toBeVisible();

    await page.getByLabel('הערה חדשה').fill('התקבל בדואר, לבדוק מול החשבונית');
    await expect(page.getByText('31/100')).toBeVisible();
    await page.getByRole('button', { name: 'הוספת הערה' }).click();
    await expect(page.locator('.comment-list').getByText('התקבל בדואר, לבדוק מול החשבונית')).toBeVisible();
    await expectAxeClean(page, 'cheque view with tags and a comment');

    // Destructive actions sit in the header's menu.
    await page.getByRole('button', { name: 'פעולות נוספות' }).click();
    await page.getByRole('button', { name: 'סימון כנדחה' }).click();
    await expect(page.locator('.modal.show')).toBeVisible();
    await expect(page.getByRole('dialog').getByText('לסמן את הצ׳ק כנדחה?')).toBeVisible();
    await expectAxeClean(page, 'reject question');
    await page.getByRole('dialog').getByRole('button', { name: 'סימון כנדחה' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'הצ׳ק סומן כנדחה.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'תקציר הצ׳ק' }).locator('.cheque-stage__status')).toHaveText('נדחה');
    await expect(page.locator('.comment-list').getByText('סומן כנדחה ידנית')).toBeVisible();

    await page.getByRole('button', { name: 'אישור כתקין' }).click();
    await expect(page.locator('.modal.show')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'אישור כתקין' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'הצ׳ק אושר כתקין.' })).toBeVisible();
  });
});
