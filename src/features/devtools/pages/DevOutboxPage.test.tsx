import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { db } from '../../../../mocks/db/database';

beforeAll(() => Promise.all([import('./DevOutboxPage'), i18n.loadNamespaces('accounts')]), 30_000);

describe('DevOutboxPage', () => {
  it('lists what the mock sent, with in-app links and codes', async () => {
    db.outbox.push(
      { id: 'm1', to: 'noa@x.example', kind: 'verifyEmail', subject: 'אימות', link: '/authorizeEmail/abc', createdAt: new Date().toISOString() },
      { id: 'm2', to: '0521234567', kind: 'otp-sms', subject: 'קוד', code: '123456', createdAt: new Date().toISOString() },
    );
    renderApp('/dev/outbox');
    expect(await screen.findByRole('link', { name: '/authorizeEmail/abc' }, { timeout: 5000 })).toHaveAttribute('href', '/authorizeEmail/abc');
    expect(screen.getByText('123456')).toBeInTheDocument();
    expect(screen.getByText('קוד בהודעת טקסט')).toBeInTheDocument();
  });

  it('resets the demo only after confirmation, and logs out', async () => {
    const user = userEvent.setup({ delay: null });
    db.users[0].firstName = 'שונה';
    const { store, router } = renderApp('/dev/outbox', { as: 'owner@demo.co.il' });
    await user.click(await screen.findByRole('button', { name: 'איפוס נתוני הדמו' }));
    await user.click(await screen.findByRole('button', { name: 'ביטול' }));
    expect(db.users[0].firstName).toBe('שונה');
    await user.click(screen.getByRole('button', { name: 'איפוס נתוני הדמו' }));
    await user.click(await screen.findByRole('button', { name: 'איפוס' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(db.users[0].firstName).toBe('דנה');
    expect(store.getState().general.user).toBeNull();
  });
});
