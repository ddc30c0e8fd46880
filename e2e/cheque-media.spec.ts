import type { Page } from '@playwright/test';
import { test, expect, axeFindings, signIn } from './fixtures';

/**
 * axe on the open tab of the cheque view (these tabs are this journey's screens); the page shell
 * around them is scanned by its own journey.
 */
async function expectTabAxeClean(page: Page, label: string): Promise<void> {
  expect(await axeFindings(page, undefined, [], '[role="tabpanel"].active'), `axe violations on ${label}`).toEqual([]);
}

// c500 is a NEW cheque of dana-private, the owner's active workspace after sign-in.
const CHEQUE = '/cheques/view/c500';

test.describe('cheque view: cut, rotate, sign, deposit, activity', () => {
  test('a workspace owner cuts, turns, signs and deposits a new cheque, and sees it all in its history', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(CHEQUE);

    // Cut: turn right and back, then place the four corners with the keyboard and save them.
    await page.getByRole('tab', { name: 'חיתוך' }).click();
    const rotations: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/check/rotate')) rotations.push(r.postDataJSON());
    });
    await page.getByRole('button', { name: 'סיבוב 90° ימינה' }).click();
    await expect(page.getByText(/התמונה סובבה/)).toBeVisible();
    await page.getByRole('button', { name: 'סיבוב 90° שמאלה' }).click();
    await expect.poll(() => rotations).toEqual([
      { checkId: 'c500', side: 'front', degrees: 90 },
      { checkId: 'c500', side: 'front', degrees: -90 },
    ]);
    const corner = page.getByRole('button', { name: 'פינה ימנית עליונה' });
    await expect(corner).toHaveAttribute('data-x', '980');
    await corner.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(corner).toHaveAttribute('data-x', '969');
    await expect(corner).toHaveAttribute('data-y', '19');
    // Section 5: the four corners are the user's: saving waits until the other three are placed too.
    const save = page.getByRole('button', { name: 'שמירת החיתוך' });
    await expect(save).toBeDisabled();
    for (const name of ['פינה שמאלית עליונה', 'פינה ימנית תחתונה', 'פינה שמאלית תחתונה']) {
      await page.getByRole('button', { name }).focus();
      await page.keyboard.press('ArrowDown');
    }
    const crop = page.waitForRequest((r) => r.url().endsWith('/api/check/crop'));
    await save.click();
    expect((await crop).postDataJSON()).toMatchObject({ checkId: 'c500', side: 'front', corners: { topRight: { x: 969, y: 19 } } });
    await expect(page.getByText('החיתוך נשמר.')).toBeVisible();
    await expectTabAxeClean(page, 'cut tab');

    // Sign the front with the owner's signature.
    await page.getByRole('tab', { name: 'חתימה' }).click();
    await page.getByLabel('חתימה בלבד').check();
    await page.getByLabel('דנה כהן').check();
    await page.getByRole('button', { name: 'חתימה על הצ׳ק' }).click();
    await expect(page.getByText('חתמת על הצ׳ק הזה.')).toBeVisible();
    await expectTabAxeClean(page, 'signature tab');

    // Deposit it to the workspace's account (on the due date when that is still ahead).
    await page.getByRole('tab', { name: 'הפקדה' }).click();
    await expect(page.getByLabel('חשבון להפקדה')).toHaveValue('a3');
    await expectTabAxeClean(page, 'deposit tab');
    const deposit = page.waitForRequest((r) => r.url().endsWith('/api/check/action'));
    await page.getByRole('button', { name: 'הפקדה', exact: true }).last().click(); // the tab's button, after the header's next action
    expect((await deposit).postDataJSON()).toMatchObject({ isTransaction: false, ids: ['c500'], action: 'deposit', bankAccount: 'a3' });
    await expect(page.getByText(/הפקדה בדרך/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'ביטול ההפקדה' })).toBeVisible();

    // The history shows every step, newest first.
    await page.getByRole('tab', { name: 'מעקב פעילות' }).click();
    const history = page.getByRole('list', { name: 'היסטוריית הצ׳ק' });
    await expect(history.getByRole('listitem').first()).toContainText('נשלח להפקדה');
    for (const step of ['נחתם', 'התמונה נחתכה', 'התמונה סובבה']) await expect(history).toContainText(step);
    await expectTabAxeClean(page, 'activity tab');
  });
});

// The tabs' names, first to last, as a user reads them in each language.
const TAB_NAMES = {
  he: ['פרטי הצ׳ק', 'חתימה', 'חיתוך', 'הפקדה', 'מעקב פעילות'],
  en: ['Cheque info', 'Signature', 'Cut', 'Deposit', 'Activity'],
  ar: ['معلومات الشيك', 'التوقيع', 'القص', 'الإيداع', 'سجل النشاط'],
} as const;

test.describe('cheque view: its tabs on a phone', () => {
  test('every tab whole in sight at 320, 360 and 390 px (two lines) and on one line at 1280 px, in Hebrew, English and Arabic; End reaches the last', async ({ page }) => {
    await page.goto('/login');
    await signIn(page);
    await expect(page).toHaveURL(/\/$/);
    for (const lang of ['he', 'en', 'ar'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const width of [320, 360, 390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(CHEQUE);
        const list = page.getByRole('tablist');
        const names = TAB_NAMES[lang];
        await expect(list.getByRole('tab')).toHaveText([...names]);
        const tops = new Set<number>();
        for (const name of names) {
          const box = await list.getByRole('tab', { name, exact: true }).boundingBox();
          expect(box, `${name} (${lang}, ${width} px)`).not.toBeNull();
          expect(box!.x, `${name} starts in sight (${lang}, ${width} px)`).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, `${name} ends in sight (${lang}, ${width} px)`).toBeLessThanOrEqual(width);
          tops.add(Math.round(box!.y));
        }
        // Nothing of the row hidden inside it (a row that scrolls sideways).
        expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth), `tab row scrolls sideways (${lang}, ${width} px)`).toBeLessThanOrEqual(0);
        expect(tops.size, `lines of tabs (${lang}, ${width} px)`).toBe(width >= 1280 ? 1 : 2);
        if (width === 390) {
          expect(await axeFindings(page, undefined, [], '[role="tablist"]'), `axe on the tabs (${lang})`).toEqual([]);
          await list.getByRole('tab', { selected: true }).focus();
          await page.keyboard.press('End');
          const last = list.getByRole('tab', { name: names[names.length - 1], exact: true });
          await expect(last).toBeFocused();
          await expect(last).toHaveAttribute('aria-selected', 'true');
          await expect(last).toBeInViewport({ ratio: 1 });
        }
      }
    }
  });
});
