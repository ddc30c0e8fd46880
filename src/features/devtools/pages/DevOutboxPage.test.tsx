import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { mockRow, scenario } from '@mocks/scenarios';

beforeAll(() => Promise.all([import('./DevOutboxPage'), i18n.loadNamespaces('accounts')]), 30_000);

describe('DevOutboxPage', () => {
  it('lists what the mock sent, with in-app links and codes', async () => {
    scenario('outbox with a link and a code');
    renderApp('/dev/outbox');
    expect(await screen.findByRole('link', { name: '/authorizeEmail/abc' })).toHaveAttribute('href', '/authorizeEmail/abc');
    expect(screen.getByText('123456')).toBeInTheDocument();
    expect(screen.getByText('קוד בהודעת טקסט')).toBeInTheDocument();
  });

  it('resets the demo only after confirmation, and logs out', async () => {
    const user = userEvent.setup({ delay: null });
    mockRow.user('owner@demo.co.il').firstName = 'שונה';
    const { store } = renderApp('/dev/outbox', { as: 'owner@demo.co.il' });
    await user.click(await screen.findByRole('button', { name: 'איפוס נתוני הדמו' }));
    await user.click(await screen.findByRole('button', { name: 'ביטול' }));
    expect(mockRow.user('owner@demo.co.il').firstName).toBe('שונה');
    await user.click(screen.getByRole('button', { name: 'איפוס נתוני הדמו' }));
    await user.click(await screen.findByRole('button', { name: 'איפוס' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(mockRow.user('owner@demo.co.il').firstName).toBe('דנה');
    expect(store.getState().general.user).toBeNull();
  });
});
