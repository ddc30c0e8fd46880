import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { unavailable } from '@mocks/db/members/members';

function recordPaths() {
  const seen: Array<{ method: string; path: string; body?: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    seen.push({ method: request.method, path: new URL(request.url).pathname, body: request.method === 'POST' ? await request.clone().json().catch(() => undefined) : undefined });
  });
  return seen;
}
afterEach(() => server.events.removeAllListeners());

describe('workspaces', () => {
  it('lists the user\'s workspaces with the role in each, and switches from there', async () => {
    const { store } = renderApp('/workspaces', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    const list = await screen.findByRole('list', { name: 'סביבות העבודה שלי' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('פעילה')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'מעבר אל דנה כהן (פרטי)' }));
    expect(store.getState().general.workspace).toBe('dana-private');
  });

  it('creates a business workspace; it becomes the active one and the cached replies are dropped', async () => {
    const seen = recordPaths();
    const user = userEvent.setup();
    const { store } = renderApp('/workspaces', { as: 'user@demo.co.il', workspace: 'gilboa-trade' });
    await screen.findByRole('list', { name: 'סביבות העבודה שלי' });
    await user.type(screen.getByLabelText('שם החברה'), 'כרמל שיווק');
    await user.type(screen.getByLabelText('מזהה סביבת העבודה'), 'carmel');
    await user.type(screen.getByLabelText('מספר חברה (ח״פ)'), '516000007');
    await user.click(screen.getByRole('button', { name: 'יצירת סביבת העבודה' }));
    expect(await screen.findByText('„כרמל שיווק” נוצרה והיא עכשיו סביבת העבודה הפעילה שלך.')).toBeInTheDocument();
    expect(seen.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/api/workspace/create', body: { type: 'BUSINESS', companyName: 'כרמל שיווק', companySlug: 'carmel', hetpey: '516000007' } });
    expect(store.getState().general.workspace).toBe('carmel');
    // The list asked again after the reset, and now has both.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'סביבות העבודה שלי' })).getAllByRole('listitem')).toHaveLength(2));
  });

  it('puts "already exists" at its field and keeps the input', async () => {
    const user = userEvent.setup();
    renderApp('/workspaces', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    await screen.findByRole('list', { name: 'סביבות העבודה שלי' });
    await user.click(screen.getByLabelText('פרטית'));
    expect(screen.queryByLabelText('מספר חברה (ח״פ)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('שם סביבת העבודה'), 'משהו חדש');
    await user.type(screen.getByLabelText('מזהה סביבת העבודה'), 'gilboa-trade');
    await user.click(screen.getByRole('button', { name: 'יצירת סביבת העבודה' }));
    expect(await screen.findAllByText('מזהה סביבת העבודה כבר תפוס.')).not.toHaveLength(0);
    expect(screen.getByLabelText('מזהה סביבת העבודה')).toHaveValue('gilboa-trade');
  });

  it('says "Workspace creation currently unavailable"', async () => {
    unavailable().push('workspaces');
    const user = userEvent.setup();
    renderApp('/workspaces', { as: 'owner@demo.co.il', workspace: 'gilboa-trade' });
    await screen.findByRole('list', { name: 'סביבות העבודה שלי' });
    await user.click(screen.getByLabelText('פרטית'));
    await user.type(screen.getByLabelText('שם סביבת העבודה'), 'משהו חדש');
    await user.type(screen.getByLabelText('מזהה סביבת העבודה'), 'something');
    await user.click(screen.getByRole('button', { name: 'יצירת סביבת העבודה' }));
    expect(await screen.findByText('יצירת סביבת עבודה אינה זמינה כרגע.')).toBeInTheDocument();
  });
});
