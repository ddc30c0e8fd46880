import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { fillField, warmUp } from '@/test/fillField';
import { server } from '@mocks/node';
import { recordRequests } from '@/test/recordRequests';
import { mockRow } from '@mocks/scenarios';
import { totpCode, totpStep } from '../rules/totp';

async function fillLogin(email: string, password = 'Demo1234!') {
  const user = userEvent.setup({ delay: null });
  await fillField(user, 'דוא״ל', email);
  await fillField(user, 'סיסמה', password);
  await user.click(screen.getByRole('button', { name: 'התחברות' }));
  return user;
}

beforeAll(() => warmUp(() => import('./LoginPage')), 30_000);

describe('LoginPage', () => {
  it('says "Invalid email or password" on a bad pair and keeps the typed e-mail', async () => {
    renderApp('/login');
    await fillLogin('owner@demo.co.il', 'Wrong1234!');
    expect(await screen.findByText('דוא״ל או סיסמה שגויים.')).toBeInTheDocument();
    expect(screen.getByLabelText('דוא״ל')).toHaveValue('owner@demo.co.il');
    expect(window.location.pathname).toBe('/login');
  });

  it('gives the focus to the first field at fault when a sign-in is refused by its rules, and sends nothing', async () => {
    const sent = recordRequests();
    renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'התחברות' }));
    expect(screen.getByLabelText('דוא״ל')).toHaveFocus();
    await fillField(user, 'דוא״ל', 'owner@demo.co.il');
    await user.click(screen.getByRole('button', { name: 'התחברות' }));
    expect(screen.getByLabelText('סיסמה')).toHaveFocus();
    expect(screen.getByLabelText('סיסמה')).toHaveAccessibleDescription(/.+/);
    expect((await sent.settled()).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('keeps the focus in the field being left while the sign-in button is pressed (its error above the button must not move it from under the pointer)', async () => {
    renderApp('/login');
    const user = userEvent.setup({ delay: null });
    const email = await screen.findByLabelText('דוא״ל');
    await user.type(email, 'not-an-email');
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'התחברות' }) });
    expect(email).toHaveFocus();
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'התחברות' }) });
  });

  it('asks for the one-time code, refuses a wrong one, and signs in with the code that was sent', async () => {
    renderApp('/login?redirect=%2Fsettings%2Fuser');
    const user = await fillLogin('otp@demo.co.il');
    expect(await screen.findByText(/שלחנו קוד אימות בהודעת טקסט/)).toBeInTheDocument();
    await fillField(user, 'קוד אימות', '000000');
    await user.click(screen.getByRole('button', { name: 'אימות והתחברות' }));
    expect(await screen.findByText('הקוד שגוי או שפג תוקפו.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /שליחת הודעה חדשה/ }));
    expect(await screen.findByText('שלחנו הודעה חדשה עם קוד חדש.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /אפשר לשלוח שוב בעוד/ })).toBeDisabled();
    const code = mockRow.message('otp-sms').code!;
    await user.clear(screen.getByLabelText('קוד אימות'));
    await fillField(user, 'קוד אימות', code);
    await user.click(screen.getByRole('button', { name: 'אימות והתחברות' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings/user'));
  });

  it('signs in with the code of the authenticator app the user set up', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    Object.assign(mockRow.user('otp@demo.co.il'), { otpMethod: 'app', otpSecret: secret });
    renderApp('/login?redirect=%2Fsettings%2Fuser');
    const user = await fillLogin('otp@demo.co.il');
    expect(await screen.findByText('פתחו את אפליקציית האימות והקלידו את הקוד שמופיע בה.')).toBeInTheDocument();
    const right = await totpCode(secret, totpStep(Date.now()));
    await fillField(user, 'קוד אימות', String((Number(right) + 500_000) % 1_000_000).padStart(6, '0'));
    await user.click(screen.getByRole('button', { name: 'אימות והתחברות' }));
    expect(await screen.findByText('הקוד שגוי או שפג תוקפו.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('קוד אימות'));
    await fillField(user, 'קוד אימות', await totpCode(secret, totpStep(Date.now())));
    await user.click(screen.getByRole('button', { name: 'אימות והתחברות' }));
    await waitFor(() => expect(window.location.pathname).toBe('/settings/user'));
  });

  it.each([
    ['voice', /שיחה קולית/, 'לא קיבלת? שיחה חוזרת'],
    ['app', /אפליקציית האימות/, null],
  ] as const)('tells how a %s code arrives', async (method, text, resend) => {
    server.use(http.post('*/api/user/login', () => HttpResponse.json({ otpRequired: true, userId: 'u4', otpMethod: method })));
    renderApp('/login');
    await fillLogin('otp@demo.co.il');
    expect(await screen.findByText(text)).toBeInTheDocument();
    if (resend) expect(screen.getByRole('button', { name: resend })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: /לא קיבלת/ })).not.toBeInTheDocument();
  });

  it('sends no reCAPTCHA token and loads no Google script when no site key is configured', async () => {
    const bodies = recordRequests().bodiesOf('POST', '/api/user/login');
    renderApp('/login');
    await fillLogin('owner@demo.co.il');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(bodies).toEqual([{ email: 'owner@demo.co.il', password: 'Demo1234!' }]);
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('links to the forgotten-password and sign-up screens', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'שכחתי סיסמה' })).toHaveAttribute('href', '/login/reset-password');
    expect(screen.getByRole('link', { name: 'להרשמה' })).toHaveAttribute('href', '/register');
  });
});
