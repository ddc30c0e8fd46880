import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { server } from '@mocks/node';
import { handlers } from '@mocks/handlers';
import { preloadTerminalChunks, serveCutAndDetect, takePhoto } from '@/test/terminalTestKit';

beforeAll(() => Promise.all([i18n.loadNamespaces('payerLink'), import('./TerminalPage'), preloadTerminalChunks()]), 30000);

let online = true;
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
afterAll(() => {
  delete (navigator as { onLine?: boolean }).onLine;
});
afterEach(() => {
  online = true;
  localStorage.clear();
  server.events.removeAllListeners();
});

/** The scan POSTs that reached the (mock) backend: their Idempotency-Key and reply. */
function recordScans(link = 'north1') {
  const seen: Array<{ key: string | null; status?: number; body?: Record<string, unknown> }> = [];
  server.events.on('response:mocked', async ({ request, response }) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== `/api/terminal/${link}`) return;
    seen.push({ key: request.headers.get('idempotency-key'), status: response.status, body: response.status === 200 ? await response.clone().json() : undefined });
  });
  return seen;
}

/** north1: no client details, the front and the back of one cheque, confirmed. */
async function scanOneCheque(user: ReturnType<typeof userEvent.setup>) {
  await takePhoto(user, /צילום חזית/);
  await user.click(await screen.findByRole('button', { name: 'אישור, לצילום הגב' }));
  await takePhoto(user, /צילום גב/);
  await user.click(await screen.findByRole('button', { name: 'אישור והוספה' }));
  await screen.findByRole('region', { name: 'צ׳ק אחד מוכן לשליחה' });
}

describe('sending the scan on a bad network', () => {
  it('retries a failed send under the same Idempotency-Key, with the reason and a "try now", and submits once', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    let failures = 1;
    server.use(http.post('/api/terminal/north1', () => (failures-- > 0 ? HttpResponse.error() : undefined)));
    const scans = recordScans();
    renderApp('/terminal/north1');
    await scanOneCheque(user);
    await user.click(screen.getByRole('button', { name: 'שליחת הצ׳ק' }));
    expect(await screen.findByText(/ננסה שוב בעוד [12] שניות\./)).toHaveAttribute('role', 'status');
    // The cheques stay while it waits, and the send button cannot send them a second time.
    expect(screen.getByRole('region', { name: 'צ׳ק אחד מוכן לשליחה' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'שולחים…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'לנסות עכשיו' }));
    expect(await screen.findByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeInTheDocument();
    expect(scans).toHaveLength(1);
    expect(scans[0].key).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it('a lost reply is not a second submission: the retry gets the first reply back', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    // The backend takes the first send in, but its reply never reaches the phone.
    let lose = true;
    const keys: Array<string | null> = [];
    server.use(
      http.post('/api/terminal/north1', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (!lose) return undefined;
        lose = false;
        await getResponse(handlers, request.clone());
        return HttpResponse.error();
      }),
    );
    const scans = recordScans();
    renderApp('/terminal/north1');
    await scanOneCheque(user);
    await user.click(screen.getByRole('button', { name: 'שליחת הצ׳ק' }));
    await user.click(await screen.findByRole('button', { name: 'לנסות עכשיו' }));
    expect(await screen.findByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Both replies name the one transaction the first send made.
    const { db } = await import('../../../../mocks/db/database');
    const made = (db.extra.terminalTransactions as Array<{ transactionId: string; checkIds: string[] }> | undefined) ?? [];
    expect(scans[0].body?.transactionId).toBeDefined();
    expect(made.filter((row) => row.transactionId === scans[0].body?.transactionId)).toHaveLength(1);
    expect(made.find((row) => row.transactionId === scans[0].body?.transactionId)?.checkIds).toHaveLength(1);
  });

  it('offline, waits without trying and says so; sends when the connection is back', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const scans = recordScans();
    renderApp('/terminal/north1');
    await scanOneCheque(user);
    online = false;
    await user.click(screen.getByRole('button', { name: 'שליחת הצ׳ק' }));
    expect(await screen.findByText('אין חיבור לאינטרנט. הצ׳קים שמורים בטלפון ויישלחו כשהחיבור יחזור.')).toHaveAttribute('role', 'status');
    expect(scans).toHaveLength(0);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeInTheDocument();
    expect(scans).toHaveLength(1);
  });

  it('a reload keeps the cheques and goes on with the send under the same key', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const scans = recordScans();
    const first = renderApp('/terminal/north1');
    await scanOneCheque(user);
    online = false;
    await user.click(screen.getByRole('button', { name: 'שליחת הצ׳ק' }));
    await screen.findByText(/אין חיבור לאינטרנט/);
    // The page goes away (a reload) while offline; the connection comes back; the page opens again.
    first.unmount();
    online = true;
    renderApp('/terminal/north1');
    expect(await screen.findByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeInTheDocument();
    expect(scans).toHaveLength(1);
    // Sent: nothing is kept any more.
    expect(Object.keys(localStorage).filter((k) => k.startsWith('terminal-scan:'))).toEqual([]);
  });

  it('a reload before sending keeps the photographed cheques', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    const first = renderApp('/terminal/north1');
    await scanOneCheque(user);
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.startsWith('terminal-scan:'))).toBe(true));
    await new Promise((r) => setTimeout(r, 500));
    first.unmount();
    renderApp('/terminal/north1');
    expect(await screen.findByText('הצ׳ק שצילמת נשמר.')).toHaveAttribute('role', 'status');
    const list = screen.getByRole('region', { name: 'צ׳ק אחד מוכן לשליחה' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends again under the same Idempotency-Key after a reply it could not read (the backend took the first)', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    let unreadable = true;
    server.use(
      http.post('/api/terminal/north1', () => {
        if (!unreadable) return undefined;
        unreadable = false;
        return HttpResponse.json(null);
      }),
    );
    const scans = recordScans();
    renderApp('/terminal/north1');
    await scanOneCheque(user);
    await user.click(screen.getByRole('button', { name: 'שליחת הצ׳ק' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('השרת שלח תשובה שהמערכת אינה יודעת לקרוא.');
    expect(screen.getByRole('region', { name: 'צ׳ק אחד מוכן לשליחה' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'שליחת הצ׳ק' }));
    expect(await screen.findByRole('heading', { name: 'הצ׳קים התקבלו, תודה!' })).toBeInTheDocument();
    expect(scans).toHaveLength(2);
    expect(scans[1].key).toBe(scans[0].key);
  });

  it('does not retry a refusal: says why at once and keeps everything', async () => {
    const user = userEvent.setup();
    serveCutAndDetect(server);
    server.use(http.post('/api/terminal/north1', () => HttpResponse.json({ message: 'Invalid data structure' }, { status: 400 })));
    const scans = recordScans();
    renderApp('/terminal/north1');
    await scanOneCheque(user);
    await user.click(screen.getByRole('button', { name: 'שליחת הצ׳ק' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/מבנה הנתונים אינו תקין|Invalid data/);
    expect(scans).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'שליחת הצ׳ק' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'צ׳ק אחד מוכן לשליחה' })).toBeInTheDocument();
  });
});
