import { db } from '../database';
import { daysFromToday } from '../clock';

// The money domain of the mock as a client sees it: over HTTP, with a session cookie per user.
const sessions: Record<string, string> = {};
function signIn(email: string): string {
  const user = db.users.find((u) => u.email === email)!;
  const sid = `money-${user.id}`;
  db.sessions.push({ sid, userId: user.id, createdAt: Date.now() });
  sessions[email] = sid;
  return sid;
}

async function call(method: string, path: string, { as, body }: { as?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (as) headers.cookie = `mock_sid=${sessions[as] ?? signIn(as)}`;
  const reply = await fetch(`${location.origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const type = reply.headers.get('content-type') ?? '';
  return { status: reply.status, type, disposition: reply.headers.get('content-disposition'), body: type.includes('json') ? await reply.json() : await reply.text() };
}

const OWNER = 'owner@demo.co.il';
const USER = 'user@demo.co.il';
const VIEWER = 'viewer@demo.co.il';
const credits = (wsId = 'w1') => Number((db.workspaces.find((w) => w.id === wsId) as { credits?: number }).credits);
const newCheques = () => db.cheques.filter((c) => c.wsId === 'w1' && c.status === 'NEW' && !c.isDeleted);

beforeEach(() => {
  for (const key of Object.keys(sessions)) delete sessions[key];
});

describe('mock: deposits', () => {
  it('refuses without a session', async () => {
    expect((await call('GET', '/api/deposits/getDeposits/gilboa-trade')).status).toBe(401);
    expect((await call('GET', '/api/workspace/gilboa-trade/reports/charges')).status).toBe(401);
    expect((await call('POST', '/api/payment/p100', { body: { wsId: 'gilboa-trade' } })).status).toBe(401);
  });

  it('has a partly rejected deposit, a processing one without feedback, and one whose cheques retention deleted', async () => {
    const { body } = await call('GET', '/api/deposits/getDeposits/gilboa-trade', { as: VIEWER });
    const byId = Object.fromEntries(body.deposits.map((d: { id: string }) => [d.id, d]));
    expect(byId['dep-202']).toMatchObject({ status: 'PARTLY_REJECTED', checksCount: 2, feedbackId: 'fb-dep-202' });
    expect(byId['dep-203']).toMatchObject({ status: 'PROCESSING' });
    expect(byId['dep-203'].feedbackId).toBeUndefined();
    expect(byId['dep-190']).toMatchObject({ status: 'ACCEPTED', amount: '3162.40' });
    const gone = await call('GET', '/api/deposits/getDepositChecks/dep-190', { as: VIEWER });
    expect(gone.body.checks.every((c: { deletedByRetention?: boolean }) => c.deletedByRetention)).toBe(true);
    const partly = await call('GET', '/api/deposits/getDepositChecks/dep-202', { as: VIEWER });
    expect(partly.body.checks.map((c: { status: string }) => c.status).sort()).toEqual(['RECEIVED_DEPOSIT', 'REJECTED_BANK']);
    expect((await call('GET', '/api/deposits/getDepositFeedback/dep-203', { as: VIEWER })).body).toEqual({ message: 'No deposit feedback available' });
    const filtered = await call('GET', '/api/deposits/getDeposits/gilboa-trade?status=PARTLY_REJECTED', { as: VIEWER });
    expect(filtered.body.deposits.map((d: { id: string }) => d.id)).toEqual(['dep-202']);
  });

  it('a deposit moves the cheques, spends a credit each, and the bank answers with a feedback file', async () => {
    const [a, b] = newCheques().filter((c) => (c.checkDate ?? '') <= daysFromToday(0));
    const before = credits();
    const done = await call('POST', '/api/check/action', { as: OWNER, body: { wsId: 'gilboa-trade', ids: [a.checkId, b.checkId], action: 'deposit', bankAccount: 'a1', depositOnDueDate: false, depositDate: daysFromToday(0) } });
    expect(done.status).toBe(200);
    expect(credits()).toBe(before - 2);
    expect(a.status).toBe('PROCESSING_DEPOSIT');
    const list = await call('GET', '/api/deposits/getDeposits/gilboa-trade', { as: OWNER });
    const made = list.body.deposits.find((d: { date: string }) => d.date === daysFromToday(0));
    expect(made).toMatchObject({ status: 'PROCESSING', checksCount: 2, bankAccount: 'a1' });
    expect((await call('POST', '/api/__dev/bank/answer', { body: { ws: 'gilboa-trade' } })).body.answered).toBeGreaterThan(0);
    expect(a.status).toBe('RECEIVED_DEPOSIT');
    const feedback = await call('GET', `/api/deposits/getDepositFeedback/${made.id}`, { as: OWNER });
    const file = await call('GET', `/api/workspace/gilboa-trade/feedback/${feedback.body.feedback.feedbackId}`, { as: OWNER });
    expect(file.type).toContain('text/csv');
    expect(file.disposition).toContain(`feedback-${made.id}.csv`);
    expect(file.body).toContain(a.checkNumber);
    expect(file.body).toContain('התקבל');
  });

  it('refuses a deposit the credits do not cover, and moves nothing', async () => {
    (db.workspaces.find((w) => w.id === 'w1') as { credits?: number }).credits = 1;
    const [a, b] = newCheques();
    const refused = await call('POST', '/api/check/action', { as: OWNER, body: { wsId: 'gilboa-trade', ids: [a.checkId, b.checkId], action: 'deposit', depositOnDueDate: true } });
    expect(refused).toMatchObject({ status: 400, body: { message: "You don't have enough credits" } });
    expect(a.status).toBe('NEW');
  });

  it('a cancelled future deposit lets its cheque go', async () => {
    const future = newCheques().find((c) => (c.checkDate ?? '') > daysFromToday(0))!;
    await call('POST', '/api/check/action', { as: OWNER, body: { wsId: 'gilboa-trade', ids: [future.checkId], action: 'deposit', depositOnDueDate: true } });
    expect(future.status).toBe('AWAITING_DEPOSIT');
    const pending = (await call('GET', '/api/deposits/getDeposits/gilboa-trade?status=PENDING', { as: OWNER })).body.deposits;
    expect(pending.some((d: { date: string }) => d.date === future.checkDate)).toBe(true);
    await call('POST', '/api/check/action', { as: OWNER, body: { wsId: 'gilboa-trade', ids: [future.checkId], action: 'cancelDeposit' } });
    const after = (await call('GET', '/api/deposits/getDeposits/gilboa-trade?status=CANCELED', { as: OWNER })).body.deposits;
    expect(after).toHaveLength(1);
  });
});

describe('mock: printing', () => {
  const printable = () => newCheques().slice(0, 2).map((c) => c.checkId);
  const print = (as: string, extra: Record<string, unknown> = {}) =>
    call('POST', '/api/check/action', { as, body: { wsId: 'gilboa-trade', ids: printable(), action: 'print', bankAccount: 'a1', dataToUpdate: { printerKeyId: 'pk-office', paper: 'a4' }, ...extra } });

  it('prints from an account that may print and spends a credit per cheque', async () => {
    const before = credits();
    const done = await print(OWNER);
    expect(done.status).toBe(200);
    expect(done.body.checks).toHaveLength(2);
    expect(credits()).toBe(before - 2);
  });

  it('says who may not print and which account may not', async () => {
    expect((await print(USER)).body).toEqual({ message: 'User not allowed to print checks' });
    expect((await print(OWNER, { bankAccount: 'a2' })).body).toEqual({ message: 'Bank account is not approved to print checks' });
    expect((await print(VIEWER)).status).toBe(403);
  });

  it('prints blank cheques with the next numbers of the account, and wants a count', async () => {
    const account = db.accounts.find((a) => a.id === 'a1')!;
    const last = account.lastCheckNumber!;
    const blank = await print(OWNER, { ids: [], dataToUpdate: { printerKeyId: 'pk-office', paper: 'cheque', blankCount: 3 } });
    expect(blank.body.blank.map((b: { checkNumber: string }) => b.checkNumber)).toEqual([last + 1, last + 2, last + 3].map(String));
    expect(account.lastCheckNumber).toBe(last + 3);
    expect((await print(OWNER, { ids: [], dataToUpdate: { printerKeyId: 'pk-office', paper: 'a4' } })).body).toEqual({ message: 'A cheque count must be chosen' });
  });
});

describe('mock: credits', () => {
  it('only an owner buys; the card page pays; the order is confirmed once', async () => {
    expect((await call('POST', '/api/payment/p100', { as: USER, body: { wsId: 'gilboa-trade' } })).status).toBe(403);
    expect((await call('POST', '/api/payment/p999', { as: OWNER, body: { wsId: 'gilboa-trade' } })).body).toEqual({ message: 'Unable to purchase the requested amount of credits' });
    const started = await call('POST', '/api/payment/p100', { as: OWNER, body: { wsId: 'gilboa-trade' } });
    expect(started.body.url).toMatch(/^\/api\/__dev\/card-payment\?order=/);
    const page = await call('GET', started.body.url);
    expect(page.type).toContain('text/html');
    expect(page.body).toContain('action="/paymentsuccess"');
    const token = new URL(started.body.url, 'http://x').searchParams.get('token');
    const query = `order=${started.body.orderId}&token=${token}&status=approved`;
    const before = credits();
    const done = await call('POST', '/api/payment/order/done', { as: OWNER, body: { query } });
    expect(done.body).toMatchObject({ receiptNumber: expect.stringMatching(/^\d+$/), credits: 100, balance: before + 100, alreadyConfirmed: false });
    const again = await call('POST', '/api/payment/order/done', { as: OWNER, body: { query } });
    expect(again.body).toMatchObject({ receiptNumber: done.body.receiptNumber, alreadyConfirmed: true });
    expect(credits()).toBe(before + 100);
    const report = await call('GET', '/api/workspace/gilboa-trade/reports/charges?type=IN', { as: VIEWER });
    expect(report.body.charges[0]).toMatchObject({ actionType: 'IN', credits: 100, receiptNumber: done.body.receiptNumber });
    const csv = await call('GET', '/api/workspace/gilboa-trade/reports/charges/download?type=IN', { as: VIEWER });
    expect(csv.body).toContain(done.body.receiptNumber);
    expect(csv.disposition).toContain("filename*=UTF-8''charges-gilboa-trade.csv");
  });

  it('a declined payment is refused and buys nothing', async () => {
    const started = await call('POST', '/api/payment/p50', { as: OWNER, body: { wsId: 'gilboa-trade' } });
    const token = new URL(started.body.url, 'http://x').searchParams.get('token');
    const before = credits();
    const done = await call('POST', '/api/payment/order/done', { as: OWNER, body: { query: `order=${started.body.orderId}&token=${token}&status=declined` } });
    expect(done).toMatchObject({ status: 400, body: { message: 'Unable to purchase the requested amount of credits' } });
    const forged = await call('POST', '/api/payment/order/done', { as: OWNER, body: { query: `order=${started.body.orderId}&token=nope&status=approved` } });
    expect(forged.status).toBe(404);
    expect(credits()).toBe(before);
  });

  it('the balance is what the report adds up to', async () => {
    const { body } = await call('GET', '/api/workspace/gilboa-trade/reports/charges', { as: OWNER });
    const net = body.charges.reduce((sum: number, c: { actionType: string; credits: number }) => sum + (c.actionType === 'IN' ? c.credits : -c.credits), 0);
    expect(body.balance).toBe(net);
    expect(net).toBe(credits());
  });
});
