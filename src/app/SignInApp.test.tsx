import { StrictMode, type ComponentType } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRow } from '@mocks/scenarios';
import { recordRequests } from '@/test/recordRequests';
import { fillField } from '@/test/fillField';
import { hasPersistedUser, PERSISTED_STATE_KEY } from '@/lib/persistedUser';
import { signedInUser } from './signInSession';

// /login before the staff app (src/main.tsx with no signed-in user stored): the sign-in app renders
// the page with no store, then starts the staff app in place. The staff app starts once per page,
// so each test loads the modules afresh (a new page).
async function openSignIn(path: string) {
  vi.resetModules();
  window.history.replaceState(null, '', path);
  const { startSignIn } = await import('./SignInApp');
  const SignIn: ComponentType = startSignIn();
  // No redux Provider around it: a store read anywhere in the sign-in would throw.
  render(
    <StrictMode>
      <SignIn />
    </StrictMode>,
  );
  return userEvent.setup({ delay: null });
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password = 'Demo1234!') {
  await fillField(user, 'דוא״ל', email);
  await fillField(user, 'סיסמה', password);
  await user.click(screen.getByRole('button', { name: 'התחברות' }));
}

const storedUser = () => hasPersistedUser(localStorage.getItem(PERSISTED_STATE_KEY));

describe('the sign-in app', () => {
  it('signs in with the same request as before and starts the staff app at the redirect, with the user in its store', async () => {
    // What a sign-out leaves: the stored state without a user, restored when the staff app starts.
    const signedOut = { user: null, workspace: '', sidebarShow: false };
    localStorage.setItem(PERSISTED_STATE_KEY, JSON.stringify({ general: JSON.stringify(signedOut), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    const requests = recordRequests();
    const user = await openSignIn('/login?redirect=%2Fsettings%2Fuser%3Ftab%3D2');
    expect(await screen.findByRole('heading', { name: 'התחברות' })).toBeInTheDocument();
    // The title is set by an effect after the page shows: on a loaded machine, a moment later.
    await waitFor(() => expect(document.title).toBe('התחברות · צ׳קספייס'));
    await signIn(user, 'owner@demo.co.il');

    // The staff app's signed-in screen shows (RequireAuth found the user) at the target, no reload.
    expect(await screen.findByRole('heading', { name: 'הגדרות משתמש' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/settings/user?tab=2');
    expect(requests.bodiesOf('POST', '/api/user/login')).toEqual([{ email: 'owner@demo.co.il', password: 'Demo1234!' }]);
    // The store has the user and persists it as any user (after the stored state was restored).
    await waitFor(() => expect(storedUser()).toBe(true));
    expect(localStorage.getItem(PERSISTED_STATE_KEY)).toContain('owner@demo.co.il');
  });

  it('stores the signed-in user at once, without the password: a reload before the staff app arrives finds it', async () => {
    const user = await openSignIn('/login');
    // The staff app's code never arrives (a slow phone network): only the sign-in app has run.
    vi.doMock('./App', () => new Promise(() => undefined));
    await signIn(user, 'owner@demo.co.il');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(storedUser()).toBe(true);
    const stored = localStorage.getItem(PERSISTED_STATE_KEY) ?? '';
    expect(stored).toContain('owner@demo.co.il');
    expect(stored).not.toContain('Demo1234!');
    expect(JSON.parse(JSON.parse(stored).general).workspace).not.toBe('');
    vi.doUnmock('./App');
  });

  it('shows a refused sign-in on the form, keeps the e-mail and stays on /login', async () => {
    const user = await openSignIn('/login');
    await signIn(user, 'owner@demo.co.il', 'Wrong1234!');
    expect(await screen.findByText('דוא״ל או סיסמה שגויים.')).toBeInTheDocument();
    expect(screen.getByLabelText('דוא״ל')).toHaveValue('owner@demo.co.il');
    expect(window.location.pathname).toBe('/login');
    expect(storedUser()).toBe(false);
  });

  it('asks for the one-time code, refuses a wrong one, then starts the staff app signed in', async () => {
    const requests = recordRequests();
    const user = await openSignIn('/login?redirect=%2Fsettings%2Fuser');
    await signIn(user, 'otp@demo.co.il');
    expect(await screen.findByText(/שלחנו קוד אימות בהודעת טקסט/)).toBeInTheDocument();
    await fillField(user, 'קוד אימות', '000000');
    await user.click(screen.getByRole('button', { name: 'אימות והתחברות' }));
    expect(await screen.findByText('הקוד שגוי או שפג תוקפו.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /שליחת הודעה חדשה/ }));
    expect(await screen.findByText('שלחנו הודעה חדשה עם קוד חדש.')).toBeInTheDocument();
    const code = mockRow.message('otp-sms').code!;
    await user.clear(screen.getByLabelText('קוד אימות'));
    await fillField(user, 'קוד אימות', code);
    await user.click(screen.getByRole('button', { name: 'אימות והתחברות' }));

    expect(await screen.findByRole('heading', { name: 'הגדרות משתמש' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/user');
    const userId = mockRow.user('otp@demo.co.il').id;
    expect(requests.bodiesOf('POST', '/api/user/otp/resend')).toEqual([{ userId }]);
    expect(requests.bodiesOf('POST', '/api/user/verify/otp')).toEqual([
      { userId, otp: '000000' },
      { userId, otp: code },
    ]);
    await waitFor(() => expect(storedUser()).toBe(true));
  });

  it('goes home, not to a redirect that leaves the app', async () => {
    const user = await openSignIn('/login?redirect=%2F%2Fevil.example%2Fx');
    await signIn(user, 'owner@demo.co.il');
    expect(await screen.findByRole('heading', { name: 'שלום דנה' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('opens the sign-up screen from its link in the staff app, with no one signed in', async () => {
    const user = await openSignIn('/login');
    await user.click(await screen.findByRole('link', { name: 'להרשמה' }));
    expect(await screen.findByRole('heading', { name: 'הרשמה' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/register');
    // No one was handed to the staff app (what the previous test's staff app persists late is its own).
    expect(signedInUser()).toBeNull();
  });
});
