import { route } from '../route';
import { extraTable } from '../db/database';
import { badRequest } from '../db/MockHttpError';
import { chequeReply, findUserCheque, logActivity, requireChequeAction } from '../db/chequeAccess';
import { isValidPhone, phoneKey as normalizePhone } from '../db/rules/phone';
import { hasForbiddenChars } from '../db/rules/text';
import { fitsChars } from '../db/rules/limits';

// The payee OTP routes (GET /api/user/payee/{phone}/otp, POST .../verify) live in accounts.ts and
// keep the phones they verified in this table.
const isVerified = (phone: string) => extraTable<{ phone: string }>('verifiedPhones').some((v) => v.phone === normalizePhone(phone));

/** The payee of a cheque; its phone counts as verified once its one-time code was (spec section 5). */
export const payeeHandlers = [
  route<{ checkId?: string; fields?: Record<string, unknown> }>('put', '/api/check/payee', ({ me, body }) => {
    const user = me();
    const cheque = findUserCheque(user, body.checkId);
    requireChequeAction(user, cheque, 'cheque.edit');
    const { payee, payeePhone, payeeAddress } = body.fields ?? {};
    const texts = [payee, payeeAddress].filter((v) => v !== undefined);
    if (texts.some((v) => typeof v !== 'string' || hasForbiddenChars(v)) || !fitsChars(payee)) {
      throw badRequest('Invalid data structure');
    }
    if (payeePhone !== undefined && payeePhone !== '' && !isValidPhone(payeePhone)) throw badRequest('Invalid phone');
    // Spec section 5: a new phone is saved only once its one-time code was verified.
    if (typeof payeePhone === 'string' && payeePhone && normalizePhone(payeePhone) !== normalizePhone(cheque.payeePhone) && !isVerified(payeePhone)) {
      throw badRequest('Wrong or expired OTP');
    }
    if (payee !== undefined) cheque.payee = String(payee);
    if (payeeAddress !== undefined) cheque.payeeAddress = String(payeeAddress);
    if (payeePhone !== undefined) cheque.payeePhone = normalizePhone(String(payeePhone));
    cheque.payeePhoneVerified = !!cheque.payeePhone && isVerified(cheque.payeePhone);
    logActivity(cheque, user, 'PAYEE_UPDATED', cheque.payee);
    return chequeReply(cheque);
  }),
];
