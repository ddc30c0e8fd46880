import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { warmUp } from '@/test/fillField';
import { DEMO_EXPIRED_LOGIN_HASH } from '@mocks/db/seeds/accountsSeed';

beforeAll(() => warmUp(() => import('./LoginHashPage')), 30_000);

describe('LoginHashPage', () => {
  it('says an expired sign-in link has expired, offers the sign-in, and no new e-mail it has none to send', async () => {
    renderApp(`/login/hash/${DEMO_EXPIRED_LOGIN_HASH}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('פג תוקף הקישור להתחברות. אפשר להתחבר עם דוא״ל וסיסמה.');
    // Section 8's catalogue text asks to press for a new e-mail: nothing here sends one.
    expect(screen.queryByText(/לחצו כדי לקבל דוא״ל חדש/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'להתחברות' })).toHaveAttribute('href', '/login');
  });

  it('tells an unknown link by the server\'s refusal, and the sign-in as the way on', async () => {
    renderApp('/login/hash/no-such-link');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('הקישור להתחברות אינו תקף. אפשר להתחבר עם דוא״ל וסיסמה.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'להתחברות' })).toHaveAttribute('href', '/login');
  });
});
