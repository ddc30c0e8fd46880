// Contacting the payer of a returned cheque: a prepared message the person copies, sends by their
// own e-mail, or opens in WhatsApp. We send nothing ourselves. The WhatsApp address is
// https://wa.me/<international number without +>?text=<encoded message>, only for an Israeli
// mobile number, and it goes through the app's safe-address rule like every outside address.
import { isValidPhone, normalizePhone } from '../phone';
import { safeAddress } from '../safeUrl';

const ISRAEL = '972';

/**
 * An Israeli mobile number (05X and 7 digits; spec section 5's form, +972 / 00972 / 972 prefix or
 * a national leading 0) as WhatsApp wants it: '9725XXXXXXXX'. Null for any other number.
 */
export function israeliMobileInternational(phone: string | null | undefined): string | null {
  if (typeof phone !== 'string') return null;
  // 00972... is the international prefix spelled out: spec §5's format has no 00, so read it as +.
  const compact = phone.trim().replace(/^00/, '+');
  if (!isValidPhone(compact) && !isValidPhone(phone)) return null;
  const digits = normalizePhone(compact);
  if (digits.startsWith('+') && !digits.startsWith(`+${ISRAEL}`)) return null;
  const bare = digits.replace(/^\+/, '');
  const national = bare.startsWith(ISRAEL) ? `0${bare.slice(ISRAEL.length)}` : bare;
  return /^05\d{8}$/.test(national) ? `${ISRAEL}${national.slice(1)}` : null;
}

/** The WhatsApp address with the message, or null when there is no Israeli mobile number. */
export function whatsAppLink(phone: string | null | undefined, message: string): string | null {
  const number = israeliMobileInternational(phone);
  if (!number) return null;
  const address = `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
  return safeAddress(address) === address ? address : null;
}

/** A mailto: address with the subject and body (no recipient: the cheque carries no e-mail). */
export function mailtoLink(subject: string, body: string, to = ''): string {
  return `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export interface PayerMessageFacts {
  payer: string;
  checkNumber: string;
  /** Already written as the page writes money (formatMoney). */
  amount: string;
  /** Already written as the page writes days (formatDate). */
  dueDay: string;
  returnDay: string;
  reason: string;
  business: string;
}

type Translate = (key: string, params: Record<string, string>) => string;

/** The prepared message in the language `t` speaks (the `returns` namespace's message.*). */
export function payerMessage(t: Translate, facts: PayerMessageFacts): { subject: string; body: string } {
  const params = { ...facts, payer: facts.payer || t('returns:message.payerUnknown', {}) };
  return { subject: t('returns:message.subject', params), body: t('returns:message.body', params) };
}
