import { matchesCharge, type ChargeFilter } from '../helpers/listFilters';
import { badRequest, forbidden, notFound } from '../MockHttpError';
import { db, extraTable, nextId, nowIso } from '../database';
import type { UserRow } from '../schema';
import { CHARGES, ORDERS, PRICES, type ChargeRow, type OrderRow } from './tables';

/*
 * Credits (spec sections 1, 3, 7): packages on sale, card orders and the charges ledger. A
 * workspace's balance is its `credits` field (GET /api/workspace/{id}); every change of it writes a
 * charge row, IN for a purchase and OUT for cheques deposited or printed, so that the report and
 * the balance always agree.
 */

type WithCredits = { credits?: number | string };

/** One credit per cheque deposited or printed (the spec does not say how many: ours). */
export const CREDITS_PER_CHEQUE = 1;

export function balanceOf(wsId: string): number {
  const ws = db.workspaces.find((w) => w.id === wsId) as WithCredits | undefined;
  const n = Number(ws?.credits ?? 0);
  return Number.isFinite(n) ? n : 0;
}

function setBalance(wsId: string, credits: number): void {
  const ws = db.workspaces.find((w) => w.id === wsId) as WithCredits | undefined;
  if (ws) ws.credits = credits;
}

/** Section 8 "You don't have enough credits", before anything moves. */
export function requireCredits(wsId: string, cheques: number): void {
  if (balanceOf(wsId) < cheques * CREDITS_PER_CHEQUE) throw badRequest("You don't have enough credits");
}

export function spendCredits(wsId: string, cheques: number, description: string): void {
  const credits = cheques * CREDITS_PER_CHEQUE;
  if (!credits) return;
  setBalance(wsId, balanceOf(wsId) - credits);
  extraTable<ChargeRow>(CHARGES).push({ id: nextId('ch'), wsId, date: nowIso(), actionType: 'OUT', credits, description });
}

const randomToken = () => Math.random().toString(36).slice(2, 12) + Math.random().toString(36).slice(2, 12);

/** POST /api/payment/{id}: an open order and the card page that pays it (the mock plays the provider). */
export function startOrder(user: UserRow, wsId: string, priceId: string): { orderId: string; url: string } {
  if (!priceId || ['undefined', 'null', '0'].includes(priceId)) throw badRequest('Please select a number of credits');
  const row = PRICES.find((p) => p.id === priceId);
  if (!row) throw badRequest('Unable to purchase the requested amount of credits');
  const order: OrderRow = { id: nextId('ORD-'), wsId, userId: user.id, priceId, credits: row.credits, total: row.total, token: randomToken(), status: 'OPEN', createdAt: nowIso() };
  extraTable<OrderRow>(ORDERS).push(order);
  const query = new URLSearchParams({ order: order.id, token: order.token, amount: order.total, credits: String(order.credits) });
  // Relative: the page is served on the app's own origin (src/lib/paymentUrl.ts allows that on the mock).
  return { orderId: order.id, url: `/api/__dev/card-payment?${query}` };
}

/**
 * POST /api/payment/order/done {query}: the provider's return query. Approved -> the credits go in
 * once (a repeated confirmation answers the same receipt and charges nothing); declined -> refused.
 */
export function confirmOrder(user: UserRow, query: unknown) {
  if (typeof query !== 'string') throw badRequest('Invalid data structure');
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  const order = extraTable<OrderRow>(ORDERS).find((o) => o.id === params.get('order'));
  if (!order || params.get('token') !== order.token) throw notFound('Payment request not found');
  if (!db.memberships.some((m) => m.userId === user.id && m.wsId === order.wsId)) throw forbidden();
  if (order.status === 'PAID') return orderReply(order, true);
  if (order.status === 'DECLINED' || params.get('status') !== 'approved') {
    order.status = 'DECLINED';
    throw badRequest('Unable to purchase the requested amount of credits');
  }
  const paid = extraTable<OrderRow>(ORDERS).filter((o) => o.status === 'PAID').length;
  order.status = 'PAID';
  order.receiptNumber = String(20_401 + paid);
  setBalance(order.wsId, balanceOf(order.wsId) + order.credits);
  extraTable<ChargeRow>(CHARGES).push({
    id: nextId('ch'), wsId: order.wsId, date: nowIso(), actionType: 'IN', credits: order.credits,
    description: `רכישת ${order.credits} קרדיטים`, amount: order.total, receiptNumber: order.receiptNumber,
  });
  db.outbox.push({ id: nextId('m'), to: user.email, kind: 'receipt', subject: `קבלה מספר ${order.receiptNumber} על רכישת ${order.credits} קרדיטים`, createdAt: nowIso() });
  return orderReply(order, false);
}

function orderReply(order: OrderRow, alreadyConfirmed: boolean) {
  return { receiptNumber: order.receiptNumber, credits: order.credits, balance: balanceOf(order.wsId), alreadyConfirmed };
}

/** The charges of a workspace, newest first, by type and by day (ISO, both ends included). */
export function chargesOf(wsId: string, filter: ChargeFilter): ChargeRow[] {
  return extraTable<ChargeRow>(CHARGES)
    .filter((c) => c.wsId === wsId)
    .filter((c) => matchesCharge(c, filter))
    .sort((a, b) => b.date.localeCompare(a.date));
}
