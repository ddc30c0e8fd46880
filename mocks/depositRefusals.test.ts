// What the mock refuses when cheques are deposited (POST /api/check/action, `deposit`), through HTTP
// as the app meets it: the cheque law (stale, post-dated), the safe's cap (section 9) and the
// workspace's single-cheque and daily limits (section 3). Every refusal is section 8's "Invalid data
// structure" (400) with the reason and the cheque beside it (docs/backend-contract.md), and moves nothing.
import { http, signIn, signOut, type MockReplyError } from './testing/mockHttp';
import { mockRow, scenario } from './scenarios';
import { daysFromToday } from './db/clock';
import { db } from './db/database';

async function deposit(ids: string[], extra: Record<string, unknown> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const reply = await http.post('/api/check/action', { wsId: 'w1', isTransaction: false, ids, action: 'deposit', ...extra });
    return { status: reply.status, body: reply.data };
  } catch (error) {
    const e = error as MockReplyError;
    return { status: e.status, body: e.data as Record<string, unknown> };
  }
}

const refusal = (reason: string, checkId = 'c100') => ({ status: 400, body: { message: 'Invalid data structure', reason, checkId } });

/** A NEW cheque of gilboa-trade (c100, c101, ...) of `amount` shekels due in `dueInDays` days. */
function newCheque(checkId: string, amount: number, dueInDays: number) {
  return Object.assign(mockRow.cheque(checkId), { amount, checkDate: daysFromToday(dueInDays), status: 'NEW', isDeleted: false, needsCorrectionApproval: false, depositDate: undefined });
}

beforeEach(() => {
  signIn('owner@demo.co.il');
  scenario('workspace deposit limits', { single: 100_000, daily: 400_000 });
});
afterEach(() => signOut());

describe('the mock refuses a deposit the cheque law forbids', () => {
  it('refuses a stale cheque (more than six months past its date) and takes one within the six months', async () => {
    newCheque('c100', 500, -200);
    expect(await deposit(['c100'])).toMatchObject(refusal('stale'));
    expect(mockRow.cheque('c100').status).toBe('NEW');
    newCheque('c100', 500, -150);
    expect((await deposit(['c100'])).status).toBe(200);
  });

  it('refuses a future deposit on a day the cheque is stale by', async () => {
    newCheque('c100', 500, -150);
    expect(await deposit(['c100'], { depositDate: daysFromToday(60) })).toMatchObject(refusal('stale'));
  });

  it('refuses a post-dated cheque deposited now, and takes it on its due date', async () => {
    newCheque('c100', 500, 3);
    expect(await deposit(['c100'])).toMatchObject(refusal('postDated'));
    expect(await deposit(['c100'], { depositDate: daysFromToday(2) })).toMatchObject(refusal('postDated'));
    expect((await deposit(['c100'], { depositDate: daysFromToday(3) })).status).toBe(200);
    expect(mockRow.cheque('c100')).toMatchObject({ status: 'AWAITING_DEPOSIT', depositDate: daysFromToday(3) });
  });
});

describe("the mock applies the safe's cap and the workspace's limits", () => {
  it.each<[string, string, number, number, string?]>([
    ['bank-run 49,999.99', 'a1', 49_999.99, 200],
    ['bank-run 50,000.00', 'a1', 50_000, 400, 'overSafeCap'],
    ['private safe at the single-cheque limit (100,000.00)', 'a2', 100_000, 200],
    ['private safe above the single-cheque limit (100,000.01)', 'a2', 100_000.01, 400, 'overWorkspaceLimit'],
  ])('%s -> %i', async (_name, bankAccount, amount, status, reason) => {
    newCheque('c100', amount, -1);
    const reply = await deposit(['c100'], { bankAccount });
    expect(reply.status).toBe(status);
    if (reason) expect(reply).toMatchObject(refusal(reason));
  });

  it('takes a day up to its daily limit and refuses one agora more, that day only', async () => {
    scenario('workspace deposit limits', { single: 100_000, daily: 150_000 });
    const day = daysFromToday(30);
    expect(db.cheques.filter((c) => c.wsId === 'w1' && c.depositDate === day)).toEqual([]);
    newCheque('c100', 100_000, -1);
    newCheque('c101', 50_000, -1);
    newCheque('c102', 0.01, -1);
    // Reaching the limit exactly is fine.
    expect((await deposit(['c100', 'c101'], { bankAccount: 'a2', depositDate: day })).status).toBe(200);
    expect(await deposit(['c102'], { bankAccount: 'a2', depositDate: day })).toMatchObject({ ...refusal('overDailyLimit', 'c102'), body: { day } });
    expect(mockRow.cheque('c102')).toMatchObject({ status: 'NEW', depositDate: undefined });
    expect((await deposit(['c102'], { bankAccount: 'a2', depositDate: daysFromToday(31) })).status).toBe(200);
  });

  it('refuses a batch that passes the daily limit as a whole, and moves none of it', async () => {
    scenario('workspace deposit limits', { single: 100_000, daily: 150_000 });
    newCheque('c100', 100_000, -1);
    newCheque('c101', 50_000.01, -1);
    const day = daysFromToday(40);
    expect(await deposit(['c100', 'c101'], { bankAccount: 'a2', depositDate: day })).toMatchObject({ status: 400, body: { reason: 'overDailyLimit', day } });
    expect([mockRow.cheque('c100').status, mockRow.cheque('c101').status]).toEqual(['NEW', 'NEW']);
  });
});
