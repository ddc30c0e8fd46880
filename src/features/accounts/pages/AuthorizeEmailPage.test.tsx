import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { warmUp } from '@/test/fillField';
import { db } from '@mocks/db/database';
import { DEMO_EXPIRED_VERIFY_HASH } from '@mocks/db/seeds/accountsSeed';
import { mockRow, scenario } from '@mocks/scenarios';

beforeAll(() => warmUp(() => import('./AuthorizeEmailPage')), 30_000);

describe('AuthorizeEmailPage', () => {
  it('confirms the address of a valid link', async () => {
    scenario('unconfirmed e-mail with a fresh link');
    renderApp('/authorizeEmail/fresh-link');
    expect(await screen.findByText(/כתובת הדוא״ל אומתה בהצלחה/)).toBeInTheDocument();
    expect(mockRow.user('user@demo.co.il').emailConfirmed).toBe(true);
    expect(screen.getByRole('link', { name: 'להתחברות' })).toHaveAttribute('href', '/login');
  });

  it('offers a new e-mail for an expired link, and sends it', async () => {
    scenario('unconfirmed e-mail');
    const user = userEvent.setup({ delay: null });
    renderApp(`/authorizeEmail/${DEMO_EXPIRED_VERIFY_HASH}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('פג תוקף הקישור. לחצו כדי לקבל דוא״ל חדש.');
    await user.click(screen.getByRole('button', { name: 'שליחת דוא״ל אימות חדש' }));
    expect(await screen.findByText('שלחנו דוא״ל אימות חדש לכתובת user@demo.co.il.')).toBeInTheDocument();
    await waitFor(() => expect(db.outbox[0]).toMatchObject({ to: 'user@demo.co.il', kind: 'verifyEmail' }));
  });

  it('tells instead when the address of an expired link was confirmed meanwhile', async () => {
    renderApp(`/authorizeEmail/${DEMO_EXPIRED_VERIFY_HASH}`);
    await userEvent.click(await screen.findByRole('button', { name: 'שליחת דוא״ל אימות חדש' }));
    expect(await screen.findByText('הכתובת כבר אומתה. אפשר להתחבר.')).toBeInTheDocument();
    expect(db.outbox).toHaveLength(0);
  });

  it('says "Email authorization failed" for an unknown link and offers no resend', async () => {
    renderApp('/authorizeEmail/no-such-link');
    expect(await screen.findByRole('alert')).toHaveTextContent('אימות כתובת הדוא״ל נכשל.');
    expect(screen.queryByRole('button', { name: 'שליחת דוא״ל אימות חדש' })).not.toBeInTheDocument();
  });
});
