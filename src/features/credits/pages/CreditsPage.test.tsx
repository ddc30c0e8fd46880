import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { browser } from '@/components/navigation/browser';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';

beforeAll(() => Promise.all([i18n.loadNamespaces('credits'), import('./CreditsPage')]), 20_000);

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const balance = () => Number((db.workspaces.find((w) => w.id === 'w1') as { credits?: number }).credits);

function recordPosts() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json().catch(() => undefined) });
  });
  return sent;
}

let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(browser, 'go').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

const open = async (as = OWNER) => {
  renderApp('/credits', as);
  await screen.findByRole('radio', { name: '100 קרדיטים' });
};

describe('CreditsPage', () => {
  it('shows the balance and the price table: per cheque, before VAT, VAT and total', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'רכישת קרדיטים' })).toBeInTheDocument();
    expect(await screen.findByText(`יתרה: ${balance()} קרדיטים`)).toBeInTheDocument();
    const row = screen.getByRole('radio', { name: '100 קרדיטים' }).closest('tr')!;
    // 100 x 1.80 = 180.00, VAT 18% = 32.40, total 212.40
    expect(row).toHaveTextContent(/1\.80.*180\.00.*32\.40.*212\.40/);
    expect(screen.getByText('הקבלה נשלחת לדוא״ל בתוך כמה שעות מהרכישה.')).toBeInTheDocument();
  });

  it('asks for a package before anything is sent', async () => {
    const sent = recordPosts();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'מעבר לתשלום' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('יש לבחור מספר קרדיטים.');
    expect(sent).toEqual([]);
  });

  it('starts one card payment however often it is clicked, and goes to the page the reply names', async () => {
    const sent = recordPosts();
    await open();
    await userEvent.click(screen.getByRole('radio', { name: '100 קרדיטים' }));
    const submit = screen.getByRole('button', { name: 'מעבר לתשלום' });
    await userEvent.dblClick(submit);
    await userEvent.click(submit);
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ method: 'POST', path: '/api/payment/p100', body: { wsId: 'gilboa-trade' } }]);
    expect(String(go.mock.calls[0][0])).toMatch(new RegExp(`^${location.origin}/api/__dev/card-payment\\?order=ORD-\\d+&token=\\w+&amount=212\\.40&credits=100$`));
    expect(await screen.findByRole('button', { name: 'עוברים לדף התשלום…' })).toBeDisabled();
  });

  it.each([
    ['http elsewhere', 'http://pay.example.com/checkout', 'כתובת דף התשלום אינה מאובטחת (https), ולכן לא נפתחה.'],
    ['javascript:', 'javascript:alert(1)', 'כתובת דף התשלום אינה מאובטחת (https), ולכן לא נפתחה.'],
    ['nothing', '', 'השרת לא מסר כתובת לדף התשלום. נסו שוב מאוחר יותר.'],
  ])('refuses a payment address that is %s and keeps the choice', async (_name, url, message) => {
    server.use(http.post('*/api/payment/:id', () => HttpResponse.json({ url, orderId: 'ORD-9' })));
    await open();
    await userEvent.click(screen.getByRole('radio', { name: '250 קרדיטים' }));
    await userEvent.click(screen.getByRole('button', { name: 'מעבר לתשלום' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(go).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '250 קרדיטים' })).toBeChecked();
  });

  it("puts the server's refusal at the choice and keeps it", async () => {
    server.use(http.post('*/api/payment/:id', () => HttpResponse.json({ message: 'Unable to purchase the requested amount of credits' }, { status: 400 })));
    await open();
    await userEvent.click(screen.getByRole('radio', { name: '500 קרדיטים' }));
    await userEvent.click(screen.getByRole('button', { name: 'מעבר לתשלום' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('לא ניתן לרכוש את כמות הקרדיטים שביקשת.');
    expect(screen.getByRole('radio', { name: '500 קרדיטים' })).toBeChecked();
    expect(go).not.toHaveBeenCalled();
  });

  it.each([
    ['user@demo.co.il', 'רק מנהל סביבת העבודה יכול לעשות זאת.'],
    ['viewer@demo.co.il', 'צופה יכול רק לצפות: בקשו ממנהל סביבת העבודה תפקיד משתמש.'],
  ])('shows %s the prices and the balance, but only an owner buys', async (as, why) => {
    await open({ as, workspace: 'gilboa-trade' });
    expect(screen.getByRole('radio', { name: '100 קרדיטים' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'מעבר לתשלום' })).toBeDisabled();
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(await screen.findByText(`יתרה: ${balance()} קרדיטים`)).toBeInTheDocument();
  });
});
