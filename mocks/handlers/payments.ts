import { HttpResponse } from 'msw';
import { route } from '../route';
import { PRICES } from '../db/money/tables';
import { confirmOrder, startOrder } from '../db/money/credits';
import { requireMoneyPermission } from '../db/money/access';
import { renderCardPage } from '../cardPage';
import { onceByKey } from '../db/idempotency';

/** Payment (credits), spec section 7; order/done before {id}, the first match wins. */
export const paymentHandlers = [
  route('get', '/api/payment/prices', ({ me }) => {
    me();
    return { prices: PRICES };
  }),
  route<{ query?: unknown }>('post', '/api/payment/order/done', ({ me, body }) => confirmOrder(me(), body.query)),
  // A retry of the same purchase (same Idempotency-Key) gets the first order back, not a second one.
  route<{ wsId?: string }>('post', '/api/payment/:id', ({ me, params, body, request }) => {
    const user = me();
    const workspace = requireMoneyPermission(user, String(body.wsId ?? ''), 'credits.buy');
    const order = () => startOrder(user, workspace.id, String(params.id ?? ''));
    return onceByKey(`POST /api/payment ${user.id}`, request.headers.get('idempotency-key'), order, { id: params.id, body });
  }),
  // Mock only: the card payment page the reply above points to.
  route('get', '/api/__dev/card-payment', ({ query }) => new HttpResponse(renderCardPage(query), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })),
];
