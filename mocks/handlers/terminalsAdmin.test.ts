import { http, signIn } from '../testing/mockHttp';
import { CANNOT_CREATE_PAYMENT_REQUESTS, DENIALS as DENIAL_MESSAGES } from '../db/rules/permissions';
import { db, resetDb } from '../db/database';
import { paymentRequests, pendingCheques, transactions } from '../db/terminalTables';

const WS = 'gilboa-trade';

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

const SETTINGS = { name: 'דוכן השוק', terminalLink: 'shuk1', backgroundColor: '#ffffff', color1: '#0b3d91', color2: '#ffb300', redirectUrl: 'https://example.com/done' };
const newRequest = (requestNumber: string, extra: Record<string, unknown> = {}) =>
  http.post(`/api/workspace/${WS}/term1/payment/request`, { requestNumber, amount: '1250.00', terminalId: 'term1', ...extra });

const calls = {
  list: () => http.get(`/api/terminal/all/${WS}`),
  view: () => http.get(`/api/terminal/view/${WS}/term1`),
  create: () => http.post('/api/terminal/new', { wsId: 'w1', ...SETTINGS }),
  edit: () => http.put('/api/terminal/edit', { wsId: 'w1', terminalId: 'term2', ...SETTINGS }),
  remove: () => http.delete('/api/terminal', { data: { wsId: 'w1', terminalId: 'term2' } }),
  transactions: () => http.post('/api/terminal/transactions/list', { wsId: 'w1', terminalId: 'term1', filters: {} }),
  complete: () => http.get(`/api/terminal/transactions/checks/complete/${WS}/tt200`),
  removeTransaction: () => http.delete('/api/terminal/transactions', { data: { wsId: 'w1', transactionId: 'tt200' } }),
  requests: () => http.get(`/api/workspace/${WS}/payment/request`),
  newRequest: () => newRequest('PR-NEW-1'),
  cancel: () => http.put(`/api/workspace/${WS}/payment/request/cancel/upr-ok`),
};

describe('the mock of the staff terminal and payment request calls', () => {
  it('answers 401 without a session', async () => {
    as(null);
    for (const call of Object.values(calls)) expect((await status(call()))[0]).toBe(401);
  });

  // [OWNER, USER (sign + edit, no payment requests), VIEWER]: a status, or the 403's message.
  it.each<[keyof typeof calls, Array<number | string>]>([
    ['list', [200, 200, 200]],
    ['view', [200, 200, 200]],
    ['create', [200, DENIAL_MESSAGES.terminalCreate, DENIAL_MESSAGES.terminalCreate]],
    ['edit', [200, DENIAL_MESSAGES.terminalUpdate, DENIAL_MESSAGES.terminalUpdate]],
    ['remove', [200, DENIAL_MESSAGES.terminalDelete, DENIAL_MESSAGES.terminalDelete]],
    ['transactions', [200, 200, 200]],
    ['complete', [200, 200, DENIAL_MESSAGES.terminalUpdate]],
    ['removeTransaction', [200, DENIAL_MESSAGES.terminalUpdate, DENIAL_MESSAGES.terminalUpdate]],
    ['requests', [200, 200, 200]],
    // Section 8's own text for payment requests, whoever is refused (docs/permissions.md).
    ['newRequest', [200, CANNOT_CREATE_PAYMENT_REQUESTS, CANNOT_CREATE_PAYMENT_REQUESTS]],
    ['cancel', [200, CANNOT_CREATE_PAYMENT_REQUESTS, CANNOT_CREATE_PAYMENT_REQUESTS]],
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

  it('refuses settings that break the rules, and a link another terminal has', async () => {
    as('owner@demo.co.il');
    const create = (over: Record<string, unknown>) => status(http.post('/api/terminal/new', { wsId: 'w1', ...SETTINGS, ...over }));
    expect(await create({ terminalLink: 'ab' })).toEqual([400, 'Invalid data structure']);
    expect(await create({ terminalLink: 'My-Shop' })).toEqual([400, 'Invalid data structure']);
    expect(await create({ redirectUrl: 'javascript:alert(1)' })).toEqual([400, 'Invalid data structure']);
    expect(await create({ redirectUrl: `https://example.com/${'a'.repeat(236)}` })).toEqual([400, 'Invalid data structure']); // 256
    expect(await create({ redirectUrl: `https://example.com/${'a'.repeat(235)}` })).toEqual([200, '']); // 255
    expect(await create({ terminalLink: 'gilboa' })).toEqual([409, 'Name already exists']);
    expect(await create({ terminalLink: 'other1', autoDepositAccount: 'a3' })).toEqual([400, 'Account, Bank or Branch is not valid']); // another workspace's
  });

  it('the terminal staff create is the one the payer opens, without the workspace internals', async () => {
    as('owner@demo.co.il');
    const { data } = await http.post('/api/terminal/new', { wsId: 'w1', ...SETTINGS, postAddress: 'https://hooks.example.com/x', fromNameMandatory: true });
    expect(data.terminal).toMatchObject({ terminalId: expect.any(String), wsId: 'w1', name: 'דוכן השוק', showFromName: false, fromNameMandatory: false });
    as(null);
    const { data: payer } = await http.get('/api/terminal/info/shuk1');
    expect(payer.terminal).toMatchObject({ name: 'דוכן השוק', color1: '#0b3d91', redirectUrl: 'https://example.com/done' });
    expect(payer.terminal.postAddress).toBeUndefined();
    expect(payer.terminal.wsId).toBeUndefined();
  });

  it('a fast request is paid through its payment key: the request is DONE, the cheque awaits pickup, then joins the workspace', async () => {
    as('owner@demo.co.il');
    const { data } = await newRequest('PR-FAST-1', { fast: true });
    expect(data.paymentRequest).toMatchObject({ requestNumber: 'PR-FAST-1', amount: 1250, status: 'NEW', fast: true, dateToCancel: expect.any(String) });
    const link: string = data.paymentRequest.link;
    expect(link).toMatch(/^\/terminal\/gilboa\/k\d{10}$/);
    as(null);
    const fpk = link.split('/').pop();
    const { data: session } = await http.get(`/api/terminal/link/gilboa/fpk/${fpk}`);
    expect(session.paymentRequest).toMatchObject({ requestNumber: 'PR-FAST-1', amount: 1250 });
    const front = 'data:image/png;base64,iVBORw0KGgo=';
    const { data: result } = await http.post('/api/terminal/gilboa', { checks: [{ frontImage: front, amount: '1250.00', checkDate: '2026-12-01' }], fromName: 'רות', fpk });
    expect(result).toMatchObject({ totalChecks: 1, totalSucceeded: 1, totalFailed: 0 });
    const request = paymentRequests().find((r) => r.requestNumber === 'PR-FAST-1')!;
    const row = transactions().find((t) => t.transactionId === result.transactionId)!;
    expect(request).toMatchObject({ status: 'DONE', transactionId: row.transactionId });
    expect(row).toMatchObject({ status: 'DONE', upr: 'PR-FAST-1', receiptNumber: expect.any(String), totalSucceeded: 1 });
    const [chequeId] = row.checkIds;
    expect(pendingCheques().map((c) => c.checkId)).toContain(chequeId);
    expect(db.cheques.some((c) => c.checkId === chequeId)).toBe(false);
    // The same link again: the request is paid.
    expect(await status(http.get(`/api/terminal/link/gilboa/fpk/${fpk}`))).toEqual([404, 'Payment request not found']);

    as('owner@demo.co.il');
    const { data: done } = await http.get(`/api/terminal/transactions/checks/complete/${WS}/${row.transactionId}`);
    expect(done.transaction.status).toBe('RETRIEVED');
    expect(db.cheques.find((c) => c.checkId === chequeId)).toMatchObject({ status: 'NEW', wsId: 'w1', amount: 1250 });
    const { data: inbox } = await http.get(`/api/check/search/${WS}`, { params: { box: 'inbox' } });
    expect(inbox.checks.map((c: { checkId: string }) => c.checkId)).toContain(chequeId);
    expect(await status(http.get(`/api/terminal/transactions/checks/complete/${WS}/${row.transactionId}`))).toEqual([400, 'Transaction is done']);
  });

  it('answers the section-8 refusals of payment requests', async () => {
    as('owner@demo.co.il');
    expect(await status(newRequest(''))).toEqual([400, 'upr is missing']);
    expect(await status(newRequest('upr-ok'))).toEqual([409, 'UPR already in use']);
    expect(await status(newRequest('PR-2', { amount: '0.00' }))).toEqual([400, 'Invalid data structure']);
    expect(await status(newRequest('PR-3', { amount: '10000000.01' }))).toEqual([400, 'Invalid data structure']);
    expect((await status(newRequest('PR-4', { amount: '10000000.00' })))[0]).toBe(200);
    expect(await status(http.post(`/api/workspace/${WS}/nosuch/payment/request`, { requestNumber: 'PR-5', amount: '5.00' }))).toEqual([404, 'Terminal does not exist']);
    expect(await status(http.get(`/api/workspace/${WS}/payment/request/nosuch`))).toEqual([404, 'Payment request not found']);
    expect(await status(http.delete(`/api/workspace/${WS}/payment/request/upr-done`))).toEqual([400, 'Payment request cannot be deleted']);
    expect(await status(http.delete(`/api/workspace/${WS}/payment/request/upr-old`))).toEqual([400, 'Payment request cannot be deleted']);
    expect((await status(http.delete(`/api/workspace/${WS}/payment/request/upr-ok`)))[0]).toBe(200);
    expect(await status(http.post('/api/terminal/transactions/list', { wsId: 'w1', terminalId: 'term3', filters: {} }))).toEqual([503, 'Failed to connect to the terminal']);
  });

  it('cancels a NEW request so that its link no longer opens, and sends a link by e-mail', async () => {
    as('owner@demo.co.il');
    await http.post(`/api/workspace/${WS}/payment/request/send`, { requestNumber: 'upr-ok', email: 'client@example.com' });
    expect(db.outbox[0]).toMatchObject({ to: 'client@example.com', kind: 'paymentRequest', link: '/terminal/transaction/payment/session/gilboa/upr-ok' });
    const { data } = await http.put(`/api/workspace/${WS}/payment/request/cancel/upr-ok`);
    expect(data.paymentRequest.status).toBe('CANCELED');
    as(null);
    expect(await status(http.post('/api/terminal/transactions/payment/gilboa', { upr: 'upr-ok', base64: '', hash: '' }))).toEqual([404, 'Payment request not found']);
  });

  it('filters transactions by status, date and search', async () => {
    as('owner@demo.co.il');
    const list = async (filters: Record<string, string>) =>
      (await http.post('/api/terminal/transactions/list', { wsId: 'w1', terminalId: 'term1', filters })).data.transactions.map((t: { transactionNumber: string }) => t.transactionNumber);
    expect(await list({})).toEqual(['tx100', 'tx200', 'tx300']);
    expect(await list({ status: 'DONE' })).toEqual(['tx200']);
    expect(await list({ q: 'יוסי' })).toEqual(['tx300']);
    expect(await list({ from: '2000-01-01', to: '2000-01-02' })).toEqual([]);
  });
});
