import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { confirmOrder, startOrder } from '@mocks/db/money/credits';

beforeAll(() => Promise.all([i18n.loadNamespaces('credits'), import('./PaymentSuccessPage')]), 20_000);

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const owner = () => db.users.find((u) => u.email === 'owner@demo.co.il')!;
const balance = () => Number((db.workspaces.find((w) => w.id === 'w1') as { credits?: number }).credits);

function recordRequests() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/payment')) return;
    sent.push({ method: request.method, path, body: await request.clone().json().catch(() => undefined) });
  });
  return sent;
}

/** An order the mock's card page would return with (the provider's query). */
function cardReturn(status: 'approved' | 'declined', priceId = 'p100') {
  const { url } = startOrder(owner(), 'w1', priceId);
  const params = new URL(url, 'http://x').searchParams;
  return `order=${params.get('order')}&token=${params.get('token')}&status=${status}`;
}

afterEach(() => server.events.removeAllListeners());

describe('/paymentsuccess', () => {
  it.each([['?receipt=12345'], ['?receiptNumber=12345'], ['?rn=12345']])("shows a payer's receipt number from %s without asking the server", async (query) => {
    const sent = recordRequests();
    renderApp(`/paymentsuccess${query}`);
    expect(await screen.findByRole('heading', { name: 'התשלום התקבל' })).toBeInTheDocument();
    expect(screen.getByText('מספר קבלה:')).toBeInTheDocument();
    expect(screen.getByText('12345')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('does not echo something that is not a receipt number', async () => {
    renderApp('/paymentsuccess?receipt=%3Cb%3Ehi%3C%2Fb%3E');
    expect(await screen.findByRole('heading', { name: 'לא נמצאו פרטי תשלום' })).toBeInTheDocument();
    expect(screen.queryByText(/hi/)).not.toBeInTheDocument();
  });

  it('confirms a card payment once with its query and shows the receipt the reply names', async () => {
    const query = cardReturn('approved');
    const before = balance();
    const sent = recordRequests();
    renderApp(`/paymentsuccess?${query}`, OWNER);
    expect(await screen.findByRole('heading', { name: 'התשלום התקבל' })).toBeInTheDocument();
    const receipt = (db.extra.creditOrders as Array<{ receiptNumber?: string }>).find((o) => o.receiptNumber)!.receiptNumber!;
    expect(screen.getByText(receipt)).toBeInTheDocument();
    expect(screen.getByText('נוספו 100 קרדיטים לסביבת העבודה.')).toBeInTheDocument();
    expect(screen.getByText(`יתרה: ${before + 100} קרדיטים`)).toBeInTheDocument();
    expect(screen.getByText('הקבלה תישלח לכתובת הדוא״ל שלך בתוך כמה שעות.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'להיסטוריית החיובים' })).toHaveAttribute('href', '/credits/charges');
    expect(sent).toEqual([{ method: 'POST', path: '/api/payment/order/done', body: { query } }]);
    expect(balance()).toBe(before + 100);
  });

  it('says so when the payment had been confirmed before, and charges nothing again', async () => {
    const query = cardReturn('approved', 'p50');
    const first = confirmOrder(owner(), query);
    const before = balance();
    renderApp(`/paymentsuccess?${query}`, OWNER);
    expect(await screen.findByText('התשלום הזה כבר אושר קודם. לא חויבתם פעם נוספת.')).toBeInTheDocument();
    expect(screen.getByText(String(first.receiptNumber))).toBeInTheDocument();
    expect(balance()).toBe(before);
  });

  it('a declined payment says it did not go through and leads back to buying', async () => {
    const query = cardReturn('declined');
    const before = balance();
    renderApp(`/paymentsuccess?${query}`, OWNER);
    expect(await screen.findByRole('heading', { name: 'התשלום לא הושלם' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('לא ניתן לרכוש את כמות הקרדיטים שביקשת.');
    expect(screen.getByRole('link', { name: 'חזרה לרכישת קרדיטים' })).toHaveAttribute('href', '/credits');
    expect(balance()).toBe(before);
  });
});
