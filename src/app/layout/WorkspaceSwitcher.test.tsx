import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { baseApi } from '@/api/baseApi';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';

afterEach(() => server.events.removeAllListeners());

describe('the workspace switcher', () => {
  it('offers the workspaces of GET /api/workspace/all and a way to manage them', async () => {
    const paths: string[] = [];
    server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
    renderApp('/', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    // Named by what it shows first (WCAG 2.5.3), the active workspace by its whole name also where a
    // phone's header has room for part of it, then what it does.
    const button = await screen.findByRole('button', { name: 'סביבת עבודה גלבוע סחר בע״מ, החלפת סביבת עבודה' });
    await userEvent.click(button);
    expect(paths).toContain('/api/workspace/all');
    const menu = screen.getByRole('menu', { name: 'החלפת סביבת עבודה' });
    expect(within(menu).getByRole('menuitem', { name: 'דנה כהן (פרטי)' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('menuitem', { name: 'גלבוע סחר בע״מ' })).toHaveAttribute('aria-current', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'סביבות עבודה…' })).toHaveAttribute('href', '/workspaces');
  });

  it('an invitation accepted while signed in adds the workspace and makes it the active one (section 4)', async () => {
    const { store } = renderApp('/invitation/demo-join', { as: 'user@demo.co.il', workspace: 'gilboa-trade' });
    expect(await screen.findByText('הצטרפת לחשבון בהצלחה', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'חזרה לדף הבית' }));
    await waitFor(() => expect(store.getState().general.workspace).toBe('dana-private'));
    expect(store.getState().general.user?.Roles?.map((r: { Workspace: { name: string } }) => r.Workspace.name)).toEqual(['gilboa-trade', 'dana-private']);
  }, 30_000);

  it('no longer offers a workspace the user was removed from', async () => {
    const { store } = renderApp('/', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    await screen.findByRole('button', { name: /, החלפת סביבת עבודה$/ });
    db.memberships = db.memberships.filter((m) => !(m.userId === 'u1' && m.wsId === 'w2'));
    // The next reply that carries the user (here the user fetched again, as after any 403).
    store.dispatch(baseApi.util.invalidateTags(['User']));
    await waitFor(() => expect(screen.queryByRole('button', { name: /, החלפת סביבת עבודה$/ })).not.toBeInTheDocument());
  });
});
