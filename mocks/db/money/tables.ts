import { shekelsText as agorotToShekels } from '../helpers/money';
import type { ChequeRow } from '../schema';

/*
 * The money domain's tables (in `db.extra`), their row types and the price list. No database
 * import here: the seed uses this module while the database is being built.
 */

export const ORDERS = 'creditOrders';
export const CHARGES = 'charges';
export const DEPOSITS = 'deposits';
export const FEEDBACK = 'depositFeedback';
export const PRINTER_KEYS = 'printerKeys';

export const VAT_PERCENT = 18;

export interface PriceRow {
  id: string;
  credits: number;
  costPerCheck: string;
  costPerUnit: string;
  vat: string;
  total: string;
}

function price(id: string, credits: number, perCheckAgorot: number): PriceRow {
  const before = credits * perCheckAgorot;
  const vat = Math.round((before * VAT_PERCENT) / 100);
  return { id, credits, costPerCheck: agorotToShekels(perCheckAgorot), costPerUnit: agorotToShekels(before), vat: agorotToShekels(vat), total: agorotToShekels(before + vat) };
}

/** The packages (GET /api/payment/prices): the more credits, the less per cheque. */
export const PRICES: readonly PriceRow[] = [price('p50', 50, 200), price('p100', 100, 180), price('p250', 250, 160), price('p500', 500, 140)];

export interface OrderRow {
  id: string;
  wsId: string;
  userId: string;
  priceId: string;
  credits: number;
  total: string;
  /** What the card page hands back: the provider's signature of the order. */
  token: string;
  status: 'OPEN' | 'PAID' | 'DECLINED';
  receiptNumber?: string;
  createdAt: string;
}

export interface ChargeRow {
  id: string;
  wsId: string;
  /** ISO date-time. */
  date: string;
  actionType: 'IN' | 'OUT';
  credits: number;
  description: string;
  /** Shekels paid (purchases). */
  amount?: string;
  receiptNumber?: string;
}

export interface DepositEntry {
  checkId: string;
  checkNumber?: string;
  payee?: string;
  amount: number | string;
  checkDate?: string;
  bank?: string;
  branch?: string;
  account?: string;
  /** The cheque's status in this deposit; NEW once it left it (deposit cancelled). */
  status: string;
  reason?: string;
}

export interface DepositRow {
  id: string;
  wsId: string;
  /** ISO day. */
  date: string;
  createdAt: string;
  bankAccount?: string;
  cheques: DepositEntry[];
  feedbackId?: string;
  /** When the bank answers by itself (epoch ms); absent: only the dev call makes it answer. */
  answerAt?: number;
}

export interface FeedbackRow {
  id: string;
  wsId: string;
  depositId: string;
  fileName: string;
  createdAt: string;
}

export interface PrinterKeyRow {
  wsId: string;
  keyId: string;
  name: string;
  lastUsed?: string;
}

export function entryOf(cheque: ChequeRow): DepositEntry {
  const { checkId, checkNumber, payee, amount, checkDate, bank, branch, account, status } = cheque;
  return { checkId, checkNumber, payee, amount, checkDate, bank, branch, account, status };
}
