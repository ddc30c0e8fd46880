import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { printVerdict } from '@/lib/chequeLaw/actionRefusals';
import { daysBetween, formatDate, todayIso } from '@/lib/dates';
import { lastCashableDay } from '@/lib/chequeTiming';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';

beforeAll(() => Promise.all([i18n.loadNamespaces(['printing', 'credits']), import('./PrintingPage')]), 20_000);
afterEach(() => server.events.removeAllListeners());

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const printable = () => db.cheques.filter((c) => c.wsId === 'w1' && printVerdict(c, { workspaceKind: 'BUSINESS' }).refusals.length === 0);

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
  await screen.findByRole('table', { name: 'צ׳קים להדפסה' });
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
    expect(await screen.findByText('אין לך הרשאה להדפיס צ׳קים.', undefined)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'צ׳קים להדפסה' })).not.toBeInTheDocument();
  });

  it('an account not approved to print is said at the account', async () => {
    await open();
    await userEvent.selectOptions(screen.getByLabelText('חשבון הבנק של הצ׳קים'), 'a2');
    expect(screen.getByText('חשבון הבנק הזה אינו מאושר להדפסת צ׳קים.')).toBeInTheDocument();
  });
});

describe('PrintingPage: what the law refuses', () => {
  it('keeps a stale cheque and a business cheque without payee in the list, says why, and prints exactly the good ones', async () => {
    const stale = db.cheques.find((c) => c.checkId === 'c905')!; // eight months old (seed)
    const unnamed = Object.assign(db.cheques.find((c) => c.checkId === 'c100')!, { payee: '' });
    const sent = recordPosts();
    await open();
    const staleBox = screen.getByRole('checkbox', { name: `בחירת הצ׳ק ל${stale.payee} (${stale.checkNumber})` });
    expect(staleBox).toBeDisabled();
    expect(staleBox).toHaveAccessibleDescription(`פג תוקף הצ׳ק ב־${formatDate(lastCashableDay(stale.checkDate))} (שישה חודשים מתאריכו). הבנק לא יכבד אותו.`);
    const unnamedBox = screen.getByRole('checkbox', { name: `בחירת הצ׳ק ל (${unnamed.checkNumber})` });
    expect(unnamedBox).toBeDisabled();
    expect(unnamedBox).toHaveAccessibleDescription('חוק צמצום המזומן: בצ׳ק של עסק חייב להופיע שם המוטב.');
    expect(screen.getByText('שני צ׳קים לא יודפסו: הסיבה מופיעה ליד כל אחד.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'בחירת כל הצ׳קים שאפשר להדפיס' }));
    const good = printable().map((c) => c.checkId);
    expect(good).not.toContain('c905');
    expect(good).not.toContain('c100');
    await userEvent.click(screen.getByRole('button', { name: `הדפסת ${good.length} צ׳קים` }));
    await screen.findByRole('heading', { name: `${good.length} צ׳קים נשלחו להדפסה` });
    expect(sent).toEqual([{ path: '/api/check/action', body: expect.objectContaining({ action: 'print', ids: good }) }]);
  });

  it('warns about a cheque about to go stale, flags a restricted account with the Bank of Israel lookup, and lets both be printed', async () => {
    const soon = Object.assign(db.cheques.find((c) => c.checkId === 'c906')!, { restrictedAccount: true }); // 176 days old (seed)
    await open();
    const box = screen.getByRole('checkbox', { name: `בחירת הצ׳ק ל${soon.payee} (${soon.checkNumber})` });
    expect(box).toBeEnabled();
    const lastDay = lastCashableDay(soon.checkDate)!;
    expect(box).toHaveAccessibleDescription(`תוקף הצ׳ק פג ב־${formatDate(lastDay)}, בעוד ${daysBetween(todayIso(), lastDay)} ימים.`);
    const row = box.closest('tr')!;
    expect(within(row as HTMLElement).getByText('חשבון מוגבל')).toBeInTheDocument();
    const lookup = within(row as HTMLElement).getByRole('link', { name: 'בדיקה באתר בנק ישראל (נפתח בלשונית חדשה)' });
    expect(lookup).toHaveAttribute('href', 'https://www.boi.org.il/he/ConsumerInformation/RestrictedAccountsAndCustomers');
    expect(lookup).toHaveAttribute('target', '_blank');
    expect(lookup).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
