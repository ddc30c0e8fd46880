import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db/database';
import { pendingCheques, transactions } from '@mocks/db/terminalTables';
import { recordRequests } from '@/test/recordRequests';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const USER = { as: 'user@demo.co.il', workspace: 'gilboa-trade' };
const VIEWER = { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' };

const rowOf = (number: string) => screen.getByRole('link', { name: `פתיחת עסקה ${number}` }).closest('tr')!;

describe('terminal transactions', () => {
  it("lists the first terminal's transactions, DONE shown as awaiting pickup, and filters them through the URL", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/terminal-transactions', OWNER);
    await screen.findByRole('link', { name: 'פתיחת עסקה tx200' });
    expect(window.location.search).toBe('?terminal=term1');
    expect(within(rowOf('tx200')).getByText('ממתינה לאיסוף')).toBeInTheDocument();
    expect(within(rowOf('tx300')).getByText('נאספה')).toBeInTheDocument();
    expect(within(rowOf('tx100')).getByText('חדשה')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('סטטוס'), 'DONE');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'פתיחת עסקה tx300' })).not.toBeInTheDocument());
    expect(window.location.search).toBe('?terminal=term1&status=DONE');
    const lists = (await seen.settled()).filter((r) => r.path === '/api/terminal/transactions/list');
    expect(lists.at(-1)).toEqual({ method: 'POST', path: '/api/terminal/transactions/list', body: { wsId: 'w1', terminalId: 'term1', filters: { status: 'DONE' } } });

    await user.selectOptions(screen.getByLabelText('מסוף'), 'term2');
    expect(await screen.findByRole('link', { name: 'פתיחת עסקה tx400' })).toBeInTheDocument();
  });

  it('says when the terminal cannot be reached, and that a reversed date range finds nothing', async () => {
    const user = userEvent.setup();
    renderApp('/terminal-transactions?terminal=term3', OWNER);
    expect(await screen.findByText('החיבור למסוף נכשל.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('מתאריך'), '10/11/2026');
    await user.type(screen.getByLabelText('עד תאריך'), '01/11/2026');
    expect(await screen.findByText('טווח התאריכים הפוך: תאריך הסיום מוקדם מתאריך ההתחלה.')).toBeInTheDocument();
    expect(screen.getByText('תאריך הסיום מוקדם מתאריך ההתחלה')).toBeInTheDocument();
  });

  it('shows a transaction awaiting pickup with its cheques, scan result and payer, and completes it into the inbox', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/terminal-transactions/tt200', USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'עסקה tx200' })).toBeInTheDocument();
    expect(await screen.findByText('אבי מזרחי')).toBeInTheDocument();
    expect(screen.getByText('avi.mizrahi@example.com')).toBeInTheDocument();
    expect(screen.getByText('תשלום על הזמנה 5521')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'חזית צ׳ק 0004512' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 הצ׳קים שנסרקו' })).toBeInTheDocument();
    // Their total, exact in agorot: 1,500 + 2,750.50.
    expect(screen.getByText(/סה״כ שני צ׳קים/)).toHaveTextContent(/4,250\.50 ₪/);
    // A USER may complete but not delete (docs/permissions.md).
    expect(screen.queryByRole('button', { name: 'מחיקת העסקה' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'איסוף הצ׳קים לסביבת העבודה' }));
    expect(await screen.findByText(/2 הצ׳קים נאספו והם בתיבת הדואר הנכנס/)).toBeInTheDocument();
    expect((await seen.settled()).find((r) => r.path.startsWith('/api/terminal/transactions/checks/complete'))).toMatchObject({
      method: 'GET',
      path: '/api/terminal/transactions/checks/complete/gilboa-trade/tt200',
    });
    expect(db.cheques.filter((c) => c.checkId === 'tc201' || c.checkId === 'tc202').map((c) => c.status)).toEqual(['NEW', 'NEW']);
    expect(pendingCheques().some((c) => c.checkId === 'tc201')).toBe(false);
    await waitFor(() => expect(screen.getByText('נאספה')).toBeInTheDocument());
    expect(screen.getAllByRole('link', { name: /^פתיחת צ׳ק .* בסביבת העבודה$/ })).toHaveLength(2);
  });

  it('says "Transaction is done" when it was picked up elsewhere meanwhile', async () => {
    const user = userEvent.setup();
    renderApp('/terminal-transactions/tt200', OWNER);
    const complete = await screen.findByRole('button', { name: 'איסוף הצ׳קים לסביבת העבודה' });
    transactions().find((t) => t.transactionId === 'tt200')!.status = 'RETRIEVED';
    await user.click(complete);
    expect(await screen.findByRole('alert')).toHaveTextContent('העסקה כבר הושלמה.');
  });

  it('deletes a transaction after asking, for an owner', async () => {
    const user = userEvent.setup();
    renderApp('/terminal-transactions/tt400', OWNER);
    await user.click(await screen.findByRole('button', { name: 'מחיקת העסקה' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('העסקה תימחק יחד עם הצ׳ק שממתין בה לאיסוף. אי אפשר לבטל את המחיקה.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'מחיקת העסקה' }));
    await waitFor(() => expect(window.location.pathname).toBe('/terminal-transactions'));
    expect(transactions().some((t) => t.transactionId === 'tt400')).toBe(false);
  });

  it('lets a viewer look but not pick up', async () => {
    renderApp('/terminal-transactions/tt200', VIEWER);
    expect(await screen.findByRole('heading', { level: 1, name: 'עסקה tx200' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'איסוף הצ׳קים לסביבת העבודה' })).not.toBeInTheDocument();
    expect(await screen.findByText('צופה יכול רק לצפות: בקשו ממנהל סביבת העבודה תפקיד משתמש.')).toBeInTheDocument();
  });

  it.each([
    ['an OWNER creates, sets up and deletes terminals', OWNER, true],
    ['a VIEWER opens the scan pages and transactions only', VIEWER, false],
  ])('terminals list: %s', async (_label, as, manages) => {
    renderApp('/terminals', as);
    expect(await screen.findByRole('link', { name: 'דף הסריקה של קופה ראשית' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'העסקאות של קופה ראשית' })).toBeInTheDocument();
    const shown = (element: HTMLElement | null) => expect(!!element).toBe(manages);
    shown(screen.queryByRole('link', { name: 'מסוף חדש' }));
    shown(screen.queryByRole('link', { name: 'ההגדרות של קופה ראשית' }));
    expect(screen.queryAllByRole('button', { name: 'מחיקה' }).length > 0).toBe(manages);
  });

  it('lists receipts of finished visits with the payer and the cheques total', async () => {
    renderApp('/receipts', OWNER);
    const receipt = await screen.findByRole('link', { name: 'פתיחת העסקה של קבלה 10014' });
    expect(within(receipt.closest('tr')!).getByText('אבי מזרחי')).toBeInTheDocument();
    expect(within(receipt.closest('tr')!).getByText(/4,250\.50/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'פתיחת העסקה של קבלה 10007' })).toBeInTheDocument();
  });
});
