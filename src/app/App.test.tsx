import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { recordRequests } from '@/test/recordRequests';
import { Link, Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/routing/RouteErrorBoundary';

const OWNER = 'owner@demo.co.il';

async function fillLogin(email = OWNER, password = 'Demo1234!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('דוא״ל'), email);
  await user.type(screen.getByLabelText('סיסמה'), password);
  await user.click(screen.getByRole('button', { name: 'התחברות' }));
}

describe('the app shell', () => {
  it('sends a visitor who is not signed in from home to the login page, without a redirect', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'התחברות' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.location.search).toBe('');
  });

  it('signs in and shows the dashboard of the active workspace with the sidebar', async () => {
    const { store } = renderApp('/login');
    await fillLogin();
    expect(await screen.findByRole('heading', { name: 'שלום דנה' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(store.getState().general.user?.email).toBe(OWNER);
    const sidebar = screen.getByRole('complementary', { name: 'ניווט ראשי' });
    expect(within(sidebar).getByRole('link', { name: 'לוח בקרה' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'איפה הכסף' })).toBeInTheDocument();
  });

  it('shows the refused sign-in message and keeps what was typed', async () => {
    renderApp('/login');
    await fillLogin(OWNER, 'wrong-password');
    expect(await screen.findByText('דוא״ל או סיסמה שגויים.')).toBeInTheDocument();
    expect(screen.getByLabelText('דוא״ל')).toHaveValue(OWNER);
  });

  it('returns to a safe redirect after sign-in', async () => {
    renderApp('/login?redirect=%2Fsettings%2Fuser%3Ftab%3D2');
    await fillLogin();
    await waitFor(() => expect(window.location.pathname).toBe('/settings/user'));
    expect(window.location.search).toBe('?tab=2');
  });

  it.each(['%2F%2Fevil.example%2Fx', '%2F%5Cevil.example', 'https%3A%2F%2Fevil.example', 'javascript%3Aalert(1)'])(
    'goes home after sign-in instead of to the redirect %s',
    async (redirect) => {
      renderApp(`/login?redirect=${redirect}`);
      await fillLogin();
      await screen.findByRole('heading', { name: 'שלום דנה' });
      expect(window.location.pathname).toBe('/');
    },
  );

  it('sends a signed-in user who opens /login on to the redirect, without the form', async () => {
    renderApp('/login?redirect=%2Fsettings%2Fuser', { as: OWNER, workspace: 'gilboa-trade' });
    expect(await screen.findByRole('heading', { name: 'הגדרות משתמש' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/user');
    expect(screen.queryByLabelText('סיסמה')).not.toBeInTheDocument();
  });

  it('sends a signed-in user who opens /login with a redirect out of the app home instead', async () => {
    renderApp('/login?redirect=https%3A%2F%2Fevil.example', { as: OWNER, workspace: 'gilboa-trade' });
    expect(await screen.findByRole('heading', { name: 'שלום דנה' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('on a 401 mid-session clears the user and goes to login with the page in redirect, once', async () => {
    const { store } = renderApp('/settings/user?tab=1', { as: OWNER, workspace: 'gilboa-trade' });
    await screen.findByRole('heading', { name: 'הגדרות משתמש' });
    // Every navigation goes through the address bar's history: count the ones to login.
    const toLogin = () =>
      [...push.mock.calls, ...replace.mock.calls].filter(([, , url]) => new URL(String(url), window.location.href).pathname === '/login');
    const push = vi.spyOn(window.history, 'pushState');
    const replace = vi.spyOn(window.history, 'replaceState');
    server.use(msw.get('/api/check/workspace/:ws', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    server.use(msw.get('/api/user', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const { http } = await import('@/api/http');
    await Promise.allSettled(Array.from({ length: 20 }, () => http.get('/api/user')));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?redirect=%2Fsettings%2Fuser%3Ftab%3D1');
    expect(store.getState().general).toMatchObject({ user: null, workspace: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toLogin()).toHaveLength(1);
  });

  it('does not log out on a 401 with err 100', async () => {
    const { store } = renderApp('/settings/user', { as: OWNER, workspace: 'gilboa-trade' });
    await screen.findByRole('heading', { name: 'הגדרות משתמש' });
    server.use(msw.get('/api/user', () => HttpResponse.json({ err: 100, message: 'x' }, { status: 401 })));
    const { http } = await import('@/api/http');
    await http.get('/api/user').catch(() => undefined);
    expect(window.location.pathname).toBe('/settings/user');
    expect(store.getState().general.user?.email).toBe(OWNER);
  });

  it('switches workspace from the header and loads the new workspace', async () => {
    const requests = recordRequests();
    renderApp('/', { as: OWNER, workspace: 'dana-private' });
    expect(await screen.findByText('סביבת העבודה הפעילה: דנה כהן (פרטי)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /, החלפת סביבת עבודה$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'גלבוע סחר בע״מ' }));
    expect(await screen.findByText('סביבת העבודה הפעילה: גלבוע סחר בע״מ')).toBeInTheDocument();
    await waitFor(() => expect(requests.all.map((r) => r.path)).toContain('/api/check/workspace/gilboa-trade'));
  });

  it('switches to English, Arabic and back, and dir and lang follow the language', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('lang')).toBe('ar');
    await user.click(screen.getByRole('button', { name: 'עברית' }));
    expect(await screen.findByRole('heading', { name: 'התחברות' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'he');
  });

  it('logs out from the user menu', async () => {
    const { store } = renderApp('/', { as: OWNER, workspace: 'gilboa-trade' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /, תפריט משתמש$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'התנתקות' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(store.getState().general.user).toBeNull();
  });

  it('shows a message with a retry instead of a blank page when a screen throws', async () => {
    const Broken = () => {
      throw new Error('render failed');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', { routes: [{ path: '/', element: <RouteErrorBoundary><Broken /></RouteErrorBoundary> }] });
    expect(await screen.findByRole('heading', { name: 'משהו השתבש' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ניסיון נוסף' })).toBeInTheDocument();
  });

  it('clears the message on the next navigation and shows the screen again', async () => {
    let broken = true;
    const Page = () => {
      if (broken) throw new Error('render failed');
      return <p>fine now</p>;
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = (
      <>
        <Link to="/other">elsewhere</Link>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </>
    );
    renderApp('/', { routes: [{ element: shell, children: [{ path: '/', element: <Page /> }, { path: '/other', element: <Page /> }] }] });
    expect(await screen.findByRole('heading', { name: 'משהו השתבש' })).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('fine now')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'משהו השתבש' })).not.toBeInTheDocument();
  });

  afterEach(async () => {
    await i18n.changeLanguage('he');
  });
});
