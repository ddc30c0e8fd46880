import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { fillField, warmUp } from '@/test/fillField';
import { DEMO_EXPIRED_RESET_HASH } from '@mocks/db/seeds/accountsSeed';
import { mockRow, scenario } from '@mocks/scenarios';

beforeAll(() => warmUp(() => import('./ResetPasswordPage')), 30_000);

async function setPassword(password: string, confirm = password) {
  const user = userEvent.setup({ delay: null });
  await fillField(user, 'סיסמה חדשה', password);
  await fillField(user, 'אימות סיסמה', confirm);
  await user.click(screen.getByRole('button', { name: 'שמירת הסיסמה' }));
}

describe('ResetPasswordPage', () => {
  it('refuses a weak password and a mismatch before sending', async () => {
    renderApp('/password/reset/anything');
    await setPassword('short', 'other');
    expect(await screen.findByText('לפחות 8 תווים', { selector: '.invalid-feedback' })).toBeInTheDocument();
    expect(screen.getByText('הסיסמאות אינן תואמות')).toBeInTheDocument();
  });

  it('says the link expired, keeps the typed password and offers a new link', async () => {
    renderApp(`/password/reset/${DEMO_EXPIRED_RESET_HASH}`);
    await setPassword('NewPass1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('פג תוקף הקישור');
    expect(screen.getByRole('link', { name: 'לקבלת קישור חדש' })).toHaveAttribute('href', '/login/reset-password');
    expect(screen.getByLabelText('סיסמה חדשה')).toHaveValue('NewPass1!');
  });

  it('sets the new password and leads to sign-in with a notice', async () => {
    scenario('valid password reset link');
    renderApp('/password/reset/good-reset');
    await setPassword('NewPass1!');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByText('הסיסמה עודכנה. אפשר להתחבר עם הסיסמה החדשה.')).toBeInTheDocument();
    expect(screen.getByLabelText('דוא״ל')).toHaveValue('user@demo.co.il');
    expect(mockRow.user('user@demo.co.il').password).toBe('NewPass1!');
  });
});
