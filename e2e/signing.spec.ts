import type { Page } from '@playwright/test';
import { test, expect, expectAxeClean, signIn, outbox, OWNER } from './fixtures';

/** A signature stroke drawn with the pointer across the pad. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /משטח חתימה|Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(box.x + box.width * (0.15 + i * 0.055), box.y + box.height * (0.6 + (i % 2 ? -0.25 : 0.15)), { steps: 3 });
  }
  await page.mouse.up();
}

/** A finger stroke: real touch events through the Chrome DevTools protocol. */
async function swipeWithFinger(page: Page) {
  const pad = page.getByRole('img', { name: /משטח חתימה|Signature pad/ });
  const box = (await pad.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const at = (fx: number, fy: number) => [{ x: box.x + box.width * fx, y: box.y + box.height * fy }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.2, 0.3) });
  for (let i = 1; i <= 8; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(0.2 + i * 0.07, 0.3 + (i % 2) * 0.2) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test.describe('a signer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('signs the two cheques of a link by drawing, and sees success', async ({ page }) => {
    await page.goto('/signChecks/demo-sign-link');
    await expect(page.getByText('גלבוע סחר בע״מ מבקשת את חתימתך על 2 צ׳קים.')).toBeVisible();
    await expect(page.getByRole('img', { name: /^צ׳ק מספר/ })).toHaveCount(2);
    await expect(page.getByText('0 מתוך 2 חתימות')).toHaveCount(2);
    await expectAxeClean(page, 'sign link on a phone');
    // Nothing is sent without a signature.
    await page.getByRole('button', { name: 'חתימה על 2 צ׳קים' }).click();
    await expect(page.getByRole('alert')).toContainText('יש לחתום לפני השליחה');

    await swipeWithFinger(page);
    const undo = page.getByRole('button', { name: 'ביטול פעולה' });
    await expect(undo).toBeEnabled();
    await drawSignature(page);
    await undo.click();
    await expect(page.getByRole('button', { name: 'שחזור' })).toBeEnabled();
    await page.getByRole('button', { name: 'שחזור' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);

    const signCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/check/signature/sign')) signCalls.push(r.postDataJSON().checkId);
    });
    await page.getByRole('button', { name: 'חתימה על 2 צ׳קים' }).click();
    await expect(page.getByRole('heading', { name: 'תודה, החתימה נקלטה' })).toBeVisible();
    expect(signCalls).toHaveLength(2);
    await expectAxeClean(page, 'signed');
    const reply = await (await page.request.get('/api/check/signature/demo-sign-link')).json();
    expect(reply.checks.map((c: { signedByMe: boolean; signingStatus: string }) => [c.signedByMe, c.signingStatus])).toEqual([
      [true, 'PARTIALLY_SIGNED'],
      [true, 'PARTIALLY_SIGNED'],
    ]);
    // Opening the link again says there is nothing left to sign.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'כל הצ׳קים כבר נחתמו' })).toBeVisible();
  });

  test('an expired link and a link without its signer each get a clear screen', async ({ page }) => {
    await page.goto('/signChecks/expired-sign-link');
    await expect(page.getByRole('heading', { name: 'פג תוקף הקישור' })).toBeVisible();
    await expectAxeClean(page, 'expired sign link');
    await page.goto('/signChecks/nousers-sign-link');
    await expect(page.getByRole('heading', { name: 'לא נמצאו משתמשים לחתימה' })).toBeVisible();
    await expectAxeClean(page, 'sign link without users');
  });
});

test('staff sign many cheques at once and e-mail a sign link that opens for the signator', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/login');
  await signIn(page, OWNER);
  await page.getByRole('button', { name: 'החלפת סביבת עבודה' }).click();
  await page.getByRole('menuitem', { name: /^(גלבוע סחר בע״מ|gilboa-trade)$/ }).click();
  await expect(page.getByText(/^סביבת העבודה הפעילה: (גלבוע סחר בע״מ|gilboa-trade)$/)).toBeVisible();
  await page.getByRole('link', { name: 'צ׳קים לחתימה' }).click();
  // The narrow sidebar unfolds under a hovering mouse and covers the list: move on, as a person would.
  await page.mouse.move(400, 400);
  await expect(page.getByRole('heading', { name: 'צ׳קים לחתימה', level: 1 })).toBeVisible();
  const boxes = page.getByRole('checkbox', { name: /^בחירת צ׳ק / });
  await expect(boxes.first()).toBeVisible();
  await expectAxeClean(page, 'cheques to sign');

  const chosen: string[] = [];
  for (const i of [0, 1, 2]) {
    chosen.push((await boxes.nth(i).getAttribute('aria-label'))!);
    await boxes.nth(i).check();
  }
  await expect(page.getByText('נבחרו 3 צ׳קים')).toBeVisible();
  await drawSignature(page);
  await page.getByRole('button', { name: 'חתימה על 3 צ׳קים' }).click();
  await expect(page.getByText('נחתמו 3 צ׳קים.')).toBeVisible();
  // Each waits for the second signator now (or left the list when it had the first already).
  await expect(page.getByText('חתמת; ממתין לחותם נוסף').first()).toBeVisible();
  // None of the three can be chosen again by this signator (the list is virtualised: count by name).
  for (const name of chosen) await expect(page.getByRole('checkbox', { name, exact: true, disabled: false })).toHaveCount(0);
  await expectAxeClean(page, 'cheques signed');

  await page.getByRole('button', { name: 'שליחת קישור לחתימה בדוא״ל' }).click();
  const dialog = page.locator('.modal.show');
  await expect(dialog).toBeVisible();
  await expectAxeClean(page, 'send sign link dialog');
  await dialog.getByRole('button', { name: 'שליחה' }).click();
  await expect(page.getByText(/^קישור לחתימה נשלח אל: .*user@demo\.co\.il/)).toBeVisible();
  const mail = (await outbox(page)).find((m) => m.kind === 'signLink' && m.to === 'user@demo.co.il');
  expect(mail?.link).toMatch(/^\/signChecks\/[a-z0-9]+$/);

  await page.goto(mail!.link!);
  await expect(page.getByText(/מבקשת את חתימתך על \d+ צ׳קים/)).toBeVisible();
  await expect(page.getByText('החותם: יוסי לוי')).toBeVisible();
});
