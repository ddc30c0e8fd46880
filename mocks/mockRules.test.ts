// The mock backend's own rules, through HTTP as the app meets them: sessions, roles, the status
// moves of POST /api/check/action, and the checks on cheque fields (duplicate MICR).
import { http, signIn as mockSignIn, signOut as mockSignOut, type MockReplyError } from './testing/mockHttp';
import { mockRow, scenario } from './scenarios';

async function call(method: 'get' | 'post' | 'put', url: string, data?: unknown): Promise<{ status: number; body: unknown }> {
  try {
    const reply = await http.request({ method, url, data });
    return { status: reply.status, body: reply.data };
  } catch (error) {
    const e = error as MockReplyError;
    return { status: e.status ?? 0, body: { message: e.message } };
  }
}

const action = (action: string, ids: string[], extra: Record<string, unknown> = {}) =>
  call('post', '/api/check/action', { wsId: 'w1', isTransaction: false, ids, action, ...extra });

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

afterEach(() => mockSignOut());

describe('the mock: sessions and roles (spec sections 6, 8)', () => {
  it('answers a staff call without a session with 401', async () => {
    mockSignOut();
    expect(await call('get', '/api/check/workspace/gilboa-trade')).toMatchObject({ status: 401 });
  });

  it('lets a member read the workspace and refuses a stranger with the section-6 message', async () => {
    mockSignIn('user@demo.co.il');
    expect((await call('get', '/api/check/workspace/gilboa-trade')).status).toBe(200);
    expect(await call('get', '/api/check/workspace/dana-private')).toMatchObject({ status: 403, body: { message: "You don't have permission to view checks" } });
  });

  it('lets a viewer read cheques but not move them', async () => {
    mockSignIn('viewer@demo.co.il');
    expect((await call('get', '/api/check/workspace/gilboa-trade/c100')).status).toBe(200);
    expect(await action('approve', ['c100'])).toMatchObject({ status: 403, body: { message: "You don't have permission to update checks" } });
  });
});

describe('the mock: status moves of POST /api/check/action (spec section 4)', () => {
  beforeEach(() => mockSignIn('owner@demo.co.il'));

  it.each<[string, number, string]>([
    ['due in the future: waits for its due date', 10, 'AWAITING_DEPOSIT'],
    ['due today: deposited now', 0, 'PROCESSING_DEPOSIT'],
    ['overdue: deposited now', -3, 'PROCESSING_DEPOSIT'],
  ])('deposits on the due date, %s', async (_name, dueInDays, status) => {
    scenario('new cheque', { amount: 500, dueInDays });
    expect((await action('deposit', ['c100'], { depositOnDueDate: true })).status).toBe(200);
    expect(mockRow.cheque('c100').status).toBe(status);
  });

  // Section 9: the bank-run option takes up to 49,999.99 (50,000 exclusive), the private safe up to 500,000.
  it.each<[string, string, number, number]>([
    ['49,999.99 through the bank-run account', 'a1', 49_999.99, 200],
    ['50,000 through the bank-run account', 'a1', 50_000, 400],
    ['500,000 through the private-safe account', 'a2', 500_000, 200],
    ['500,000.01 through the private-safe account', 'a2', 500_000.01, 400],
  ])('deposits %s: %i', async (_label, bankAccount, amount, status) => {
    scenario('workspace deposit limits', { single: null, daily: null });
    scenario('new cheque', { amount, dueInDays: 0 });
    expect((await action('deposit', ['c100'], { bankAccount, depositDate: today() })).status).toBe(status);
  });

  it('moves no cheque that still needs its correction approval (section 5)', async () => {
    Object.assign(scenario('new cheque', { amount: 60_000, dueInDays: 0 }).cheque, { needsCorrectionApproval: true });
    expect(await action('deposit', ['c100'], { bankAccount: 'a2', depositDate: today() })).toMatchObject({ status: 400, body: { message: expect.stringMatching(/correction approval/) } });
    await action('approve', ['c100']);
    expect((await action('deposit', ['c100'], { bankAccount: 'a2', depositDate: today() })).status).toBe(200);
  });

  it('refuses a deposit date earlier than the due date, and takes one on it', async () => {
    scenario('new cheque', { amount: 500, dueInDays: 0 });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(await action('deposit', ['c100'], { depositDate: yesterday })).toMatchObject({ status: 400 });
    expect((await action('deposit', ['c100'], { depositDate: today() })).status).toBe(200);
  });

  it('cancels a pending deposit back to NEW, and refuses to cancel what is not pending', async () => {
    scenario('new cheque', { amount: 500, dueInDays: 10 });
    expect(await action('cancelDeposit', ['c100'])).toMatchObject({ status: 400 });
    await action('deposit', ['c100'], { depositOnDueDate: true });
    expect((await action('cancelDeposit', ['c100'])).status).toBe(200);
    expect(mockRow.cheque('c100')).toMatchObject({ status: 'NEW', depositDate: undefined });
  });

  it('marks a manual rejection in the comments', async () => {
    await action('reject', ['c100']);
    const cheque = mockRow.cheque('c100');
    expect(cheque.status).toBe('REJECTED');
    expect(cheque.comments?.at(-1)?.text).toBe('סומן כנדחה ידנית');
  });

  it('deletes softly, refuses to move a deleted cheque, and restores it to NEW', async () => {
    await action('delete', ['c100']);
    expect(mockRow.cheque('c100')).toMatchObject({ status: 'DELETED', isDeleted: true });
    expect(await action('redeposit', ['c100'])).toMatchObject({ status: 400, body: { message: expect.stringMatching(/was deleted/) } });
    await action('restore', ['c100']);
    expect(mockRow.cheque('c100')).toMatchObject({ status: 'NEW', isDeleted: false });
  });

  it('moves all the cheques or none: one refused cheque leaves the others as they were', async () => {
    scenario('deleted cheque');
    const other = mockRow.cheque('c101');
    const before = other.status;
    expect(await action('reject', ['c101', 'c100'])).toMatchObject({ status: 400 });
    expect(mockRow.cheque('c101').status).toBe(before);
  });

  it('refuses an action it does not know', async () => {
    expect(await action('teleport', ['c100'])).toMatchObject({ status: 404 });
  });
});

describe('the mock: cheque fields (spec section 5)', () => {
  beforeEach(() => mockSignIn('owner@demo.co.il'));

  const fields = (micr: string) => ({
    amount: '120.00',
    checkDate: today(),
    micr,
    checkNumber: micr.slice(0, 7),
    bank: micr.slice(7, 9),
    branch: micr.slice(9, 12),
    account: micr.slice(12),
  });

  it('refuses a MICR line already on a cheque of the workspace, with 409', async () => {
    const existing = mockRow.cheque('c100').micr!;
    expect(await call('post', '/api/check', { wsId: 'w1', fields: fields(existing) })).toMatchObject({ status: 409, body: { message: 'Duplicate MICR' } });
  });

  it('takes the MICR line of a deleted cheque, and a new one', async () => {
    const { cheque } = scenario('deleted cheque');
    expect((await call('post', '/api/check', { wsId: 'w1', fields: fields(cheque.micr!) })).status).toBe(200);
    expect((await call('post', '/api/check', { wsId: 'w1', fields: fields('000777712600123456') })).status).toBe(200);
  });

  it('refuses an all-zeros MICR line and a viewer creating a cheque', async () => {
    expect(await call('post', '/api/check', { wsId: 'w1', fields: fields('000000000000000000') })).toMatchObject({ status: 400 });
    mockSignIn('viewer@demo.co.il');
    expect(await call('post', '/api/check', { wsId: 'w1', fields: fields('000777712600123456') })).toMatchObject({ status: 403 });
  });

  it('refuses to edit a cheque that awaits the bank', async () => {
    Object.assign(mockRow.cheque('c100'), { status: 'AWAITING_BANK' });
    expect(await call('put', '/api/check/workspace/gilboa-trade/check/c100', { fields: { payee: 'x' } })).toMatchObject({ status: 400 });
  });
});
