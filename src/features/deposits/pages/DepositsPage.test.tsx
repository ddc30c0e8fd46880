import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { i18n } from '@/i18n/i18n';
import { recordRequests } from '@/test/recordRequests';
import { renderApp } from '@/test/renderApp';

beforeAll(() => Promise.all([i18n.loadNamespaces(['deposits']), import('./DepositsPage')]), 20_000);

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const DEPOSITS = '/api/deposits/getDeposits/gilboa-trade';

const open = async (url = '/deposits') => {
  const view = renderApp(url, OWNER);
  await screen.findByRole('heading', { level: 1, name: 'הפקדות' });
  return view;
};

describe('DepositsPage', () => {
  it('lists the deposits with their status, amount and cheques, and totals per status', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'הפקדות סביבת העבודה' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(within(table).getByText('נדחתה חלקית')).toBeInTheDocument();
    expect(within(table).getAllByText('₪', { exact: false }).length).toBeGreaterThanOrEqual(3);
    // The deposit sent yesterday has no bank feedback yet; the older ones can be downloaded.
    expect(within(table).getAllByText('אין עדיין משוב מהבנק').length).toBeGreaterThanOrEqual(1);
    expect(within(table).getByRole('button', { name: 'הורדת משוב – הפקדה dep-201' })).toBeInTheDocument();
    const totals = screen.getByRole('list', { name: 'סיכום לפי סטטוס' });
    expect(within(totals).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
  });

  it('filters by status and dates through the URL and the query of the request', async () => {
    const requests = recordRequests();
    await open();
    await screen.findByRole('table', { name: 'הפקדות סביבת העבודה' });
    await userEvent.selectOptions(screen.getByLabelText('סטטוס'), 'ACCEPTED');
    await waitFor(() => expect(window.location.search).toContain('status=ACCEPTED'));
    await waitFor(() => expect(requests.to('GET', DEPOSITS).some((r) => r.url.searchParams.get('status') === 'ACCEPTED')).toBe(true));
    await userEvent.type(screen.getByLabelText('הופקד מתאריך'), '01-01-2026');
    await userEvent.tab();
    await waitFor(() => expect(window.location.search).toContain('from=2026-01-01'));
    await waitFor(() => expect(requests.to('GET', DEPOSITS).some((r) => r.url.searchParams.get('from') === '2026-01-01')).toBe(true));
  });

  it('says a reversed range at its field and sends nothing for it', async () => {
    const requests = recordRequests();
    await open('/deposits?from=2026-05-01&to=2026-04-01');
    expect(await screen.findByText('תאריך ההתחלה מאוחר מתאריך הסיום: תקנו את הטווח כדי לראות הפקדות.')).toBeInTheDocument();
    await requests.settled();
    expect(requests.to('GET', DEPOSITS)).toEqual([]);
  });

  it('opens the cheques of one deposit, and back to all of them', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'הפקדות סביבת העבודה' });
    await userEvent.click(within(table).getAllByRole('button', { name: /צ׳ק(ים)? – ההפקדה מ־/ })[0]);
    await waitFor(() => expect(window.location.search).toMatch(/view=cheques/));
    expect(window.location.search).toMatch(/deposit=dep-/);
    await userEvent.click(await screen.findByRole('button', { name: 'הצגת כל ההפקדות' }));
    await waitFor(() => expect(window.location.search).not.toMatch(/deposit=/));
  });

  it('shows the refusal of the list with a retry, never a blank screen', async () => {
    server.use(http.get(`*${DEPOSITS}`, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }), { once: true }));
    await open();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /נסו שוב|ניסיון נוסף/ }));
    expect(await screen.findByRole('table', { name: 'הפקדות סביבת העבודה' })).toBeInTheDocument();
  });

  it('hides "new deposit" from a viewer', async () => {
    renderApp('/deposits', { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' });
    await screen.findByRole('heading', { level: 1, name: 'הפקדות' });
    await screen.findByRole('table', { name: 'הפקדות סביבת העבודה' });
    expect(screen.queryByRole('link', { name: 'הפקדה חדשה' })).not.toBeInTheDocument();
  });
});
