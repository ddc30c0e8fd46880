// Where the payer goes after finishing (spec section 3 "redirect address after finish"): the
// terminal's address only when it is an absolute http(s) URL, never javascript: or another
// scheme; otherwise our own thank-you page. A payment session ends on its receipt instead.
import { safeExternalRedirect } from '@/lib/terminalLink';
import { paths } from '@/config/paths';

export type FinishTarget = { external: true; href: string } | { external: false; to: string };

export function finishTarget(redirectUrl: unknown, receiptNumber?: string): FinishTarget {
  if (receiptNumber) return { external: false, to: `${paths.paymentSuccess}?receipt=${encodeURIComponent(receiptNumber)}` };
  const href = safeExternalRedirect(redirectUrl);
  return href ? { external: true, href } : { external: false, to: paths.terminalDone };
}
