import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db/database';

const WS = 'gilboa-trade';
const sidebar = () => screen.getByRole('complementary', { name: 'ניווט ראשי' });

describe('screens and the menu follow the permission rule', () => {
  it('shows a viewer the permission page, not the new-cheque screen, at /cheques/new', async () => {
    renderApp('/cheques/new', { as: 'viewer@demo.co.il', workspace: WS });
    expect(await screen.findByRole('heading', { name: 'אין לך גישה למסך הזה' })).toBeInTheDocument();
    expect(screen.getByText('צופה יכול רק לצפות: בקשו ממנהל סביבת העבודה תפקיד משתמש.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'למסך הבית' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('סכום')).not.toBeInTheDocument();
  });

  it('leaves out of the menu what a viewer may not open, and keeps what they may', async () => {
    renderApp('/', { as: 'viewer@demo.co.il', workspace: WS });
    const menu = await waitFor(sidebar);
    expect(within(menu).getByRole('link', { name: 'כל הצ׳קים' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'סריקת צ׳ק חדש' })).not.toBeInTheDocument();
  });

  it('offers a user the new-cheque screen', async () => {
    renderApp('/', { as: 'user@demo.co.il', workspace: WS });
    const menu = await waitFor(sidebar);
    expect(within(menu).getByRole('link', { name: 'סריקת צ׳ק חדש' })).toBeInTheDocument();
  });

  it('after a refusal by the server fetches the user again: a removed member loses the screens', async () => {
    const { store } = renderApp('/cheques', { as: 'user@demo.co.il', workspace: WS });
    await screen.findAllByRole('checkbox');
    db.memberships = db.memberships.filter((m) => !(m.userId === 'u2' && m.wsId === 'w1'));
    // The next call is refused with section 6's message; the screen gives way to the permission page.
    await userEvent.setup().click(within(sidebar()).getByRole('link', { name: 'צ׳קים שנשלחו' }));
    await waitFor(() => expect(store.getState().general.user?.Roles ?? []).toHaveLength(0));
    expect(await screen.findByRole('heading', { name: 'אין לך גישה למסך הזה' })).toBeInTheDocument();
    expect(screen.getByText(/^אין לך תפקיד בסביבת העבודה הזו/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('אין לך הרשאה לצפות בצ׳קים.');
    expect(screen.getByText('ללא סביבת עבודה')).toBeInTheDocument();
  });
});
