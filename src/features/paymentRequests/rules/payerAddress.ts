import type { PaymentRequest } from '@/api/types/paymentRequest';
import { absoluteUrl, hrefs } from '@/config/paths';
import { safeAddress } from '@/lib/safeUrl';

/**
 * The payer's address of a request, as someone else opens it: the `link` the backend gives, else
 * built from its terminal's link: a fast request by its payment key (the scanner, ending on the
 * terminal's redirect address), any other by its number (the payment session, ending on the receipt).
 */
export function payerAddress(request: PaymentRequest): string {
  // The backend's link only when it is an address of the web (never javascript: or data:).
  const link = safeAddress(request.link);
  if (link) return absoluteUrl(link);
  if (!request.terminalLink) return '';
  if (request.fast && request.paymentKeyId) return absoluteUrl(hrefs.terminalFpk(request.terminalLink, request.paymentKeyId));
  return request.requestNumber ? absoluteUrl(hrefs.terminalPayment(request.terminalLink, request.requestNumber)) : '';
}
