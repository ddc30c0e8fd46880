import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { fillField, warmUp } from '@/test/fillField';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { mockRow } from '@mocks/scenarios';
import { recordRequests } from '@/test/recordRequests';
import { totpCode, totpStep } from '../rules/totp';

beforeAll(() => warmUp(() => Promise.all([import('./UserSettingsPage'), import('@/app/layout/DefaultLayout')])), 30_000);

const owner = () => mockRow.user('owner@demo.co.il');

async function openSettings() {
  const view = renderApp('/settings/user', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
  await screen.findByLabelText('שם פרטי');
  return { ...view, user: userEvent.setup({ delay: null }) };
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await fillField(user, label, value);
}

describe('UserSettingsPage', () => {
  it('saves name and national ID with PUT /api/user', async () => {
    const { user } = await openSettings();
    await replace(user, 'שם פרטי', 'דנית');
    await replace(user, 'מספר תעודת זהות', '000000018');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByText('נשמר')).toBeInTheDocument();
    expect(owner()).toMatchObject({ firstName: 'דנית', idNumber: '000000018' });
  });

  it('refuses an invalid national ID before sending', async () => {
    const { user } = await openSettings();
    await replace(user, 'מספר תעודת זהות', '123456789');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByText('מספר זהות או ח״פ לא תקין')).toBeInTheDocument();
    expect(owner().idNumber).toBe('123456782');
  });

  it('keeps the typed values when the save is refused, and offers the verification e-mail', async () => {
    server.use(http.put('*/api/user', () => HttpResponse.json({ message: 'Email must be confirmed before the action' }, { status: 400 })));
    const { user } = await openSettings();
    await replace(user, 'שם משפחה', 'כהן-לוי');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('יש לאמת את כתובת הדוא״ל לפני פעולה זו.');
    expect(screen.getByLabelText('שם משפחה')).toHaveValue('כהן-לוי');
    await user.click(screen.getByRole('button', { name: 'שליחת דוא״ל אימות חדש' }));
    expect(await screen.findByText('שלחנו דוא״ל אימות חדש לכתובת owner@demo.co.il.')).toBeInTheDocument();
  });

  it('needs a one-time code for a new phone: a wrong code is refused, the right one lets it save', async () => {
    const { user } = await openSettings();
    await replace(user, 'טלפון נייד', '0507778899');
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByText('יש לאמת את מספר הטלפון החדש לפני השמירה')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שליחת קוד אימות' }));
    expect(await screen.findByText('שלחנו קוד אימות למספר 0507778899.')).toBeInTheDocument();
    await fillField(user, 'קוד אימות', '999999');
    await user.click(screen.getByRole('button', { name: 'אימות הקוד' }));
    // The server's word at the code field, the code kept for a look.
    expect(await screen.findByText('הקוד שגוי או שפג תוקפו.')).toBeInTheDocument();
    expect(screen.getByLabelText('קוד אימות')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('קוד אימות')).toHaveValue('999999');
    const code = mockRow.message('payeeOtp', '0507778899').code!;
    await user.clear(screen.getByLabelText('קוד אימות'));
    await fillField(user, 'קוד אימות', code);
    await user.click(screen.getByRole('button', { name: 'אימות הקוד' }));
    expect(await screen.findByText(/הטלפון החדש אומת/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    await waitFor(() => expect(owner().phone).toBe('0507778899'));
  });

  it('says which phone is taken by another user', async () => {
    const { user } = await openSettings();
    await replace(user, 'טלפון נייד', '0547654321');
    await user.click(screen.getByRole('button', { name: 'שליחת קוד אימות' }));
    await screen.findByText('שלחנו קוד אימות למספר 0547654321.');
    await fillField(user, 'קוד אימות', db.outbox[0].code!);
    await user.click(screen.getByRole('button', { name: 'אימות הקוד' }));
    await screen.findByText(/הטלפון החדש אומת/);
    await user.click(screen.getByRole('button', { name: 'שמירת הפרטים' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('מספר הטלפון כבר רשום.');
    expect(screen.getByLabelText('טלפון נייד')).toHaveValue('0547654321');
  });

  it('changes the password, and names a wrong current password at its field', async () => {
    const { user } = await openSettings();
    await fillField(user, 'הסיסמה הנוכחית', 'Nope1234!');
    await fillField(user, 'סיסמה חדשה', 'Fresh123!');
    await fillField(user, 'אימות סיסמה', 'Fresh123!');
    await user.click(screen.getByRole('button', { name: 'שינוי הסיסמה' }));
    expect(await screen.findByText('הסיסמה הנוכחית שגויה')).toBeInTheDocument();
    expect(screen.getByLabelText('סיסמה חדשה')).toHaveValue('Fresh123!');
    await user.clear(screen.getByLabelText('הסיסמה הנוכחית'));
    await fillField(user, 'הסיסמה הנוכחית', 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'שינוי הסיסמה' }));
    expect(await screen.findByText('הסיסמה שונתה')).toBeInTheDocument();
    expect(owner().password).toBe('Fresh123!');
  });
});

describe('UserSettingsPage: the second sign-in step (section 9)', () => {
  const secretShown = () => screen.getByLabelText('המפתח לאפליקציית האימות').textContent!.replace(/\s/g, '');
  const codeNow = (secret: string) => totpCode(secret, totpStep(Date.now()));

  it('sets up an authenticator app: QR code and key, a wrong code refused at its field, the right one tested and saved', async () => {
    const requests = recordRequests();
    const { user } = await openSettings();
    expect(screen.getByText('כרגע: ללא שלב שני.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('אפליקציית אימות'));
    const qr = screen.getByRole('img', { name: 'קוד QR להוספת צ׳קספייס לאפליקציית אימות' });
    const secret = secretShown();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qr.getAttribute('data-value')).toBe(`otpauth://totp/ChequeSpace%3Aowner%40demo.co.il?secret=${secret}&issuer=ChequeSpace&algorithm=SHA1&digits=6&period=30`);

    const right = await codeNow(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    await fillField(user, 'הקוד בן 6 הספרות שמוצג באפליקציה', wrong);
    await user.click(screen.getByRole('button', { name: 'בדיקת הקוד ושמירה' }));
    expect(await screen.findByText('הקוד שגוי או שפג תוקפו.')).toBeInTheDocument();
    expect(screen.getByLabelText('הקוד בן 6 הספרות שמוצג באפליקציה')).toHaveValue(wrong);
    expect(requests.bodiesOf('POST', '/api/user/verify/test')).toEqual([{ otp: wrong, secret }]);
    expect(requests.to('PUT', '/api/user')).toHaveLength(0);
    expect(owner().otpMethod).toBeUndefined();

    await user.clear(screen.getByLabelText('הקוד בן 6 הספרות שמוצג באפליקציה'));
    await fillField(user, 'הקוד בן 6 הספרות שמוצג באפליקציה', await codeNow(secret));
    await user.click(screen.getByRole('button', { name: 'בדיקת הקוד ושמירה' }));
    expect(await screen.findByText('אפליקציית האימות הוגדרה: בכניסה הבאה תתבקשו להקליד את הקוד שלה.')).toBeInTheDocument();
    expect(requests.bodiesOf('PUT', '/api/user')).toEqual([{ verificationMethod: 'app', otpSecret: secret }]);
    expect(owner()).toMatchObject({ otpMethod: 'app', otpSecret: secret });
    expect(await screen.findByText('כרגע: אפליקציית אימות.')).toBeInTheDocument();
    // A fresh key for a next set-up: the saved one is not left on the screen.
    expect(secretShown()).not.toBe(secret);
  });

  it('refuses a code that is not six digits before sending it', async () => {
    const requests = recordRequests();
    const { user } = await openSettings();
    await user.click(screen.getByLabelText('אפליקציית אימות'));
    await fillField(user, 'הקוד בן 6 הספרות שמוצג באפליקציה', '12345');
    await user.click(screen.getByRole('button', { name: 'בדיקת הקוד ושמירה' }));
    expect(await screen.findByText('הקלידו את 6 הספרות שמוצגות באפליקציה.')).toBeInTheDocument();
    await requests.settled();
    expect(requests.to('POST', '/api/user/verify/test')).toHaveLength(0);
  });

  it('turns text messages on to the phone on file, then the second step off', async () => {
    const requests = recordRequests();
    const { user } = await openSettings();
    expect(screen.getByRole('button', { name: 'שמירה' })).toBeDisabled();
    await user.click(screen.getByLabelText('הודעת טקסט'));
    expect(screen.getByText('הקודים יישלחו בהודעת טקסט אל 0521234567.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(await screen.findByText('מעכשיו יישלח קוד בהודעת טקסט בכל כניסה.')).toBeInTheDocument();
    expect(owner().otpMethod).toBe('sms');
    await screen.findByText('כרגע: הודעת טקסט.');
    await user.click(screen.getByLabelText('ללא שלב שני'));
    await user.click(screen.getByRole('button', { name: 'שמירה' }));
    expect(await screen.findByText('השלב השני בכניסה כבוי.')).toBeInTheDocument();
    expect(requests.bodiesOf('PUT', '/api/user')).toEqual([{ verificationMethod: 'sms' }, { verificationMethod: null }]);
    expect(owner().otpMethod).toBeUndefined();
  });

  it('the backend refuses an app secret that was never tested', async () => {
    server.use(http.post('*/api/user/verify/test', () => HttpResponse.json({ ok: true, verified: true })));
    const { user } = await openSettings();
    await user.click(screen.getByLabelText('אפליקציית אימות'));
    await fillField(user, 'הקוד בן 6 הספרות שמוצג באפליקציה', '123456');
    await user.click(screen.getByRole('button', { name: 'בדיקת הקוד ושמירה' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('הקוד שגוי או שפג תוקפו.');
    expect(owner().otpMethod).toBeUndefined();
  });
});
