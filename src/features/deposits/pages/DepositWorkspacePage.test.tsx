import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { daysFromToday } from '@mocks/db/clock';
import { addMonths, formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { wholeText } from '@/test/wholeText';

// The bank calendar (the Hebrew calendar's code) is the screen's largest import: loaded here, outside the tests' time.
beforeAll(() => Promise.all([i18n.loadNamespaces(['deposits', 'credits', 'chequeLaw']), import('./DepositWorkspacePage'), import('@/lib/bankCalendar')]));
afterEach(() => server.events.removeAllListeners());

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const fresh = () => db.cheques.filter((c) => c.wsId === 'w1' && c.status === 'NEW' && !c.isDeleted);
const today = daysFromToday(0);
/** Due, and well within their six months. */
const due = () => fresh().filter((c) => (c.checkDate ?? '') <= today && (c.checkDate ?? '') > addMonths(today, -5));
const postDated = () => fresh().find((c) => (c.checkDate ?? '') > today)!;

function recordPosts() {
  const sent: Array<{ path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST') return;
    sent.push({ path: new URL(request.url).pathname, body: await request.clone().json().catch(() => undefined) });
  });
  return sent;
}

const open = async () => {
  renderApp('/deposits/new', OWNER);
  await screen.findByRole('table', { name: 'צ׳קים שאפשר להפקיד' });
};
const pick = (number: string | undefined) => userEvent.click(screen.getByRole('checkbox', { name: `בחירת צ׳ק ${number}` }));

describe('DepositWorkspacePage', () => {
  it('deposits chosen cheques, a future one among them, after a summary with its cost, with one request', async () => {
    const past = due().slice(0, 2);
    const future = postDated();
    const sent = recordPosts();
    await open();
    expect(screen.getByText('עוד לא נבחרו צ׳קים')).toBeInTheDocument();
    for (const c of [...past, future]) await pick(c.checkNumber);
    // The bar a phone keeps at the bottom of the screen: how many, how much, and the button that goes on.
    const bar = screen.getByText('נבחרו 3 צ׳קים').closest<HTMLElement>('.sticky-action-bar')!;
    const total = [...past, future].reduce((sum, c) => sum + Math.round(Number(c.amount) * 100), 0);
    expect(bar).toHaveTextContent(`נבחרו 3 צ׳קיםסכום הנבחרים: ${formatMoney(total, 'he').replace(/\s/g, ' ')}`);
    await userEvent.click(within(bar).getByRole('button', { name: 'לסיכום ההפקדה' }));
    const dialog = await screen.findByRole('dialog', { name: 'אישור הפקדה' });
    expect(within(dialog).getByText('3 צ׳קים')).toBeInTheDocument();
    expect(within(dialog).getByText(/חשבון עסקי ראשי/)).toBeInTheDocument();
    expect(within(dialog).getByText('כל צ׳ק בתאריך הפירעון שלו')).toBeInTheDocument();
    expect(within(dialog).getByText(/שקלים/)).toBeInTheDocument();
    expect(within(dialog).getByText('עלות: 3 קרדיטים')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'הפקדת 3 הצ׳קים' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('3 צ׳קים הופקדו.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/check/action', body: { wsId: 'gilboa-trade', isTransaction: false, ids: expect.any(Array), action: 'deposit', bankAccount: 'a1', depositOnDueDate: true } }]);
    expect((sent[0].body as { ids: string[] }).ids.sort()).toEqual([...past, future].map((c) => c.checkId).sort());
    expect(db.cheques.find((c) => c.checkId === future.checkId)!.status).toBe('AWAITING_DEPOSIT');
  });

  it('sends exactly the good cheques: a stale one, a post-dated one and one above the cap stay, each with its reason', async () => {
    const [good1, good2] = due();
    const future = postDated();
    const stale = db.cheques.find((c) => c.checkId === 'c905')!;
    const big = due()[2];
    Object.assign(big, { amount: 60_000, needsCorrectionApproval: false });
    const sent = recordPosts();
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'עכשיו' }));
    // Not chosen yet, the stale cheque already says what blocks it, under its payee (no column of
    // its own: the table stays inside its card on a laptop).
    const staleRow = screen.getByRole('checkbox', { name: `בחירת צ׳ק ${stale.checkNumber}` }).closest('tr')!;
    expect(within(staleRow).getByText(/^פג תוקף הצ׳ק ב־/).closest('td')).toHaveTextContent(stale.payee!);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'מספר צ׳ק', 'מוטב', 'סכום', 'תאריך פירעון']);
    for (const c of [stale, future, big, good1, good2]) await pick(c.checkNumber);
    const row = (c: { checkNumber?: string }) => within(screen.getByRole('checkbox', { name: `בחירת צ׳ק ${c.checkNumber}` }).closest('tr')!);
    expect(row(stale).getByText(wholeText(`פג תוקף הצ׳ק ב־${formatDate(addMonths(stale.checkDate!, 6))} (שישה חודשים מתאריכו). הבנק לא יכבד אותו.`))).toBeInTheDocument();
    expect(row(future).getByText(wholeText(`צ׳ק דחוי: אפשר להפקיד אותו רק מ־${formatDate(future.checkDate)}. בחרו הפקדה עתידית או בתאריך הפירעון.`))).toBeInTheDocument();
    expect(row(big).getByText(/^הסכום גבוה מהמותר בכספת של החשבון: עד .49,999\.99.₪ לצ׳ק\.$/)).toBeInTheDocument();
    expect(screen.getByText('3 צ׳קים לא יופקדו: הסיבה מופיעה ליד כל אחד.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום הפקדת שני הצ׳קים התקינים' }));
    const dialog = await screen.findByRole('dialog', { name: 'אישור הפקדה' });
    expect(within(dialog).getByText('שני צ׳קים')).toBeInTheDocument();
    expect(within(dialog).getByText('3 צ׳קים לא יופקדו: הסיבה מופיעה ליד כל אחד.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'הפקדת שני הצ׳קים' }));
    expect(await screen.findByText('שני הצ׳קים הופקדו.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/check/action', body: { wsId: 'gilboa-trade', isTransaction: false, ids: [good1.checkId, good2.checkId].sort((a, b) => a.localeCompare(b)), action: 'deposit', bankAccount: 'a1', depositOnDueDate: false, depositDate: today } }]);
    expect(stale.status).toBe('NEW');
  });

  it('applies the workspace daily limit to the day: at the limit goes, past it stays', async () => {
    const [a, b, c] = due();
    Object.assign(a, { amount: 30_000 });
    Object.assign(b, { amount: 10_000 });
    Object.assign(c, { amount: '0.01' });
    const w1 = db.workspaces.find((w) => w.id === 'w1')!;
    w1.checkSettings = { ...w1.checkSettings, dailyCheckAmountLimit: 40_000 };
    // Nothing else deposited on today's or a coming day (a "now" on a Saturday goes on Sunday):
    // whatever the workspace deposited on the day counts toward its limit too.
    for (const other of db.cheques) if (other.wsId === 'w1' && (other.depositDate ?? '') >= today && ![a, b, c].includes(other)) other.depositDate = '2000-01-02';
    const sent = recordPosts();
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'עכשיו' }));
    for (const x of [a, b, c]) await pick(x.checkNumber);
    const row = within(screen.getByRole('checkbox', { name: `בחירת צ׳ק ${c.checkNumber}` }).closest('tr')!);
    expect(await row.getByText(/סך ההפקדות ב־.* יעלה על התקרה היומית, .40,000\.00.₪\.$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום הפקדת שני הצ׳קים התקינים' }));
    const dialog = await screen.findByRole('dialog', { name: 'אישור הפקדה' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'הפקדת שני הצ׳קים' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0].body as { ids: string[] }).ids.sort()).toEqual([a.checkId, b.checkId].sort());
  });

  it('refuses before sending: no cheque, no future day, a day not after today', async () => {
    const sent = recordPosts();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    expect(await screen.findByText('בחרו לפחות צ׳ק אחד להפקדה.')).toBeInTheDocument();
    await pick(due()[0].checkNumber);
    await userEvent.click(screen.getByRole('radio', { name: 'הפקדה עתידית בתאריך שאבחר' }));
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    expect(await screen.findByText('חסר תאריך הפקדה')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('תאריך ההפקדה'), today.split('-').reverse().join('-'));
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    expect(await screen.findByText('הפקדה עתידית צריכה תאריך אחרי היום')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps the choice and shows the server refusal when the credits do not cover it', async () => {
    const past = due().slice(0, 1);
    await open();
    (db.workspaces.find((w) => w.id === 'w1') as { credits?: number }).credits = 0;
    await pick(past[0].checkNumber);
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    const dialog = await screen.findByRole('dialog', { name: 'אישור הפקדה' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'הפקדת הצ׳ק' }));
    expect(await within(dialog).findByText('אין מספיק קרדיטים.')).toBeInTheDocument();
    expect(past[0].status).toBe('NEW');
  });

  it('flags a cheque from a restricted account with the Bank of Israel lookup, in its row', async () => {
    const flagged = Object.assign(due()[0], { restrictedAccount: true });
    await open();
    const row = screen.getByRole('checkbox', { name: `בחירת צ׳ק ${flagged.checkNumber}` }).closest('tr') as HTMLElement;
    expect(within(row).getByText('חשבון מוגבל')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'בדיקה באתר בנק ישראל (נפתח בלשונית חדשה)' })).toHaveAttribute(
      'href',
      'https://www.boi.org.il/he/ConsumerInformation/RestrictedAccountsAndCustomers',
    );
    const other = screen.getByRole('checkbox', { name: `בחירת צ׳ק ${due()[1].checkNumber}` }).closest('tr') as HTMLElement;
    expect(within(other).queryByText('חשבון מוגבל')).not.toBeInTheDocument();
  });
});
