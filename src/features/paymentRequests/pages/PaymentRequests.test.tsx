import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { server } from '@mocks/node';
import { paymentRequests } from '@mocks/db/terminalTables';
import { db } from '@mocks/db/database';
import { recordRequests } from '@/test/recordRequests';
import { errorOf, replaceValue } from '@/test/fillField';
import { formatMoney } from '@/lib/money';

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const USER = { as: 'user@demo.co.il', workspace: 'gilboa-trade' };
const VIEWER = { as: 'viewer@demo.co.il', workspace: 'gilboa-trade' };

describe('payment requests', () => {
  it('lists the requests with their status, a NEW one past its date shown as cancelled', async () => {
    paymentRequests().find((r) => r.requestNumber === 'upr-used')!.dateToCancel = '2000-01-01';
    renderApp('/payment-requests', OWNER);
    const row = (number: string) => screen.getByRole('link', { name: new RegExp(`פתיחת בקשת תשלום ${number}$`) }).closest('tr')!;
    await screen.findByRole('link', { name: /פתיחת בקשת תשלום upr-ok$/ });
    expect(within(row('upr-ok')).getByText('פתוחה')).toBeInTheDocument();
    expect(within(row('upr-done')).getByText('שולמה')).toBeInTheDocument();
    expect(within(row('upr-old')).getByText('בוטלה')).toBeInTheDocument();
    expect(within(row('upr-used')).getByText('בוטלה')).toBeInTheDocument();
    expect(within(row('fpk-1001')).getByText('מהירה')).toBeInTheDocument();
    // Named by what they are for, the number under it; one with no message by its e-mail.
    expect(screen.getByRole('link', { name: 'תיקון מזגן: פתיחת בקשת תשלום upr-done' })).toHaveTextContent(/^תיקון מזגן$/);
    expect(within(row('upr-done')).getByText('בקשה upr-done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'תשלום עבור הזמנה: פתיחת בקשת תשלום upr-old' })).toBeInTheDocument();
    expect(row('upr-ok').querySelector('td.money-col')).toHaveTextContent(formatMoney(125000).replace(/\s/g, ' '));
    // The header's button and the menu's entry.
    expect(screen.getAllByRole('link', { name: 'בקשת תשלום מהירה' }).map((a) => a.getAttribute('href'))).toEqual(['/payment-requests/fast', '/payment-requests/fast']);
  });

  it('filters by status through the URL and the query', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/payment-requests', OWNER);
    await screen.findByRole('link', { name: /פתיחת בקשת תשלום upr-ok$/ });
    await user.selectOptions(screen.getByLabelText('סטטוס'), 'DONE');
    await waitFor(() => expect(screen.queryByRole('link', { name: /פתיחת בקשת תשלום upr-ok$/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /פתיחת בקשת תשלום upr-done$/ })).toBeInTheDocument();
    expect(window.location.search).toBe('?status=DONE');
    expect((await seen.settled()).some((r) => r.method === 'GET' && r.path === '/api/workspace/gilboa-trade/payment/request')).toBe(true);
  });

  it.each([
    ['a USER without the capability', USER, 'אין לך הרשאה ליצור בקשות תשלום.'],
    ['a VIEWER', VIEWER, 'צופה יכול רק לצפות: בקשו ממנהל סביבת העבודה תפקיד משתמש.'],
  ])("tells %s why there is no button, and the menu leaves the fast request out", async (_who, as, why) => {
    renderApp('/payment-requests', as);
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'בקשת תשלום חדשה' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'בקשת תשלום מהירה' })).not.toBeInTheDocument();
  });

  it('makes a fast request of 1,250.00 in one click and shows its link with copy and QR code', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/payment-requests/fast', OWNER);
    await screen.findByLabelText('סכום (₪)');
    await replaceValue(user, 'סכום (₪)', '1250');
    await user.click(screen.getByRole('button', { name: 'יצירת קישור לתשלום' }));
    await screen.findByRole('heading', { name: 'הקישור לתשלום מוכן' });
    const post = (await seen.settled()).find((r) => r.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/workspace/gilboa-trade/term1/payment/request',
      body: { requestNumber: expect.stringMatching(/^PR-\d{10}[A-Z2-9]{3}$/), amount: '1250.00', terminalId: 'term1', fast: true, dateToCancel: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    const row = paymentRequests().find((r) => r.requestNumber === (post!.body as { requestNumber: string }).requestNumber)!;
    const link = `${window.location.origin}/terminal/gilboa/${row.fpk}`;
    expect(screen.getByLabelText('קישור לתשלום')).toHaveValue(link);
    expect(screen.getByRole('img', { name: `קוד QR של הקישור ${link}` })).toBeInTheDocument();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'העתקת הקישור' }));
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('refuses an amount of 0 or above 10,000,000 before sending, and says "User can\'t create payment requests" when the server refuses', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/payment-requests/fast', OWNER);
    await screen.findByLabelText('סכום (₪)');
    const amount = screen.getByLabelText('סכום (₪)');
    for (const [typed, message] of [
      ['0', 'הסכום צריך להיות גדול מאפס'],
      ['10000000.01', 'הסכום המרבי הוא 10,000,000 ₪'],
      ['12.345', 'הסכום אינו תקין. כתבו מספר, למשל 1250 או 1,250.50'],
    ]) {
      await replaceValue(user, 'סכום (₪)', typed);
      await user.click(screen.getByRole('button', { name: 'יצירת קישור לתשלום' }));
      await waitFor(() => expect(errorOf(amount)).toBe(message));
    }
    expect((await seen.settled()).some((r) => r.method === 'POST')).toBe(false);
    server.use(http.post('/api/workspace/:ws/:x/payment/request', () => HttpResponse.json({ message: "User can't create payment requests" }, { status: 403 })));
    await replaceValue(user, 'סכום (₪)', '10000000');
    await user.click(screen.getByRole('button', { name: 'יצירת קישור לתשלום' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('אין לך הרשאה ליצור בקשות תשלום');
    expect(amount).toHaveValue('10,000,000.00');
  });

  it('creates a request with a chosen number and sends its link; a number in use is refused at its field', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/payment-requests/new', OWNER);
    await screen.findByLabelText('מספר בקשה');
    expect((screen.getByLabelText('מספר בקשה') as HTMLInputElement).value).toMatch(/^PR-\d{10}/);
    await replaceValue(user, 'סכום (₪)', '300');
    await replaceValue(user, 'מספר בקשה', 'upr-ok');
    await replaceValue(user, 'דוא״ל הלקוח', 'client@example.com');
    await replaceValue(user, 'הודעה ללקוח', 'חשבונית 77');
    await user.click(screen.getByRole('button', { name: 'יצירת הבקשה' }));
    const number = screen.getByLabelText('מספר בקשה');
    await waitFor(() => expect(errorOf(number)).toBe('מספר הבקשה כבר בשימוש. בחרו מספר אחר.'));
    expect(screen.getByLabelText('הודעה ללקוח')).toHaveValue('חשבונית 77');

    await replaceValue(user, 'מספר בקשה', 'INV-77');
    await user.click(screen.getByRole('button', { name: 'יצירת הבקשה' }));
    expect(await screen.findByText('בקשת התשלום נוצרה והקישור נשלח אל client@example.com.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/payment-requests/INV-77');
    const posts = (await seen.settled()).filter((r) => r.method === 'POST');
    expect(posts.at(-2)).toMatchObject({ path: '/api/workspace/gilboa-trade/term1/payment/request', body: { requestNumber: 'INV-77', amount: '300.00', clientEmail: 'client@example.com', clientMessage: 'חשבונית 77' } });
    expect(posts.at(-1)).toEqual({ method: 'POST', path: '/api/workspace/gilboa-trade/payment/request/send', body: { requestNumber: 'INV-77', email: 'client@example.com' } });
  });

  it('cancels a NEW request after asking, with PUT .../cancel/{id}', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderApp('/payment-requests/upr-ok', OWNER);
    await user.click(await screen.findByRole('button', { name: 'ביטול הבקשה' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('לבטל את בקשת התשלום upr-ok?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'כן, לבטל את הבקשה' }));
    expect(await screen.findByText('בקשת התשלום בוטלה.')).toBeInTheDocument();
    expect((await seen.settled()).find((r) => r.method === 'PUT')?.path).toBe('/api/workspace/gilboa-trade/payment/request/cancel/upr-ok');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ביטול הבקשה' })).not.toBeInTheDocument());
    expect(screen.getByText('הבקשה בוטלה: הקישור כבר לא נפתח.')).toBeInTheDocument();
  });

  it('shows a VIEWER the open request\'s link but no form to send it by e-mail', async () => {
    renderApp('/payment-requests/upr-ok', VIEWER);
    expect(await screen.findByRole('textbox', { name: 'קישור לתשלום' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'שליחה בדוא״ל' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'שליחת הקישור' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ביטול הבקשה' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'מחיקת הבקשה' })).not.toBeInTheDocument();
  });

  it('offers the OWNER the form to send the open request\'s link by e-mail, and to cancel or delete it', async () => {
    renderApp('/payment-requests/upr-ok', OWNER);
    expect(await screen.findByRole('heading', { name: 'שליחה בדוא״ל' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'שליחת הקישור' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ביטול הבקשה' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'מחיקת הבקשה' })).toBeInTheDocument();
  });

  it('does not offer to delete a paid request, and says why', async () => {
    renderApp('/payment-requests/upr-done', OWNER);
    expect(await screen.findByRole('button', { name: 'מחיקת הבקשה' })).toBeDisabled();
    expect(screen.getByText('אפשר למחוק רק בקשת תשלום בסטטוס חדש.')).toBeInTheDocument();
  });

  it("shows the server's refusal of deleting a request that was paid while the page was open", async () => {
    const user = userEvent.setup();
    renderApp('/payment-requests/upr-ok', OWNER);
    const remove = await screen.findByRole('button', { name: 'מחיקת הבקשה' });
    expect(remove).toBeEnabled();
    paymentRequests().find((r) => r.requestNumber === 'upr-ok')!.status = 'DONE';
    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'כן, למחוק' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('אפשר למחוק רק בקשת תשלום בסטטוס חדש.');
    expect(paymentRequests().some((r) => r.requestNumber === 'upr-ok')).toBe(true);
  });

  it('seeds the paid request paid exactly by its cheque, not many times over', () => {
    const request = paymentRequests().find((r) => r.requestNumber === 'upr-done')!;
    expect(Number(request.amount)).toBe(Number(db.cheques.find((c) => c.checkId === 'c104')!.amount));
  });

  it('lists paid requests as payments, with what was asked and what their cheques came to', async () => {
    const c104 = db.cheques.find((c) => c.checkId === 'c104')!;
    paymentRequests().find((r) => r.requestNumber === 'upr-done')!.amount = 990;
    c104.amount = 1000;
    renderApp('/payments', OWNER);
    // Named by what it was for and who paid, the request's number as secondary text.
    const link = await screen.findByRole('link', { name: 'תיקון מזגן: פתיחת בקשת תשלום upr-done' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('בקשה upr-done')).toBeInTheDocument();
    expect(within(row).getByText('יוסי ביטון')).toBeInTheDocument();
    expect(within(row).getByText(/990\.00/)).toBeInTheDocument();
    expect(within(row).getByText(/1,000\.00/)).toBeInTheDocument();
    expect(row.querySelector('td:last-child')).toHaveTextContent(/^עודף \D*10\.00 ₪$/);
    expect(row.querySelector('td:last-child')?.textContent).not.toMatch(/[-−()]/);
    expect(screen.getByText(/סך הכול התבקש:/)).toHaveTextContent(/990\.00 ₪.*התקבל:.*1,000\.00 ₪/);
  });

  it('says a shortfall in words, without a minus or brackets', async () => {
    const c104 = db.cheques.find((c) => c.checkId === 'c104')!;
    paymentRequests().find((r) => r.requestNumber === 'upr-done')!.amount = 990;
    c104.amount = 980;
    renderApp('/payments', OWNER);
    const row = (await screen.findByRole('link', { name: /פתיחת בקשת תשלום upr-done$/ })).closest('tr')!;
    expect(row.querySelector('td:last-child')).toHaveTextContent(/^חסר \D*10\.00 ₪$/);
    expect(row.querySelector('td:last-child')?.textContent).not.toMatch(/[-−()]/);
  });
});
