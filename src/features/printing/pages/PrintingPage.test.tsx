import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { printProblem } from '@/lib/printing';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';

beforeAll(() => Promise.all([i18n.loadNamespaces(['printing', 'credits']), import('./PrintingPage')]), 20_000);
afterEach(() => server.events.removeAllListeners());

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const printable = () => db.cheques.filter((c) => c.wsId === 'w1' && printProblem(c) === null);

function recordPosts() {
  const sent: Array<{ path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST') return;
    sent.push({ path: new URL(request.url).pathname, body: await request.clone().json().catch(() => undefined) });
  });
  return sent;
}

const open = async (as = OWNER) => {
  renderApp('/printing', as);
  await screen.findByRole('table', { name: 'צ׳קים שאפשר להדפיס' });
};

describe('PrintingPage', () => {
  it('prints two cheques with one request and previews each with its amount in words', async () => {
    const [a, b] = printable();
    const sent = recordPosts();
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: `בחירת הצ׳ק ל${a.payee} (${a.checkNumber})` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `בחירת הצ׳ק ל${b.payee} (${b.checkNumber})` }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'הדפסת שני הצ׳קים' }));
    expect(await screen.findByRole('heading', { name: 'שני צ׳קים נשלחו להדפסה' })).toBeInTheDocument();
    expect(sent).toEqual([
      { path: '/api/check/action', body: { wsId: 'gilboa-trade', isTransaction: false, ids: [a.checkId, b.checkId], action: 'print', bankAccount: 'a1', dataToUpdate: { printerKeyId: 'pk-office', paper: 'a4' } } },
    ]);
    const sheet = screen.getByRole('article', { name: `צ׳ק מספר ${a.checkNumber}` });
    expect(within(sheet).getByText(a.payee!)).toBeInTheDocument();
    expect(within(sheet).getByText(/שקלים/)).toBeInTheDocument();
    expect(within(sheet).getByText(/ 12 600 000123456$/)).toBeInTheDocument();
  });

  it('asks for a count of blank cheques, then prints them with the account numbers', async () => {
    const last = db.accounts.find((a) => a.id === 'a1')!.lastCheckNumber!;
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'צ׳קים ריקים' }));
    await userEvent.click(screen.getByRole('button', { name: 'הדפסת צ׳קים ריקים' }));
    expect(await screen.findByText('יש לבחור מספר צ׳קים')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('מספר צ׳קים ריקים'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'הדפסת צ׳קים ריקים' }));
    expect(await screen.findByRole('article', { name: `צ׳ק מספר ${last + 2}` })).toBeInTheDocument();
  });

  it('tells a user without the printing capability why the screen is closed', async () => {
    renderApp('/printing', { as: 'user@demo.co.il', workspace: 'gilboa-trade' });
    expect(await screen.findByText('אין לך הרשאה להדפיס צ׳קים.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'צ׳קים שאפשר להדפיס' })).not.toBeInTheDocument();
  });

  it('an account not approved to print is said at the account', async () => {
    await open();
    await userEvent.selectOptions(screen.getByLabelText('חשבון הבנק של הצ׳קים'), 'a2');
    expect(screen.getByText('חשבון הבנק הזה אינו מאושר להדפסת צ׳קים.')).toBeInTheDocument();
  });
});
