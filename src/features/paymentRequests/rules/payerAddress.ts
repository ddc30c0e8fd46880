import type { PaymentRequest } from '@/api/types/paymentRequest';
import { absoluteUrl, hrefs } from '@/config/paths';

/**
 * The payer's address of a request, as someone else opens it: the `link` the backend gives, else
 * built from its terminal's link: a fast request by its payment key (the scanner, ending on the
 * terminal's redirect address), any other by its number (the payment session, ending on the receipt).
 */
export function payerAddress(request: PaymentRequest): string {
  if (request.link) return absoluteUrl(request.link);
  if (!request.terminalLink) return '';
  if (request.fast && request.paymentKeyId) return absoluteUrl(hrefs.terminalFpk(request.terminalLink, request.paymentKeyId));
  return request.requestNumber ? absoluteUrl(hrefs.terminalPayment(request.terminalLink, request.requestNumber)) : '';
}
