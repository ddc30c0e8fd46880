import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { clearDrifts } from '@/api/schema/drift';
import { renderApp } from '@/test/renderApp';

vi.setConfig({ testTimeout: 40_000 });
const LOADED = { timeout: 15_000 };

describe('a reply that does not fit, in the user menu', () => {
  beforeEach(() => clearDrifts());

  it('skips a null workspace in the list (no crash), and lists the drift under Diagnostics with its call and field', async () => {
    server.use(
      http.get('/api/workspace/all', () =>
        HttpResponse.json({ workspaces: [null, { id: 'w1', name: 'gilboa-trade', companyName: { he: 'x' } }, { id: 'w2', name: 'dana-private', companyName: 'דנה כהן (פרטי)' }] }),
      ),
    );
    renderApp('/', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    await userEvent.click(await screen.findByRole('button', { name: /, החלפת סביבת עבודה$/ }, LOADED));
    const switcher = screen.getByRole('menu', { name: 'החלפת סביבת עבודה' });
    expect(within(switcher).getByRole('menuitem', { name: 'דנה כהן (פרטי)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /, תפריט משתמש$/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'אבחון (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'אבחון: תשובות שהמערכת לא ציפתה להן' }, LOADED);
    const rows = within(dialog).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['GET /api/workspace/all', 'workspaces[]', 'an object', 'null', 'השדה הושמט'],
      ['GET /api/workspace/all', 'workspaces[].companyName', 'text', 'object', 'השדה הושמט'],
    ]);
    expect(dialog).not.toHaveTextContent('{');
    // (CoreUI's modal takes clicks once its opening transition is over.)
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveClass('show'), LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'ניקוי הרשימה' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getAllByRole('row')).toHaveLength(1), LOADED);
  });
});
