// The mock honours the Idempotency-Key of the money calls: the same key is the same reply, and
// nothing happens twice.
import { http, signIn } from '../testing/mockHttp';
import { db } from './database';

const credits = () => Number((db.workspaces.find((w) => w.id === 'w1') as { credits?: number }).credits);
const key = (k: string) => ({ headers: { 'Idempotency-Key': k } });

describe('Idempotency-Key at the mock', () => {
  beforeEach(() => signIn('owner@demo.co.il'));

  it('deposits once per key: the retry gets the first reply; another body under the key is refused', async () => {
    const cheque = db.cheques.find((c) => c.wsId === 'w1' && c.status === 'NEW' && !c.isDeleted && !c.needsCorrectionApproval && (c.checkDate ?? '') <= new Date().toISOString().slice(0, 10))!;
    const body = { wsId: 'gilboa-trade', isTransaction: false, ids: [cheque.checkId], action: 'deposit', bankAccount: 'a2', depositOnDueDate: true };
    const before = credits();
    const first = await http.post('/api/check/action', body, key('k-dep-1'));
    const again = await http.post('/api/check/action', body, key('k-dep-1'));
    expect(again.data).toEqual(first.data);
    expect(credits()).toBe(before - 1);
    await expect(http.post('/api/check/action', { ...body, action: 'reject' }, key('k-dep-1'))).rejects.toMatchObject({ status: 422 });
    // A new key is a new action: the cheque has moved on, so this one is refused.
    await expect(http.post('/api/check/action', body, key('k-dep-2'))).rejects.toMatchObject({ status: 400 });
  });

  it('keeps no failure under a key: the same key may try again', async () => {
    db.workspaces.find((w) => w.id === 'w1')!.credits = 0;
    const cheque = db.cheques.find((c) => c.wsId === 'w1' && c.status === 'NEW' && !c.isDeleted && !c.needsCorrectionApproval)!;
    const body = { wsId: 'gilboa-trade', isTransaction: false, ids: [cheque.checkId], action: 'deposit', bankAccount: 'a2', depositOnDueDate: true };
    await expect(http.post('/api/check/action', body, key('k-dep-3'))).rejects.toMatchObject({ status: 400 });
    db.workspaces.find((w) => w.id === 'w1')!.credits = 5;
    expect((await http.post('/api/check/action', body, key('k-dep-3'))).status).toBe(200);
  });

  it('opens one order per key, and sends a payment request\'s e-mail once', async () => {
    const a = await http.post('/api/payment/p100', { wsId: 'gilboa-trade' }, key('k-buy'));
    const b = await http.post('/api/payment/p100', { wsId: 'gilboa-trade' }, key('k-buy'));
    const c = await http.post('/api/payment/p100', { wsId: 'gilboa-trade' }, key('k-buy-2'));
    expect(b.data.orderId).toBe(a.data.orderId);
    expect(c.data.orderId).not.toBe(a.data.orderId);
    const mails = () => db.outbox.filter((m) => m.kind === 'paymentRequest').length;
    const before = mails();
    const send = () => http.post('/api/workspace/gilboa-trade/payment/request/send', { requestNumber: 'upr-ok', email: 'payer@example.com' }, key('k-send'));
    await send();
    await send();
    expect(mails()).toBe(before + 1);
  });
});
