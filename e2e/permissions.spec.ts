import type { Browser, Page } from '@playwright/test';
import { test, expect, expectAxeClean, openFromMenu, outbox, signIn, signInToGilboa, OWNER } from './fixtures';

// People, roles and what each role may do (spec sections 2, 4, 6, 8), through the screens: a role
// the server would refuse must not be offered the action in the first place.

const FRONT = 'e2e/assets/sample-cheque-front.jpg';
const PASSWORD = 'Secret12!';

interface Person {
  email: string;
  first: string;
  last: string;
  phone: string;
}
const YAEL: Person = { email: 'yael.mizrahi@demo.co.il', first: 'יעל', last: 'מזרחי', phone: '0501112233' };
const AVI: Person = { email: 'avi.peretz@demo.co.il', first: 'אבי', last: 'פרץ', phone: '0501112244' };
const who = (p: Person) => `${p.first} ${p.last}`;

/** A browser of its own for each person: each has their own session cookie. */
async function ownBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'he-IL', timezoneId: 'Asia/Jerusalem', reducedMotion: 'reduce' });
  return context.newPage();
}

async function invite(page: Page, email: string, role: 'משתמש' | 'צופה') {
  const form = page.getByRole('form', { name: 'הזמנת משתמשים לסביבת העבודה' });
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'הזמנת משתמשים' }).click();
  await form.getByLabel('כתובות דוא״ל').fill(email);
  await form.getByLabel('תפקיד').selectOption({ label: role });
  await form.getByRole('button', { name: 'שליחת ההזמנות' }).click();
  await expect(form.getByText(`נשלחה הזמנה אל ${email}.`)).toBeVisible();
}

/** The invitation link from the outbox; no account yet, so the page leads to sign-up, and the role is theirs. */
async function acceptAndSignUp(page: Page, owner: Page, person: Person) {
  const mail = (await outbox(owner)).find((m) => m.kind === 'invitation' && m.to === person.email);
  expect(mail?.link, `an invitation mail to ${person.email}`).toMatch(/^\/invitation\/.+/);
  await page.goto(mail!.link!);
  await expect(page.getByText('יש ליצור משתמש כדי להצטרף לחשבון')).toBeVisible();
  await page.getByRole('button', { name: 'להרשמה' }).click();
  await expect(page.getByLabel('דוא״ל')).toHaveValue(person.email);
  await page.getByLabel('שם פרטי').fill(person.first);
  await page.getByLabel('שם משפחה').fill(person.last);
  await page.getByLabel('טלפון נייד').fill(person.phone);
  await page.getByLabel('סיסמה', { exact: true }).fill(PASSWORD);
  await page.getByLabel('אימות סיסמה').fill(PASSWORD);
  await page.getByRole('button', { name: 'יצירת משתמש' }).click();
  await expect(page.getByText('המשתמש נוצר!')).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('סביבת העבודה הפעילה: גלבוע סחר בע״מ')).toBeVisible();
}

const member = (owner: Page, person: Person) => owner.getByRole('list', { name: 'חברי סביבת העבודה' }).getByRole('listitem').filter({ hasText: who(person) });

test('the owner invites a user and a viewer; each sees what the role allows; a role change and a removal take effect', async ({ page: owner, browser, baseURL }) => {
  test.setTimeout(300_000);

  // The owner invites two people, one as USER and one as VIEWER.
  await signInToGilboa(owner);
  await openFromMenu(owner, 'משתמשים');
  await expect(owner.getByRole('list', { name: 'חברי סביבת העבודה' })).toBeVisible();
  await invite(owner, YAEL.email, 'משתמש');
  await invite(owner, AVI.email, 'צופה');
  const pending = owner.getByRole('list', { name: 'הזמנות שטרם התקבלו' });
  await expect(pending.getByText(YAEL.email)).toBeVisible();
  await expect(pending.getByText(AVI.email)).toBeVisible();
  await expectAxeClean(owner, 'users screen with two invitations');

  // Both accept on /invitation/:code and are signed in with their role.
  const yael = await ownBrowser(browser, baseURL);
  const avi = await ownBrowser(browser, baseURL);
  await acceptAndSignUp(yael, owner, YAEL);
  await acceptAndSignUp(avi, owner, AVI);

  // The viewer sees no action: not in the list, not in the cheque view, not on the to-sign page.
  await expect(avi.getByRole('navigation').getByRole('link', { name: 'סריקת צ׳ק חדש' })).toHaveCount(0);
  await avi.goto('/cheques');
  const firstCheque = avi.getByRole('link', { name: /^פתיחת צ׳ק / }).first();
  await expect(firstCheque).toBeVisible();
  await expect(avi.getByRole('checkbox')).toHaveCount(0);
  await expect(avi.getByRole('button', { name: 'מחיקה' })).toHaveCount(0);
  await firstCheque.click();
  await expect(avi.getByRole('tab', { name: 'פרטי הצ׳ק' })).toBeVisible();
  await expect(avi.getByRole('tab')).toHaveText(['פרטי הצ׳ק', 'מעקב פעילות']);
  await expect(avi.getByRole('group', { name: 'פעולות על הצ׳ק' })).toHaveCount(0);
  await expect(avi.getByText('צופה יכול רק לצפות: בקשו ממנהל סביבת העבודה תפקיד משתמש.').first()).toBeVisible();
  await expectAxeClean(avi, 'cheque view of a viewer');
  await avi.goto('/cheques/to-sign');
  await expect(avi.getByText('צופה יכול רק לצפות: בקשו ממנהל סביבת העבודה תפקיד משתמש.').first()).toBeVisible();
  await expect(avi.getByRole('checkbox')).toHaveCount(0);
  await expect(avi.getByRole('button', { name: 'שליחת קישור לחתימה בדוא״ל' })).toHaveCount(0);
  // /cheques/new by its address: the permission page, not the screen.
  await avi.goto('/cheques/new');
  await expect(avi.getByRole('heading', { name: 'אין לך גישה למסך הזה' })).toBeVisible();
  await expect(avi.getByLabel('צד קדמי')).toHaveCount(0);
  await expectAxeClean(avi, 'permission page');

  // The owner makes the viewer a USER, who can now scan a cheque.
  await owner.reload();
  await member(owner, AVI).getByRole('button', { name: `שינוי תפקיד – ${who(AVI)}` }).click();
  await member(owner, AVI).getByLabel('תפקיד').selectOption({ label: 'משתמש' });
  await member(owner, AVI).getByRole('button', { name: 'שמירת התפקיד' }).click();
  await expect(member(owner, AVI).getByText('משתמש', { exact: true })).toBeVisible();
  await avi.reload();
  await expect(avi.getByLabel('צד קדמי')).toBeVisible();
  await avi.getByLabel('צד קדמי').setInputFiles(FRONT);
  await expect(avi.getByLabel('שורת MICR')).toHaveValue('008012512614228471');
  await avi.getByLabel('תאריך פירעון').fill('15-03-2026');
  await expect(avi.getByText('פרטי הבנק תקינים: בנק הפועלים')).toBeVisible();
  await avi.getByRole('button', { name: 'שמירת הצ׳ק' }).click();
  await expect(avi).toHaveURL(/\/cheques\/view\/c\d+$/);

  // The owner removes the USER: her next call is refused in words, and the workspace is gone from her switcher.
  await yael.goto('/cheques');
  await expect(yael.getByRole('checkbox').first()).toBeVisible();
  await member(owner, YAEL).getByRole('button', { name: 'הסרה' }).click();
  const question = owner.getByRole('dialog');
  await expect(question).toContainText(`להסיר את ${who(YAEL)} מסביבת העבודה?`);
  await question.getByRole('button', { name: 'הסרה' }).click();
  await expect(member(owner, YAEL)).toHaveCount(0);
  await yael.getByRole('link', { name: 'צ׳קים שנשלחו' }).click();
  await expect(yael.getByRole('alert').filter({ hasText: 'אין לך הרשאה לצפות בצ׳קים.' })).toBeVisible();
  await expect(yael.getByRole('heading', { name: 'אין לך גישה למסך הזה' })).toBeVisible();
  await expect(yael.getByText('ללא סביבת עבודה')).toBeVisible();
  await expect(yael.getByRole('banner').getByText('גלבוע סחר בע״מ')).toHaveCount(0);
  await expectAxeClean(yael, 'a removed member after the refusal');

  await yael.context().close();
  await avi.context().close();
});

test('a new workspace, and switching between two: each list shows its own cheques only', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, OWNER);
  await expect(page.getByText('סביבת העבודה הפעילה: דנה כהן (פרטי)')).toBeVisible();

  // Create a private workspace: it becomes the active one, with no cheques yet.
  await page.getByRole('button', { name: 'החלפת סביבת עבודה' }).click();
  await page.getByRole('menuitem', { name: 'סביבות עבודה…' }).click();
  await expect(page.getByRole('list', { name: 'סביבות העבודה שלי' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('פרטית').check();
  await page.getByLabel('שם סביבת העבודה').fill('הוצאות הבית');
  await page.getByLabel('מזהה סביבת העבודה').fill('bayit');
  await expectAxeClean(page, 'workspaces page');
  await page.getByRole('button', { name: 'יצירת סביבת העבודה' }).click();
  await expect(page.getByText('„הוצאות הבית” נוצרה והיא עכשיו סביבת העבודה הפעילה שלך.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'סביבות העבודה שלי' }).getByRole('listitem')).toHaveCount(3);

  const switcher = page.getByRole('button', { name: 'החלפת סביבת עבודה' });
  const switchTo = async (name: string) => {
    await switcher.click();
    await page.getByRole('menuitem', { name, exact: true }).click();
    await expect(switcher).toContainText(name);
  };
  const cheques = page.getByRole('link', { name: /^פתיחת צ׳ק / });
  const empty = page.getByText('אין עדיין צ׳קים בסביבת העבודה הזו.');

  // The new workspace: no cheques.
  await expect(switcher).toContainText('הוצאות הבית');
  await openFromMenu(page, 'כל הצ׳קים');
  await expect(empty).toBeVisible();
  await expect(cheques).toHaveCount(0);

  // Gilboa: its cheques, on the same screen; then back to the new one: none of them.
  await switchTo('גלבוע סחר בע״מ');
  await expect(cheques.first()).toBeVisible();
  await expect(empty).toHaveCount(0);
  const gilboa = await cheques.allTextContents();
  await switchTo('דנה כהן (פרטי)');
  // The other workspace's cheques, none of Gilboa's (polled: the old list may show for a moment).
  await expect
    .poll(async () => {
      const dana = await cheques.allTextContents();
      return dana.length > 0 && dana.every((c) => !gilboa.includes(c));
    })
    .toBe(true);
  await switchTo('הוצאות הבית');
  await expect(empty).toBeVisible();
  await expect(cheques).toHaveCount(0);
  await expectAxeClean(page, 'the new workspace\'s empty list');
});
