import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { test, expect, expectAxeClean, expectNoSideScroll, openFromMenu, outbox } from './fixtures';

// A new owner sets the workspace up from the sidebar, then deposits a cheque into the account just
// added: the set-up is only done when what it made can be used. Each step checks what the user sees and what was sent.

const KEY = '-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEFAASCAT8wggE7AgEAAkEA\n-----END PRIVATE KEY-----\n';

/** The next request of `method` to `path` (a string is the exact path). */
function nextRequest(page: Page, method: string, path: string | RegExp): Promise<Request> {
  return page.waitForRequest((r) => {
    const p = new URL(r.url()).pathname;
    return r.method() === method && (typeof path === 'string' ? p === path : path.test(p));
  });
}

/** Opens a set-up screen from the sidebar, as a person would. */
async function fromSidebar(page: Page, link: string, heading = link) {
  await openFromMenu(page, link);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.afterEach(async ({ request }) => {
  await request.post('/api/__dev/safe-test-wait', { data: { seconds: 60 } });
});

test('a new owner sets the workspace up and deposits a cheque into the new account', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  // The registry is another host (data.gov.il): the journey answers it with the mock's registry.
  await page.route('https://data.gov.il/**', async (route) => {
    const url = new URL(route.request().url());
    const reply = await page.request.get(`${baseURL}${url.pathname}${url.search}`);
    await route.fulfill({ status: reply.status(), body: await reply.body(), headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' } });
  });

  // A business signs up (spec section 2) and confirms its e-mail.
  await page.goto('/register2');
  await page.getByLabel('שם החברה').fill('מאפיית הגליל');
  await page.getByLabel('מספר חברה (ח״פ)').fill('516000007');
  await page.getByLabel('מזהה סביבת העבודה').fill('galil-bakery');
  await page.getByLabel('שם פרטי').fill('אורי');
  await page.getByLabel('שם משפחה').fill('גל');
  await page.getByLabel('דוא״ל של העסק').fill('uri@galil-bakery.co.il');
  await page.getByLabel('טלפון נייד').fill('0541112233');
  await page.getByLabel('סיסמה', { exact: true }).fill('Secret12!');
  await page.getByLabel('אימות סיסמה').fill('Secret12!');
  await page.getByRole('button', { name: 'יצירת חשבון עסקי' }).click();
  await expect(page.getByText('המשתמש נוצר!')).toBeVisible();
  await page.getByRole('button', { name: 'המשך למערכת' }).click();
  await expect(page.getByRole('heading', { name: 'שלום אורי' })).toBeVisible();
  const verify = (await outbox(page)).find((m) => m.kind === 'verifyEmail' && m.to === 'uri@galil-bakery.co.il')?.link ?? '';
  await page.goto(verify);
  await expect(page.getByText('כתובת הדוא״ל אומתה בהצלחה.')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'שלום אורי' })).toBeVisible();

  // Company settings: the registry fills the company, then a logo through the presigned URL.
  await fromSidebar(page, 'הגדרות חברה');
  await page.getByRole('button', { name: 'עריכה – פרטי החברה' }).click();
  await page.getByLabel('ח״פ / מספר עוסק').fill('516123452');
  await page.getByRole('button', { name: 'חיפוש במאגר רשם החברות' }).click();
  await expect(page.getByText(/נמצא במאגר: כרמל פתרונות תשלום/)).toBeVisible();
  await expect(page.getByLabel('שם החברה')).toHaveValue('כרמל פתרונות תשלום בע״מ');
  await expectAxeClean(page, 'company form');
  const companyPut = nextRequest(page, 'PUT', /^\/api\/workspace\/[^/]+$/);
  await page.getByRole('button', { name: 'שמירה' }).click();
  expect((await companyPut).postDataJSON()).toMatchObject({ companyName: 'כרמל פתרונות תשלום בע״מ', companySlug: 'galil-bakery', hetpey: '516123452', address: 'שדרות מוריה 52, חיפה' });
  await expect(page.getByRole('region', { name: 'פרטי החברה' })).toContainText('516123452');
  const presigned = nextRequest(page, 'GET', '/api/workspace/galil-bakery/s3/presigned');
  const stored = nextRequest(page, 'PUT', /^\/api\/__upload\/galil-bakery\/logo\//);
  await page.getByLabel('העלאת לוגו').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await readFile('e2e/assets/sample-cheque-front.jpg') });
  const crop = page.getByRole('dialog', { name: 'חיתוך הלוגו' });
  await expect(crop.getByRole('img', { name: /logo\.jpg/ }).first()).toBeAttached();
  await expectAxeClean(page, 'logo crop');
  await crop.getByRole('button', { name: 'חיתוך ושמירה' }).click();
  await presigned;
  const put = await stored;
  expect(put.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
  await expect(page.getByRole('img', { name: /^הלוגו של / })).toHaveAttribute('src', new RegExp(new URL(put.url()).pathname));
  await expectAxeClean(page, '/settings/company');
  await expectNoSideScroll(page);

  // Workspace settings: days to delete and the limits (section 9).
  await fromSidebar(page, 'הגדרות סביבת עבודה');
  await page.getByRole('button', { name: 'עריכה – הגדרות צ׳קים' }).click();
  await page.getByLabel('מחיקת צ׳ק אחרי').fill('120');
  await page.getByLabel('תקרה לצ׳ק בודד (₪)').fill('20,000');
  await page.getByLabel('תקרה יומית (₪)').fill('80,000');
  const settingsPut = nextRequest(page, 'PUT', '/api/workspace/galil-bakery/settings/checks');
  await page.getByRole('button', { name: 'שמירה' }).click();
  expect((await settingsPut).postDataJSON()).toMatchObject({ days_to_delete_check: 120, singleCheckAmountLimit: 20000, dailyCheckAmountLimit: 80000 });
  await expect(page.getByRole('region', { name: 'הגדרות צ׳קים' })).toContainText('120 ימים');
  await expectAxeClean(page, '/settings/workspace');

  // A bank account: the check digit warns of a typo; the same account again is confirmed and forced.
  await fromSidebar(page, 'חשבונות בנק');
  for (const attempt of ['first', 'duplicate'] as const) {
    await page.getByRole('link', { name: 'חשבון בנק חדש' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'חשבון בנק חדש' })).toBeVisible();
    await page.getByLabel('בנק', { exact: true }).selectOption('12');
    await page.getByLabel('סניף', { exact: true }).fill('571');
    await page.getByLabel('מספר חשבון', { exact: true }).fill(attempt === 'first' ? '041117' : '041116');
    if (attempt === 'first') {
      await expect(page.getByText(/הספרה האחרונה שגויה/)).toBeVisible();
      await expectAxeClean(page, 'account form with a check-digit warning');
      await page.getByLabel('מספר חשבון', { exact: true }).fill('041116');
      await expect(page.getByText(/הספרה האחרונה שגויה/)).toBeHidden();
    }
    await page.getByLabel('שם החשבון', { exact: true }).fill('חשבון המאפייה');
    await page.getByLabel('הפקדת צ׳קים לחשבון').check();
    await page.getByLabel('אורי גל').check();
    const create = nextRequest(page, 'POST', '/api/workspace/accounts');
    await page.getByRole('button', { name: 'הוספת החשבון' }).click();
    expect((await create).postDataJSON()).toMatchObject({ wsName: 'galil-bakery', bank: '12', branch: '571', accountNumber: '041116', can_deposit: true, force: false });
    if (attempt === 'duplicate') {
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAxeClean(page, 'duplicate account question');
      const forced = nextRequest(page, 'POST', '/api/workspace/accounts');
      await dialog.getByRole('button', { name: 'להוסיף בכל זאת' }).click();
      expect((await forced).postDataJSON()).toMatchObject({ accountNumber: '041116', force: true });
    }
    await expect(page.getByText(/^החשבון „\W?חשבון המאפייה\W?” נשמר\.$/)).toBeVisible();
    await fromSidebar(page, 'חשבונות בנק');
  }
  await expect(page.getByRole('heading', { level: 2, name: 'חשבון המאפייה' })).toHaveCount(2);
  await expectAxeClean(page, '/settings/bank-accounts');

  // A stamp from text (5 lines of 40 at most).
  await fromSidebar(page, 'חתימות וחותמות');
  await page.getByRole('button', { name: 'חותמת מטקסט' }).click();
  await page.getByLabel('נוסח החותמת').fill('כרמל פתרונות תשלום בע״מ\nח.פ. 516123452');
  await expect(page.getByRole('img', { name: 'תצוגה מקדימה של החותמת' })).toBeVisible();
  const stamp = nextRequest(page, 'POST', '/api/workspace/signature/galil-bakery');
  await page.getByRole('button', { name: 'יצירת החותמת' }).click();
  expect((await stamp).postDataJSON()).toMatchObject({ signaturePath: expect.stringMatching(/^data:image\/svg\+xml;base64,/), replace: false });
  await expect(page.getByText('החותמת נוספה לסביבת העבודה.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'החתימות והחותמות של סביבת העבודה' }).getByRole('heading', { name: 'חותמת 1' })).toBeVisible();
  await expectAxeClean(page, '/settings/signatures');

  // A tag in a dark colour: white text.
  await fromSidebar(page, 'תגיות');
  await page.getByLabel('שם התגית').fill('הזמנות חג');
  await page.getByRole('radio', { name: 'סגול' }).check();
  const tag = nextRequest(page, 'POST', '/api/workspace/tags/galil-bakery');
  await page.getByRole('button', { name: 'יצירת התגית' }).click();
  expect((await tag).postDataJSON()).toEqual({ name: 'הזמנות חג', color: '#6a1b9a' });
  const badge = page.getByRole('list', { name: 'התגיות של סביבת העבודה' }).locator('.tag-badge', { hasText: 'הזמנות חג' });
  await expect(badge).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expectAxeClean(page, '/settings/tags');

  // A printer key, shown once, copied.
  await fromSidebar(page, 'מדפסות ומפתחות');
  const printers = page.getByRole('region', { name: 'מפתחות מדפסת' });
  await printers.getByLabel('שם המדפסת').fill('מדפסת הקופה');
  const key = nextRequest(page, 'POST', '/api/workspace/printer/keys');
  await printers.getByRole('button', { name: 'יצירת מפתח מדפסת' }).click();
  expect((await key).postDataJSON()).toEqual({ name: 'מדפסת הקופה', wsId: expect.any(String) });
  const shown = printers.getByRole('region', { name: 'המפתח החדש "מדפסת הקופה"' });
  const secret = await shown.getByLabel('המפתח מדפסת הקופה').inputValue();
  expect(secret).toMatch(/^prk_/);
  await shown.getByRole('button', { name: 'העתקת המפתח' }).click();
  await expect(shown.getByRole('status')).toHaveText('המפתח הועתק.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await expectAxeClean(page, '/settings/keys with a new key');
  await shown.getByRole('button', { name: 'סיימתי, העתקתי' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(printers.getByRole('listitem').filter({ hasText: 'מדפסת הקופה' })).toContainText('לא נעשה שימוש');

  // The safe box: a .pem key, a test, the countdown waited out, a second test.
  await page.request.post('/api/__dev/safe-test-wait', { data: { seconds: 3 } });
  await fromSidebar(page, 'כספת');
  await page.getByLabel(/כספת פרטית/).check();
  await page.getByLabel('שם משתמש בכספת').fill('galil_safe');
  await page.getByLabel('קובץ המפתח').setInputFiles({ name: 'galil.pem', mimeType: 'application/x-pem-file', buffer: Buffer.from(KEY) });
  const connect = nextRequest(page, 'PUT', '/api/workspace/galil-bakery/safe-box');
  await page.getByRole('button', { name: 'חיבור הכספת' }).click();
  expect((await connect).postDataJSON()).toEqual({ safeType: 'private', userName: 'galil_safe', keyFileName: 'galil.pem', keyFile: KEY });
  const tests: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/workspace/galil-bakery/safe-box/test') tests.push(r);
  });
  await page.getByRole('button', { name: 'בדיקת החיבור' }).click();
  await expect(page.getByText('החיבור לכספת תקין')).toBeVisible();
  await expect(page.getByText(/אפשר לבדוק שוב בעוד 0:0\d/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'בדיקת החיבור' })).toBeDisabled();
  await expectAxeClean(page, '/settings/safe-box');
  await expect(page.getByRole('button', { name: 'בדיקת החיבור' })).toBeEnabled({ timeout: 10_000 });
  await page.getByRole('button', { name: 'בדיקת החיבור' }).click();
  await expect.poll(() => tests.length).toBe(2);
  await expect(page.getByText('החיבור לכספת תקין')).toBeVisible();

  // A cheque of the new workspace (made through the API: the scan journeys test that screen)
  // deposited into the new account.
  const created = await page.request.post('/api/check', {
    data: { wsId: 'galil-bakery', fields: { amount: '1250.00', checkDate: new Date().toISOString().slice(0, 10), checkNumber: '70001', bank: '10', branch: '800', account: '123456', micr: '7000110800123456', payee: 'מאפיית הגליל' } },
  });
  expect(created.ok()).toBe(true);
  // A new workspace has no credits yet: the owner buys some first (the card page is the mock's).
  await openFromMenu(page, 'קרדיטים');
  await expect(page.getByRole('heading', { level: 1, name: 'רכישת קרדיטים' })).toBeVisible();
  await page.getByRole('radio', { name: '100 קרדיטים' }).check();
  await page.getByRole('button', { name: 'מעבר לתשלום' }).click();
  await page.getByRole('button', { name: /^תשלום/ }).click();
  await expect(page.getByRole('heading', { name: 'התשלום התקבל' })).toBeVisible();
  await expect(page.getByText('יתרה: 100 קרדיטים')).toBeVisible();
  await page.getByRole('link', { name: 'לרכישת קרדיטים' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'רכישת קרדיטים' })).toBeVisible();
  await fromSidebar(page, 'הפקדת צ׳קים');
  await page.getByRole('checkbox', { name: 'בחירת צ׳ק 70001' }).check();
  const account = page.getByLabel('חשבון להפקדה');
  await expect(account.getByRole('option', { name: /חשבון המאפייה/ })).toHaveCount(2);
  const chosen = await account.getByRole('option', { name: /חשבון המאפייה/ }).first().getAttribute('value');
  await account.selectOption(chosen!);
  await page.getByRole('button', { name: 'לסיכום ההפקדה' }).click();
  const dialog = page.getByRole('dialog', { name: 'אישור הפקדה' });
  await expect(dialog).toContainText('חשבון המאפייה');
  const deposit = nextRequest(page, 'POST', '/api/check/action');
  await dialog.getByRole('button', { name: /^הפקדת/ }).click();
  expect((await deposit).postDataJSON()).toMatchObject({ action: 'deposit', bankAccount: chosen, ids: [expect.any(String)] });
  await expect(page.getByText('הצ׳ק הופקד.')).toBeVisible();
  await expectAxeClean(page, '/deposits/new after the deposit');
});
