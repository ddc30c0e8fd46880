import { HttpResponse } from 'msw';
import { route } from '../route';
import { PRICES } from '../db/money/tables';
import { confirmOrder, startOrder } from '../db/money/credits';
import { requireMoneyPermission } from '../db/money/access';
import { renderCardPage } from '../cardPage';

/** Payment (credits), spec section 7; order/done before {id}, the first match wins. */
export const paymentHandlers = [
  route('get', '/api/payment/prices', ({ me }) => {
    me();
    return { prices: PRICES };
  }),
  route<{ query?: unknown }>('post', '/api/payment/order/done', ({ me, body }) => confirmOrder(me(), body.query)),
  route<{ wsId?: string }>('post', '/api/payment/:id', ({ me, params, body }) => {
    const user = me();
    const workspace = requireMoneyPermission(user, String(body.wsId ?? ''), 'credits.buy');
    return startOrder(user, workspace.id, String(params.id ?? ''));
  }),
  // Mock only: the card payment page the reply above points to.
  route('get', '/api/__dev/card-payment', ({ query }) => new HttpResponse(renderCardPage(query), { headers: { 'Content-Type': 'text/html; charset=utf-8' } })),
];
