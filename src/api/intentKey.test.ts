import { configureStore } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { baseApi } from './baseApi';
import { chequesApi } from './chequesApi';
import { paymentsApi } from './paymentsApi';
import { paymentRequestsApi } from './paymentRequestsApi';
import { forgetKeyWhenAnswered, intentKey } from './intentKey';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('intentKey: one Idempotency-Key per intent', () => {
  it('names the same call with the same arguments by one key, whatever the order of their fields', () => {
    const a = intentKey('t1', { ids: ['c1', 'c2'], action: 'deposit', wsId: 'w1' });
    expect(intentKey('t1', { wsId: 'w1', action: 'deposit', ids: ['c1', 'c2'] })).toBe(a);
    expect(intentKey('t1', { wsId: 'w1', action: 'deposit', ids: ['c2', 'c1'] })).not.toBe(a);
    expect(intentKey('t2', { ids: ['c1', 'c2'], action: 'deposit', wsId: 'w1' })).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  // The outcome of the call: what RTK Query's queryFulfilled settles to.
  it.each<[string, () => Promise<unknown>, boolean]>([
    ['done', () => Promise.resolve({ data: {} }), false],
    ['refused (400)', () => Promise.reject({ error: { status: 400 } }), false],
    ['refused (409)', () => Promise.reject({ error: { status: 409 } }), false],
    ['no reply', () => Promise.reject({ error: { status: null } }), true],
    ['timed out (408)', () => Promise.reject({ error: { status: 408 } }), true],
    ['a busy server (503)', () => Promise.reject({ error: { status: 503 } }), true],
  ])('after a call %s, the same intent keeps its key: %s', async (label, outcome, kept) => {
    const args = { label };
    const first = intentKey('outcome', args);
    await forgetKeyWhenAnswered('outcome')(args, { queryFulfilled: outcome() });
    expect(intentKey('outcome', args) === first).toBe(kept);
  });
});

describe('the money calls send it', () => {
  const store = () => configureStore({ reducer: { [baseApi.reducerPath]: baseApi.reducer }, middleware: (d) => d().concat(baseApi.middleware) });

  it('POST /api/check/action: a retry after no reply sends the same key, the next deposit a new one', async () => {
    const keys: Array<string | null> = [];
    let fail = true;
    server.use(
      http.post('*/api/check/action', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        expect(await request.json()).toEqual({ wsId: 'w1', isTransaction: false, ids: ['c100'], action: 'deposit', depositOnDueDate: true });
        return fail ? HttpResponse.error() : HttpResponse.json({ ok: true });
      }),
    );
    const { dispatch } = store();
    const deposit = () => dispatch(chequesApi.endpoints.checkAction.initiate({ wsId: 'w1', isTransaction: false, ids: ['c100'], action: 'deposit', depositOnDueDate: true }));
    expect(await deposit()).toHaveProperty('error');
    await tick();
    fail = false;
    expect(await deposit()).toHaveProperty('data');
    await tick();
    await deposit();
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('POST /api/payment/{id} and POST .../payment/request/send carry one too', async () => {
    const seen: string[] = [];
    const record = (reply: object) => async ({ request }: { request: Request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname} ${JSON.stringify(await request.json())} ${request.headers.get('idempotency-key') ? 'key' : 'no key'}`);
      return HttpResponse.json(reply);
    };
    server.use(http.post('*/api/payment/p100', record({ url: 'https://pay.example/x', orderId: 'o1' })), http.post('*/api/workspace/gilboa-trade/payment/request/send', record({ ok: true })));
    const { dispatch } = store();
    await dispatch(paymentsApi.endpoints.startPayment.initiate({ priceId: 'p100', wsId: 'w1' }));
    await dispatch(paymentRequestsApi.endpoints.sendPaymentRequest.initiate({ ws: 'gilboa-trade', requestNumber: 'upr-ok', email: 'payer@example.com' }));
    expect(seen).toEqual([
      'POST /api/payment/p100 {"wsId":"w1"} key',
      'POST /api/workspace/gilboa-trade/payment/request/send {"requestNumber":"upr-ok","email":"payer@example.com"} key',
    ]);
  });
});
