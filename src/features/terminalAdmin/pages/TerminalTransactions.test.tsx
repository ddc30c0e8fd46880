import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { db } from '@mocks/db/database';
import { pendingCheques, transactions } from '@mocks/db/terminalTables';
import { recordRequests } from '@/test/recordRequests';
import { i18n } from '@/i18n/i18n';
import { formatMoney, shekelsToAgorot } from '@/lib/money';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const USER = { as: 'user@demo.co.il', workspace: 'gilboa-trade' };
const VIEWER = { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' };

// toHaveTextContent reads the no-break space before ₪ as a plain one.
const money = (agorot: number, language?: string) => formatMoney(agorot, language).replace(/\s/g, ' ');
const openLink = (number: string) => new RegExp(`פתיחת עסקה ${number}$`);
const rowOf = (number: string) => screen.getByRole('link', { name: openLink(number) }).closest('tr')!;

describe('terminal transactions', () => {
  afterEach(() => i18n.changeLanguage('he'));

  it("lists the first terminal's transactions, DONE shown as awaiting pickup, and filters them through the URL", async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/terminal-transactions', OWNER);
    await screen.findByRole('link', { name: openLink('tx200') });
    expect(window.location.search).toBe('?terminal=term1');
    // The chosen terminal is named by the count, where a phone still sees it with the filters folded.
    expect(screen.getByText(/^3 עסקאות/)).toHaveTextContent(/^3 עסקאות · קופה ראשית$/);
    expect(within(rowOf('tx200')).getByText('ממתינה לאיסוף')).toBeInTheDocument();
    expect(within(rowOf('tx300')).getByText('נאספה')).toBeInTheDocument();
    expect(within(rowOf('tx100')).getByText('חדשה')).toBeInTheDocument();
    // Rows are named by who paid, the number is secondary; a visit without a name says so.
    expect(screen.getByRole('link', { name: 'אבי מזרחי: פתיחת עסקה tx200' })).toHaveTextContent(/^אבי מזרחי$/);
    expect(within(rowOf('tx200')).getByText('עסקה tx200')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ללא שם: פתיחת עסקה tx100' })).toBeInTheDocument();
    // The amount column (the cheques' total, exact in agorot) and the request by what it is for.
    const c104 = shekelsToAgorot(db.cheques.find((c) => c.checkId === 'c104')!.amount)!;
    await waitFor(() => expect(rowOf('tx200').querySelector('td.money-col')).toHaveTextContent(money(425050)));
    expect(rowOf('tx300').querySelector('td.money-col')).toHaveTextContent(money(c104));
    expect(rowOf('tx100').querySelector('td.money-col')).toHaveTextContent(money(0));
    await waitFor(() => expect(within(rowOf('tx300')).getByText('תיקון מזגן')).toBeInTheDocument());
    expect(within(rowOf('tx300')).getByText('בקשה upr-done')).toBeInTheDocument();
    expect(screen.queryByText('upr-done')).not.toBeInTheDocument();
    // The total of the rows shown.
    expect(screen.getAllByRole('row').at(-1)).toHaveTextContent(`סך הכול${money(425050 + c104)}`);

    await user.selectOptions(screen.getByLabelText('סטטוס'), 'DONE');
    await waitFor(() => expect(screen.queryByRole('link', { name: openLink('tx300') })).not.toBeInTheDocument());
    expect(window.location.search).toBe('?terminal=term1&status=DONE');
    const lists = (await seen.settled()).filter((r) => r.path === '/api/terminal/transactions/list');
    expect(lists.at(-1)).toEqual({ method: 'POST', path: '/api/terminal/transactions/list', body: { wsId: 'w1', terminalId: 'term1', filters: { status: 'DONE' } } });

    await user.selectOptions(screen.getByLabelText('מסוף'), 'term2');
    expect(await screen.findByRole('link', { name: openLink('tx400') })).toBeInTheDocument();
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
    expect(screen.getByText('סכום הצ׳קים').nextElementSibling).toHaveTextContent(money(425050));
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
    expect(await screen.findByRole('link', { name: 'דף סריקה – קופה ראשית' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'עסקאות – קופה ראשית' })).toBeInTheDocument();
    const shown = (element: HTMLElement | null) => expect(!!element).toBe(manages);
    shown(screen.queryByRole('link', { name: 'מסוף חדש' }));
    shown(screen.queryByRole('link', { name: 'הגדרות – קופה ראשית' }));
    expect(screen.queryAllByRole('button', { name: 'מחיקה' }).length > 0).toBe(manages);
  });

  it('lists receipts of finished visits with the payer, the request by name, the cheques total and the grand total', async () => {
    renderApp('/receipts', OWNER);
    const receipt = await screen.findByRole('link', { name: 'פתיחת העסקה של קבלה 10014' });
    expect(within(receipt.closest('tr')!).getByText('אבי מזרחי')).toBeInTheDocument();
    expect(within(receipt.closest('tr')!).getByText(/4,250\.50/)).toBeInTheDocument();
    const paid = screen.getByRole('link', { name: 'פתיחת העסקה של קבלה 10007' }).closest('tr')!;
    expect(await within(paid).findByText('תיקון מזגן')).toBeInTheDocument();
    expect(within(paid).queryByText('upr-done')).not.toBeInTheDocument();
    const c104 = shekelsToAgorot(db.cheques.find((c) => c.checkId === 'c104')!.amount)!;
    expect(screen.getByText('סך הכול:').parentElement).toHaveTextContent(money(425050 + c104 + shekelsToAgorot(860)!));
  });

  it('names the transaction view and its request in English, with the cheques total', async () => {
    await i18n.changeLanguage('en');
    renderApp('/terminal-transactions/tt300', OWNER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction tx300' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'תיקון מזגן' })).toHaveAttribute('href', '/payment-requests/upr-done');
    expect(screen.getByText('Request upr-done')).toBeInTheDocument();
    const c104 = shekelsToAgorot(db.cheques.find((c) => c.checkId === 'c104')!.amount)!;
    await waitFor(() => expect(screen.getByText('Cheques total').nextElementSibling).toHaveTextContent(money(c104, 'en')));
  });
});
