import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { server } from '@mocks/node';
import { db } from '@mocks/db/database';
import { daysFromToday } from '@mocks/db/clock';

beforeAll(() => Promise.all([i18n.loadNamespaces(['deposits', 'credits']), import('./DepositWorkspacePage')]), 20_000);
afterEach(() => server.events.removeAllListeners());

const OWNER = { as: 'owner@demo.co.il', workspace: 'gilboa-trade' };
const fresh = () => db.cheques.filter((c) => c.wsId === 'w1' && c.status === 'NEW' && !c.isDeleted);

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
  it('deposits chosen cheques, a future one among them, after a summary, with one request', async () => {
    const past = fresh().filter((c) => (c.checkDate ?? '') <= daysFromToday(0)).slice(0, 2);
    const future = fresh().find((c) => (c.checkDate ?? '') > daysFromToday(0))!;
    const sent = recordPosts();
    await open();
    for (const c of [...past, future]) await pick(c.checkNumber);
    expect(screen.getByText('נבחרו 3 צ׳קים')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    const dialog = await screen.findByRole('dialog', { name: 'אישור הפקדה' });
    expect(within(dialog).getByText('3 צ׳קים')).toBeInTheDocument();
    expect(within(dialog).getByText(/חשבון עסקי ראשי/)).toBeInTheDocument();
    expect(within(dialog).getByText('כל צ׳ק בתאריך הפירעון שלו')).toBeInTheDocument();
    expect(within(dialog).getByText(/שקלים/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'הפקדת 3 הצ׳קים' });
    await userEvent.dblClick(confirm);
    expect(await screen.findByText('3 צ׳קים הופקדו.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: '/api/check/action', body: { wsId: 'gilboa-trade', isTransaction: false, ids: expect.any(Array), action: 'deposit', bankAccount: 'a1', depositOnDueDate: true } }]);
    expect((sent[0].body as { ids: string[] }).ids.sort()).toEqual([...past, future].map((c) => c.checkId).sort());
    expect(db.cheques.find((c) => c.checkId === future.checkId)!.status).toBe('AWAITING_DEPOSIT');
  });

  it('refuses before sending: a cheque not yet due deposited now, an amount over the bank cap, no cheque', async () => {
    const future = fresh().find((c) => (c.checkDate ?? '') > daysFromToday(0))!;
    const big = fresh().find((c) => (c.checkDate ?? '') <= daysFromToday(0) && c.checkId !== future.checkId)!;
    big.amount = 50_000;
    const sent = recordPosts();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    expect(await screen.findByText('בחרו לפחות צ׳ק אחד להפקדה.')).toBeInTheDocument();
    await pick(future.checkNumber);
    await pick(big.checkNumber);
    await userEvent.click(screen.getByRole('radio', { name: 'עכשיו' }));
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    expect(await screen.findByText('תאריך הפירעון עוד לא הגיע: בחרו הפקדה עתידית או בתאריך הפירעון.')).toBeInTheDocument();
    expect(screen.getByText('הסכום גבוה מהתקרה של הכספת שדרכה מפקידים לחשבון הזה.')).toBeInTheDocument();
    expect(screen.getByText('שני צ׳קים שנבחרו לא יכולים להיות מופקדים כך: הסיבה מופיעה בשורה של כל אחד.')).toBeInTheDocument();
    // The private safe of account a2 takes up to 500,000.
    await userEvent.selectOptions(screen.getByLabelText('חשבון להפקדה'), 'a2');
    await waitFor(() => expect(screen.queryByText('הסכום גבוה מהתקרה של הכספת שדרכה מפקידים לחשבון הזה.')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('radio', { name: 'הפקדה עתידית בתאריך שאבחר' }));
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    expect(await screen.findByText('חסר תאריך הפקדה')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('תאריך ההפקדה'), daysFromToday(0).split('-').reverse().join('-'));
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    expect(await screen.findByText('הפקדה עתידית צריכה תאריך אחרי היום')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps the choice and shows the server refusal when the credits do not cover it', async () => {
    const past = fresh().filter((c) => (c.checkDate ?? '') <= daysFromToday(0)).slice(0, 1);
    await open();
    (db.workspaces.find((w) => w.id === 'w1') as { credits?: number }).credits = 0;
    await pick(past[0].checkNumber);
    await userEvent.click(screen.getByRole('button', { name: 'לסיכום ההפקדה' }));
    const dialog = await screen.findByRole('dialog', { name: 'אישור הפקדה' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'הפקדת הצ׳ק' }));
    expect(await within(dialog).findByText('אין מספיק קרדיטים.')).toBeInTheDocument();
    expect(past[0].status).toBe('NEW');
  });
});
