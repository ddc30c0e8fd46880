import { http, signIn } from '../testing/mockHttp';
import { DENIALS as DENIAL_MESSAGES } from './rules/permissions';
import { daysFromToday } from './clock';
import { db, resetDb } from './database';

const WS = 'gilboa-trade';
const NEW_CHEQUE = 'c100';
const AWAITING_DEPOSIT = 'c104';
const AWAITING_BANK = 'c106';

function as(email: string | null) {
  signIn(email);
}

async function status(request: Promise<unknown>): Promise<[number | null, string]> {
  try {
    await request;
    return [200, ''];
  } catch (error) {
    const e = error as { status: number | null; message: string };
    return [e.status, e.message];
  }
}

const calls = {
  search: () => http.get(`/api/check/search/${WS}`),
  view: () => http.get(`/api/check/workspace/${WS}/${NEW_CHEQUE}`),
  create: () => http.post('/api/check', { wsId: WS, fields: { amount: '100', checkDate: '2030-01-01', micr: '000123410800123456', bank: '10', branch: '800', account: '123456' } }),
  edit: () => http.put(`/api/check/workspace/${WS}/check/${NEW_CHEQUE}`, { fields: { payee: 'משה' } }),
  reject: () => http.post('/api/check/action', { wsId: WS, ids: [NEW_CHEQUE], action: 'reject' }),
  rotate: () => http.post('/api/check/rotate', { checkId: NEW_CHEQUE, side: 'front', degrees: 90 }),
  sendToSign: () => http.post('/api/check/signature/send', { wsId: WS }),
  comment: () => http.post(`/api/check/comments/${WS}`, { checkId: NEW_CHEQUE, comment: 'שלום' }),
  newTag: () => http.post(`/api/workspace/tags/${WS}`, { name: 'חדש', color: '#112233' }),
  workspace: () => http.get(`/api/workspace/${WS}`),
};

describe('the mock enforces the permission rule', () => {
  it('answers 401 without a session', async () => {
    as(null);
    expect((await status(calls.search()))[0]).toBe(401);
    expect((await status(calls.create()))[0]).toBe(401);
  });

  // Each row: the call, then [OWNER, USER (sign + edit), VIEWER] as status or the 403's message.
  it.each<[keyof typeof calls, Array<number | string>]>([
    ['search', [200, 200, 200]],
    ['view', [200, 200, 200]],
    ['workspace', [200, 200, 200]],
    ['create', [200, 200, DENIAL_MESSAGES.chequeCreate]],
    ['edit', [200, 200, DENIAL_MESSAGES.chequeUpdate]],
    ['reject', [200, 200, DENIAL_MESSAGES.chequeUpdate]],
    ['rotate', [200, 200, DENIAL_MESSAGES.chequeUpdate]],
    ['sendToSign', [200, 200, DENIAL_MESSAGES.sendToSign]],
    ['comment', [200, 200, DENIAL_MESSAGES.chequeUpdate]],
    ['newTag', [200, 200, 'Access to the requested resource is forbidden']],
  ])('%s by OWNER, USER, VIEWER', async (call, expected) => {
    const got: Array<number | string> = [];
    for (const email of ['owner@demo.co.il', 'user@demo.co.il', 'viewer@demo.co.il']) {
      resetDb();
      as(email);
      const [code, message] = await status(calls[call]());
      got.push(code === 403 ? message : (code ?? 0));
    }
    expect(got).toEqual(expected);
  });

  it('refuses a USER without the capability with the message of section 6', async () => {
    as('user@demo.co.il');
    const [code, message] = await status(http.post('/api/check/action', { wsId: WS, ids: [NEW_CHEQUE], action: 'deposit' }));
    expect([code, message]).toEqual([403, DENIAL_MESSAGES.chequeUpdate]);
  });

  it('refuses a user who is not a member with the view message, not a "not found"', async () => {
    db.memberships = db.memberships.filter((m) => !(m.userId === 'u2' && m.wsId === 'w1'));
    as('user@demo.co.il');
    expect(await status(calls.search())).toEqual([403, DENIAL_MESSAGES.chequeView]);
    expect(await status(calls.view())).toEqual([403, DENIAL_MESSAGES.chequeView]);
  });

  it.each<[string, string, string]>([
    ['awaiting the bank', AWAITING_BANK, 'Check is awaiting the bank and cannot be edited'],
    ['awaiting deposit', AWAITING_DEPOSIT, 'Check is awaiting deposit: cancel the deposit first'],
  ])('refuses to change a cheque %s with 400 and the reason, rotate and reject included', async (_label, id, message) => {
    as('owner@demo.co.il');
    expect(await status(http.post('/api/check/rotate', { checkId: id, side: 'front', degrees: 90 }))).toEqual([400, message]);
    expect(await status(http.post('/api/check/action', { wsId: WS, ids: [id], action: 'reject' }))).toEqual([400, message]);
    expect(await status(http.put(`/api/check/workspace/${WS}/check/${id}`, { fields: { payee: 'משה' } }))).toEqual([400, message]);
  });

  it('lets a deposit go to an account that can deposit though it cannot print', async () => {
    as('owner@demo.co.il');
    // a2 cannot print; depositing to it is fine (a cheque due yesterday: neither post-dated nor stale).
    db.cheques.find((c) => c.checkId === NEW_CHEQUE)!.checkDate = daysFromToday(-1);
    expect((await status(http.post('/api/check/action', { wsId: WS, ids: [NEW_CHEQUE], action: 'deposit', bankAccount: 'a2' })))[0]).toBe(200);
  });
});
