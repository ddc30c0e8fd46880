import { test, expect, expectAxeClean, signIn, outbox, OWNER } from './fixtures';

const code = async (page: Parameters<typeof outbox>[0], kind: string) => (await outbox(page)).find((m) => m.kind === kind)?.code ?? '';
const link = async (page: Parameters<typeof outbox>[0], kind: string) => (await outbox(page)).find((m) => m.kind === kind)?.link ?? '';

test.describe('accounts journeys (Hebrew)', () => {
  test('a bad password is refused; a second step with a code from the outbox signs in', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'otp@demo.co.il', 'Wrong1234!');
    await expect(page.getByRole('alert')).toHaveText('דוא״ל או סיסמה שגויים.');
    await expectAxeClean(page, 'login with error');
    await page.getByLabel('סיסמה').fill('Demo1234!');
    await page.getByRole('button', { name: 'התחברות' }).click();
    await expect(page.getByRole('heading', { name: 'אימות דו־שלבי' })).toBeVisible();
    await expect(page.getByText(/שלחנו קוד אימות בהודעת טקסט/)).toBeVisible();
    await page.getByLabel('קוד אימות').fill('000000');
    await page.getByRole('button', { name: 'אימות והתחברות' }).click();
    await expect(page.getByRole('alert')).toHaveText('הקוד שגוי או שפג תוקפו.');
    await expectAxeClean(page, 'otp step');
    await page.getByLabel('קוד אימות').fill(await code(page, 'otp-sms'));
    await page.getByRole('button', { name: 'אימות והתחברות' }).click();
    await expect(page.getByRole('heading', { name: 'שלום עומר' })).toBeVisible();
  });

  test('signs in by link and logs out from the user menu', async ({ page }) => {
    await page.goto('/login/hash/demo-login-link');
    await expect(page.getByRole('heading', { name: 'שלום דנה' })).toBeVisible();
    await page.getByRole('button', { name: 'תפריט משתמש' }).click();
    await expect(page.getByRole('menu', { name: 'תפריט משתמש' })).toContainText('owner@demo.co.il');
    await expectAxeClean(page, 'user menu open');
    await page.getByRole('menuitem', { name: 'התנתקות' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/login/hash/expired-login-link');
    await expect(page.getByRole('alert')).toContainText('פג תוקף הקישור');
    await expectAxeClean(page, 'login hash expired');
  });

  test('signs up, is told about the verification mail, and verifies through the outbox link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'להרשמה' }).click();
    await expect(page.getByRole('heading', { name: 'הרשמה' })).toBeVisible();
    await page.getByLabel('שם פרטי').fill('נועה');
    await page.getByLabel('שם משפחה').fill('ברק');
    await page.getByLabel('דוא״ל').fill('owner@demo.co.il');
    await page.getByLabel('טלפון נייד').fill('0509876543');
    await page.getByLabel('סיסמה', { exact: true }).fill('Secret12!');
    await page.getByLabel('אימות סיסמה').fill('Secret12!');
    await expectAxeClean(page, 'register');
    await page.getByRole('button', { name: 'יצירת משתמש' }).click();
    await expect(page.getByRole('alert')).toHaveText('כתובת הדוא״ל כבר רשומה.');
    await page.getByLabel('דוא״ל').fill('noa@barak.example');
    await page.getByRole('button', { name: 'יצירת משתמש' }).click();
    await expect(page.getByText('המשתמש נוצר!')).toBeVisible();
    await expectAxeClean(page, 'register done');
    await page.goto(await link(page, 'verifyEmail'));
    await expect(page.getByText('כתובת הדוא״ל אומתה בהצלחה.')).toBeVisible();
    await expectAxeClean(page, 'authorize email');
    await page.goto('/authorizeEmail/expired-verify-link');
    await expect(page.getByRole('alert')).toContainText('פג תוקף הקישור');
    await expect(page.getByRole('button', { name: 'שליחת דוא״ל אימות חדש' })).toBeVisible();
  });

  test('a business signs up on the second form; a personal e-mail gets a warning', async ({ page }) => {
    await page.goto('/register2');
    await page.getByLabel('שם החברה').fill('מאפיית הגליל');
    await page.getByLabel('מספר חברה (ח״פ)').fill('516000007');
    await page.getByLabel('מזהה סביבת העבודה').fill('gilboa-trade');
    await page.getByLabel('שם פרטי').fill('אורי');
    await page.getByLabel('שם משפחה').fill('גל');
    await page.getByLabel('דוא״ל של העסק').fill('uri@gmail.com');
    await expect(page.getByText(/נראית כתובת דוא״ל פרטית/)).toBeVisible();
    await page.getByLabel('טלפון נייד').fill('0541112233');
    await page.getByLabel('סיסמה', { exact: true }).fill('Secret12!');
    await page.getByLabel('אימות סיסמה').fill('Secret12!');
    await page.getByRole('button', { name: 'יצירת חשבון עסקי' }).click();
    await expect(page.getByRole('alert')).toHaveText('מזהה סביבת העבודה כבר תפוס.');
    await expectAxeClean(page, 'register2 with errors');
    await page.getByLabel('מזהה סביבת העבודה').fill('galil-bakery');
    await page.getByRole('button', { name: 'יצירת חשבון עסקי' }).click();
    await expect(page.getByText('המשתמש נוצר!')).toBeVisible();
    await page.getByRole('button', { name: 'המשך למערכת' }).click();
    await expect(page.getByRole('heading', { name: 'שלום אורי' })).toBeVisible();
  });

  test('a forgotten password is reset through the outbox link', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'שכחתי סיסמה' }).click();
    await expect(page.getByRole('heading', { name: 'שכחתי סיסמה' })).toBeVisible();
    await page.getByLabel('דוא״ל').fill('user@demo.co.il');
    await page.getByRole('button', { name: 'שליחת קישור' }).click();
    await expect(page.getByRole('status')).toContainText('user@demo.co.il');
    await expectAxeClean(page, 'reset request');
    await page.goto(await link(page, 'passwordReset'));
    await page.getByLabel('סיסמה חדשה').fill('Fresh123!');
    await page.getByLabel('אימות סיסמה').fill('Fresh123!');
    await expectAxeClean(page, 'reset password');
    await page.getByRole('button', { name: 'שמירת הסיסמה' }).click();
    await expect(page.getByText('הסיסמה עודכנה. אפשר להתחבר עם הסיסמה החדשה.')).toBeVisible();
    await page.getByLabel('סיסמה').fill('Fresh123!');
    await page.getByRole('button', { name: 'התחברות' }).click();
    await expect(page.getByRole('heading', { name: 'שלום יוסי' })).toBeVisible();
  });

  test('invitations answer with each code', async ({ page }) => {
    const cases: Array<[string, string]> = [
      ['demo-join', 'הצטרפת לחשבון בהצלחה'],
      ['demo-member', 'ההרשאות כבר נוצרו'],
      ['demo-failed', 'ההצטרפות לחשבון נכשלה'],
      ['demo-cancelled', 'ההזמנה לא נמצאה או בוטלה.'],
    ];
    for (const [invitation, message] of cases) {
      await page.goto(`/invitation/${invitation}`);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByRole('button', { name: 'חזרה לדף הבית' })).toBeVisible();
      await expectAxeClean(page, `invitation ${invitation}`);
    }
    await page.goto('/invitation/demo-register');
    await page.getByRole('button', { name: 'להרשמה' }).click();
    await expect(page).toHaveURL(/\/register\?email=new\.member%40demo\.co\.il$/);
    await expect(page.getByLabel('דוא״ל')).toHaveValue('new.member@demo.co.il');
  });

  test('user settings save the name and a phone verified with a code', async ({ page }) => {
    await page.goto('/login?redirect=%2Fsettings%2Fuser');
    await signIn(page, OWNER);
    await expect(page.getByRole('heading', { name: 'הגדרות משתמש' })).toBeVisible();
    await expectAxeClean(page, 'user settings');
    await page.getByLabel('שם פרטי').fill('דנית');
    await page.getByLabel('טלפון נייד').fill('0507778899');
    await page.getByRole('button', { name: 'שליחת קוד אימות' }).click();
    await page.getByLabel('קוד אימות').fill(await code(page, 'payeeOtp'));
    await page.getByRole('button', { name: 'אימות הקוד' }).click();
    await expect(page.getByText(/הטלפון החדש אומת/)).toBeVisible();
    await page.getByRole('button', { name: 'שמירת הפרטים' }).click();
    await expect(page.getByText('נשמר')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('שם פרטי')).toHaveValue('דנית');
    await expect(page.getByLabel('טלפון נייד')).toHaveValue('0507778899');
  });
});

test.describe('sign-up on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one tap submits even when the field being left shows its error: every fault is said, the first has the focus', async ({ page }) => {
    await page.goto('/register?email=noa%40barak.example');
    await page.getByLabel('שם משפחה').fill('ברק');
    await page.getByLabel('טלפון נייד').fill('0509876543');
    await page.getByLabel('סיסמה', { exact: true }).fill('Secret12!');
    // The confirmation typed wrong, last: leaving it adds its error above the button.
    await page.getByLabel('אימות סיסמה').fill('Secret12?');
    await page.getByRole('button', { name: 'יצירת משתמש' }).tap();
    await expect(page.getByLabel('אימות סיסמה')).toHaveAccessibleDescription(/הסיסמאות אינן תואמות/);
    // The tap submitted: the first name, never visited, is said to be missing, and has the focus.
    await expect(page.getByLabel('שם פרטי')).toHaveAccessibleDescription('שדה חובה');
    await expect(page.getByLabel('שם פרטי')).toBeFocused();
  });
});
