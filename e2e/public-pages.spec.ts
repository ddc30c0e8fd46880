import type { Page } from '@playwright/test';
import { test, expect, expectAxeClean, expectTextZoomKeepsAll, tabTo } from './fixtures';

// Payers and signers open their pages from a link on a phone, with no session. The
// mock refuses every staff call without a session (mocks/publicEndpoints.ts), as the backend does:
// these pages must work with the public calls alone and never send anyone to staff sign-in.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Every /api call of the page, with its status. */
function recordApi(page: Page) {
  const calls: Array<{ call: string; status: number }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) calls.push({ call: `${response.request().method()} ${url.pathname}`, status: response.status() });
  });
  return calls;
}

test('a signer with no session sees the cheques and their pictures of the link, and signs them with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  const calls = recordApi(page);
  await page.goto('/signChecks/demo-sign-link');
  await expect(page.getByRole('heading', { name: 'חתימה על צ׳קים' })).toBeVisible();
  const pictures = page.getByRole('img', { name: /^צ׳ק מספר/ });
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', /^data:image\//);
  }
  await expectAxeClean(page, 'sign link, no session');
  await expect(page.getByRole('link', { name: /^הצהרת נגישות/ })).toHaveAttribute('href', '/accessibility');
  await expectTextZoomKeepsAll(page);
  // In English too (the other journeys scan it in Hebrew); then back, and the signature by keyboard
  // alone (the accessibility statement's claim: tabTo shows every focus on the way).
  await tabTo(page, page.getByRole('button', { name: 'English' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign cheques' })).toBeVisible();
  await expectAxeClean(page, 'sign link (en)');
  await page.getByRole('button', { name: 'עברית' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'חתימה על צ׳קים' })).toBeVisible();
  // The mode buttons are labels over visually hidden radios: the checked one is the group's stop,
  // the arrows move between them.
  await tabTo(page, page.getByRole('radio', { name: 'ציור' }));
  const typed = page.getByRole('radio', { name: 'הקלדת שם' });
  for (let i = 0; i < 3 && !(await typed.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(typed).toBeChecked();
  await tabTo(page, page.getByLabel('שם מלא לחתימה'));
  await page.keyboard.type('יוסי לוי');
  await tabTo(page, page.getByRole('button', { name: 'חתימה על 2 צ׳קים' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'תודה, החתימה נקלטה' })).toBeVisible();
  await expect(page).toHaveURL(/\/signChecks\/demo-sign-link$/);
  expect(calls.filter((c) => c.status === 401)).toEqual([]);
  expect([...new Set(calls.map((c) => c.call))].sort()).toEqual([
    'GET /api/check/images/hash/demo-sign-link',
    'GET /api/check/signature/demo-sign-link',
    'POST /api/check/signature/sign',
  ]);
});

test('a payer with no session opens the terminal, the thank-you and the receipt pages with public calls only', async ({ page }) => {
  const calls = recordApi(page);
  await page.goto('/terminal/gilboa');
  await expect(page.getByRole('heading', { level: 1, name: 'תשלום בצ׳ק' })).toBeVisible();
  // Only jpeg, png and gif are taken (spec section 5): an SVG "photo" is refused before it is sent.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'העלאת תמונה במקום' }).click();
  await (await chooser).setFiles({ name: 'cheque.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText('אפשר לשלוח רק תמונה מסוג JPEG')).toBeVisible();
  await page.goto('/terminal/done');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/paymentsuccess?receipt=R-1001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/paymentsuccess/);
  expect(calls.filter((c) => c.status === 401)).toEqual([]);
  // The terminal's info, and the business's logo from the storage (the mock serves it under /api/__upload).
  expect(calls.map((c) => c.call).filter((c) => !/^(GET \/api\/terminal\/info\/gilboa|GET \/api\/__upload\/.+)$/.test(c))).toEqual([]);
});

test('the mock backend refuses staff calls without a session, the staff pictures among them', async ({ request }) => {
  for (const path of ['/api/check/images/front/c100', '/api/check/image/c100~front~200', '/api/user', '/api/workspace/all', '/api/check/workspace/gilboa-trade']) {
    expect((await request.get(path)).status(), path).toBe(401);
  }
  expect((await request.post('/api/check/images', { data: { images: ['c100'] } })).status()).toBe(401);
  expect((await request.get('/api/check/images/hash/demo-sign-link')).status()).toBe(200);
});

test("a reply the page cannot read, on a payer's and a signer's page: try again, and no user menu they do not have", async ({ page }) => {
  await page.route('**/api/terminal/info/gilboa', (route) => route.fulfill({ contentType: 'application/json', body: 'null' }));
  await page.route('**/api/check/signature/demo-sign-link', (route) => route.fulfill({ contentType: 'application/json', body: '[null]' }));
  for (const address of ['/terminal/gilboa', '/signChecks/demo-sign-link']) {
    await page.goto(address);
    await expect(page.getByRole('alert')).toContainText('השרת שלח תשובה שהמערכת אינה יודעת לקרוא. נסו שוב; אם זה חוזר, פנו לתמיכה.');
    // The diagnostics are the staff's (their user menu): a payer or a signer has no such menu.
    await expect(page.getByRole('alert')).not.toContainText('תפריט המשתמש');
    await expect(page.getByRole('button', { name: 'ניסיון נוסף' })).toBeVisible();
  }
});
