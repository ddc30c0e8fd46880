import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { server } from '@mocks/node';
import { extraTable } from '@mocks/db/database';
import type { TerminalTransactionRow } from '@mocks/db/seeds/terminalSeed';
import { serveCutAndDetect, takePhoto, preloadTerminalChunks } from '@/test/terminalTestKit';
import { recordRequests } from '@/test/recordRequests';

// The page's chunk and texts load once per file, so the first test is not timed against them.
beforeAll(() => Promise.all([i18n.loadNamespaces('payerLink'), import('./TerminalPage'), preloadTerminalChunks()]), 30000);

describe('terminal links that cannot be used', () => {
  it.each([
    ['/terminal/nosuch', 'המסוף לא נמצא', false],
    ['/terminal/offline1', 'אין חיבור למסוף', true],
    ['/terminal/transaction/payment/session/gilboa/upr-used', 'בקשת התשלום כבר בשימוש', false],
    ['/terminal/transaction/payment/session/gilboa/%20', 'חסר מספר בקשת תשלום', false],
    ['/terminal/transaction/payment/session/gilboa/upr-done', 'העסקה כבר הושלמה', false],
    ['/terminal/transaction/session/gilboa/tx200/sess200', 'העסקה כבר הושלמה', false],
    ['/terminal/transaction/payment/session/nosuch/upr-ok', 'המסוף לא נמצא', false],
    ['/terminal/gilboa/nosuchfpk', 'בקשת התשלום לא נמצאה', false],
  ])('%s shows "%s"', async (path, title, retry) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(!!screen.queryByRole('button', { name: 'ניסיון נוסף' })).toBe(retry);
  });
});

async function scanOneCheque(user: ReturnType<typeof userEvent.setup>) {
  await takePhoto(user, /צילום חזית/);
  await user.type(await screen.findByLabelText(/תאריך הצ׳ק/), '15/03/2026');
  await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
  await screen.findByRole('region', { name: 'צ׳ק אחד מוכן לשליחה' });
}

describe('session links', () => {
  it('opens a payment session with {upr, base64, hash}, offers its amount and completes it with a receipt', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const seen = recordRequests();
    renderApp('/terminal/transaction/payment/session/gilboa/upr-ok/eyJvcmRlciI6MX0?hash=h1');
    expect(await screen.findByRole('heading', { name: 'סכום לתשלום' })).toBeInTheDocument();
    expect(screen.getByText('בקשת תשלום מספר upr-ok')).toBeInTheDocument();
    expect(screen.getByLabelText(/^דוא״ל לאישור/)).toHaveValue('payer@example.com');
    await user.type(screen.getByLabelText(/^שם המשלם/), 'רות');
    await takePhoto(user, /צילום חזית/);
    expect(await screen.findByLabelText(/סכום הצ׳ק/)).toHaveValue('1,250.00');
    await user.type(screen.getByLabelText(/תאריך הצ׳ק/), '15/03/2026');
    await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
    await user.click(await screen.findByRole('button', { name: 'שליחת הצ׳ק' }));
    const finish = await screen.findByRole('link', { name: 'סיום' });
    const requests = await seen.settled();
    const open = requests.find((r) => r.path === '/api/terminal/transactions/payment/gilboa');
    expect(open).toMatchObject({ method: 'POST', body: { upr: 'upr-ok', base64: 'eyJvcmRlciI6MX0', hash: 'h1' } });
    const session = extraTable<TerminalTransactionRow>('terminalTransactions').find((t) => t.upr === 'upr-ok')!;
    const submit = requests.find((r) => r.path === '/api/terminal/gilboa');
    expect(submit?.body).toMatchObject({ upr: 'upr-ok', hash: session.session, checks: [{ amount: '1250.00', checkDate: '2026-03-15' }] });
    const complete = requests.find((r) => r.path === '/api/terminal/complete');
    expect(complete).toMatchObject({ method: 'PUT', body: { dataToUpdate: { status: 'DONE', upr: 'upr-ok' }, hash: session.session } });
    expect(session.status).toBe('DONE');
    expect(finish).toHaveAttribute('href', `/paymentsuccess?receipt=${session.receiptNumber}`);
    await user.click(finish);
    await waitFor(() => expect(window.location.pathname).toBe('/paymentsuccess'));
    // (Retried: the number may first be found on the screen being left, which then goes.)
    await waitFor(() => expect(screen.getByText(session.receiptNumber!)).toBeInTheDocument());
  });

  it('adds the cheques to an open transaction and completes it with the session hash', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server, { base64: 'iVBORw0KGgo', amount: '77.5' });
    const seen = recordRequests();
    renderApp('/terminal/transaction/session/gilboa/tx100/sess100');
    await user.type(await screen.findByLabelText(/^שם המשלם/), 'דן');
    await takePhoto(user, /צילום חזית/);
    // What the scanner read fills the amount.
    expect(await screen.findByLabelText(/סכום הצ׳ק/)).toHaveValue('77.50');
    await user.type(screen.getByLabelText(/תאריך הצ׳ק/), '15/03/2026');
    await user.click(screen.getByRole('button', { name: 'אישור והוספה' }));
    await user.click(await screen.findByRole('button', { name: 'שליחת הצ׳ק' }));
    await screen.findByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' });
    const requests = await seen.settled();
    expect(requests.find((r) => r.path === '/api/terminal/transactions/status/gilboa/tx100')?.method).toBe('GET');
    expect(requests.find((r) => r.path === '/api/terminal/gilboa')?.body).toMatchObject({ transactionNumber: 'tx100', hash: 'sess100' });
    expect(requests.find((r) => r.path === '/api/terminal/complete')?.body).toEqual({
      dataToUpdate: { status: 'DONE', transactionNumber: 'tx100' },
      hash: 'sess100',
    });
    const row = extraTable<TerminalTransactionRow>('terminalTransactions').find((t) => t.transactionNumber === 'tx100')!;
    expect(row.status).toBe('DONE');
    expect(row.checkIds).toHaveLength(1);
    // A completed session takes no more cheques.
    expect(screen.queryByRole('button', { name: /צילום/ })).not.toBeInTheDocument();
  });

  it('shows the fast payment request behind an fpk link and sends the fpk with the cheques', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const seen = recordRequests();
    renderApp('/terminal/gilboa/fpk123');
    expect(await screen.findByText(/שיעורי פסנתר/)).toBeInTheDocument();
    expect(screen.getByText(/480\.00/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^שם המשלם/), 'נועה');
    await scanOneCheque(user);
    await user.click(screen.getByRole('button', { name: 'שליחת הצ׳ק' }));
    await screen.findByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' });
    const requests = await seen.settled();
    expect(requests.some((r) => r.path === '/api/terminal/link/gilboa/fpk/fpk123')).toBe(true);
    expect(requests.find((r) => r.path === '/api/terminal/gilboa')?.body).toMatchObject({ fpk: 'fpk123', checks: [{ amount: '480.00' }] });
  });
});
