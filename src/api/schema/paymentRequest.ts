import type { PaymentRequest } from '../types/paymentRequest';
import { bool, id, link, money, obj, opt, text, type Schema } from './fields';

/*
 * Spec section 3, Payment request (UPR): the staff's lists and views and the payer's session
 * (docs/backend-contract.md, "Payment requests"). Strict: its number (the {id} of its paths) and
 * its amount (what the payer pays: never NaN). Its `link` is offered as a link, a copy field and a
 * QR code: an http(s) address or a path of ours, else left out.
 */
export const PaymentRequestSchema: Schema<PaymentRequest> = obj({
  requestNumber: id(),
  paymentKeyId: opt(text()),
  amount: money(),
  terminalId: opt(text()),
  dateToCancel: opt(text()),
  clientEmail: opt(text()),
  clientMessage: opt(text()),
  link: opt(link()),
  status: opt(text()),
  id: opt(text()),
  fast: opt(bool()),
  terminalLink: opt(text()),
  createdAt: opt(text()),
  paidAt: opt(text()),
  canceledAt: opt(text()),
  transactionId: opt(text()),
});
