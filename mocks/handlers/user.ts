import { route } from '../route';
import { db, extraTable } from '../db/database';
import { badRequest, MockHttpError, notFound } from '../db/MockHttpError';
import { consumeToken, endSession, findToken, issueToken, randomCode, sendMail, startSession } from '../db/sessions';
import { publicUser } from '../db/views';
import type { UserRow } from '../db/schema';
import { isValidPhone, normalizePhone } from '../../src/lib/phone';
import { isValidNationalId } from '../../src/lib/nationalId';
import { isValidPassword } from '../../src/lib/password';
import { isSafeText } from '../../src/lib/text';

const OTP_MESSAGES = { sms: 'קוד אימות בהודעת טקסט', voice: 'קוד אימות בשיחה קולית', app: 'קוד מאפליקציית האימות' } as const;

function sendOtp(userId: string) {
  const user = db.users.find((u) => u.id === userId);
  if (!user?.otpMethod) throw notFound('User not found');
  db.tokens = db.tokens.filter((t) => !(t.kind === 'otp' && t.subject === userId));
  const code = randomCode();
  issueToken('otp', userId, 10, undefined, code);
  sendMail({ to: user.otpMethod === 'app' ? user.email : user.phone, kind: `otp-${user.otpMethod}`, subject: OTP_MESSAGES[user.otpMethod], code });
}

/** Spec section 6: some actions need a confirmed e-mail first. */
export function requireConfirmedEmail(user: UserRow): void {
  if (!user.emailConfirmed) throw badRequest('Email must be confirmed before the action');
}

/** Phones proven by a one-time code (GET /api/user/payee/{phone}/otp, then verify). */
export interface VerifiedPhoneRow {
  phone: string;
  at: number;
}
export const isVerifiedPhone = (phone: string) =>
  extraTable<VerifiedPhoneRow>('verifiedPhones').some((v) => v.phone === normalizePhone(phone));

function phoneTaken(phone: string, exceptId?: string) {
  const wanted = normalizePhone(phone);
  return db.users.some((u) => u.id !== exceptId && normalizePhone(u.phone) === wanted);
}

// RFC 6238 time-based code (authenticator app) for POST /api/user/verify/test.
function base32Bytes(secret: string): Uint8Array<ArrayBuffer> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.toUpperCase().replace(/[^A-Z2-7]/g, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  return Uint8Array.from(bits.match(/.{8}/g) ?? [], (b) => parseInt(b, 2));
}
async function totp(secret: string, step: number): Promise<string> {
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setUint32(4, step);
  const key = await crypto.subtle.importKey('raw', base32Bytes(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter));
  const offset = mac[mac.length - 1] & 0xf;
  const value = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(value % 1_000_000).padStart(6, '0');
}

/** Sign-in, session, one-time codes, profile and passwords (spec section 7, User). */
export const userHandlers = [
  route('get', '/api/user', ({ me }) => ({ user: publicUser(me()) })),

  route<{ email?: string; password?: string; recaptchaToken?: string }>('post', '/api/user/login', ({ body }) => {
    // A client with a site key always sends a token; an empty one is a failed challenge.
    if (body.recaptchaToken !== undefined && !String(body.recaptchaToken).trim()) throw badRequest('Invalid RECAPTCHA');
    const email = String(body.email ?? '').trim().toLowerCase();
    const user = db.users.find((u) => u.email.toLowerCase() === email);
    // err 100: a refused sign-in is not an expired session (spec section 8).
    if (!user || user.password !== body.password) throw new MockHttpError(401, { err: 100, message: 'Invalid email or password' });
    if (user.otpMethod) {
      sendOtp(user.id);
      return { otpRequired: true, userId: user.id, otpMethod: user.otpMethod };
    }
    return startSession(user);
  }),

  route<{ userId?: string; otp?: string }>('post', '/api/user/verify/otp', ({ body }) => {
    const code = String(body.otp ?? '');
    const row = findToken('otp', code);
    if (!row || row === 'expired' || row.subject !== body.userId) throw badRequest('Wrong or expired OTP');
    consumeToken(row);
    const user = db.users.find((u) => u.id === body.userId);
    if (!user) throw notFound('User not found');
    return startSession(user);
  }),

  route<{ userId?: string }>('post', '/api/user/otp/resend', ({ body }) => {
    sendOtp(String(body.userId ?? ''));
    return { ok: true };
  }),

  route<{ otp?: string; secret?: string }>('post', '/api/user/verify/test', async ({ body }) => {
    const secret = String(body.secret ?? '');
    const otp = String(body.otp ?? '').trim();
    if (!secret || !/^\d{6}$/.test(otp)) throw badRequest('Wrong or expired OTP');
    const step = Math.floor(Date.now() / 30_000);
    // One step either side: the phone's clock may be a little off.
    const codes = await Promise.all([step - 1, step, step + 1].map((s) => totp(secret, s)));
    if (!codes.includes(otp)) throw badRequest('Wrong or expired OTP');
    return { ok: true, verified: true };
  }),

  route('post', '/api/user/logout', ({ sid }) => endSession(sid)),

  route('get', '/api/user/login/hash/:hash', ({ params }) => {
    const row = findToken('loginHash', String(params.hash));
    if (row === 'expired') throw badRequest('Expired link');
    if (!row) throw notFound('User not found');
    const user = db.users.find((u) => u.id === row.subject);
    if (!user) throw notFound('User not found');
    return startSession(user);
  }),

  route<{ firstName?: string; lastName?: string; phone?: string; idNumber?: string }>('put', '/api/user', ({ me, body }) => {
    const user = me();
    requireConfirmedEmail(user);
    const next = { ...body };
    for (const field of ['firstName', 'lastName'] as const) {
      if (next[field] !== undefined && (!String(next[field]).trim() || !isSafeText(next[field]))) throw badRequest('Invalid data structure');
    }
    if (next.idNumber && !isValidNationalId(next.idNumber)) throw badRequest('Invalid data structure');
    if (next.phone !== undefined && normalizePhone(next.phone) !== normalizePhone(user.phone)) {
      if (!isValidPhone(next.phone)) throw badRequest('Invalid data structure');
      if (phoneTaken(next.phone, user.id)) throw badRequest('Phone already exists');
      if (!isVerifiedPhone(next.phone)) throw badRequest('Wrong or expired OTP');
    }
    if (next.firstName !== undefined) user.firstName = next.firstName.trim();
    if (next.lastName !== undefined) user.lastName = next.lastName.trim();
    if (next.phone !== undefined) user.phone = normalizePhone(next.phone);
    if (next.idNumber !== undefined) user.idNumber = next.idNumber.replace(/[^0-9]/g, '') || undefined;
    return { user: publicUser(user) };
  }),

  route<{ email?: string }>('post', '/api/user/password/reset', ({ body }) => {
    const email = String(body.email ?? '').trim().toLowerCase();
    const user = db.users.find((u) => u.email.toLowerCase() === email);
    // The same answer whether or not the address is known: the form does not reveal who has an account.
    if (user) {
      const { token } = issueToken('passwordReset', user.id, 60);
      sendMail({ to: user.email, kind: 'passwordReset', subject: 'איפוס סיסמה', link: `/password/reset/${token}` });
    }
    return { ok: true };
  }),

  route<{ hash?: string; oldPassword?: string; password?: string }>('put', '/api/user/password', ({ body, me }) => {
    const password = String(body.password ?? '');
    if (!isValidPassword(password)) throw badRequest('Invalid data structure');
    if (body.hash !== undefined) {
      const row = findToken('passwordReset', String(body.hash));
      if (!row || row === 'expired') throw badRequest('Expired link');
      const user = db.users.find((u) => u.id === row.subject);
      if (!user) throw notFound('User not found');
      user.password = password;
      consumeToken(row);
      return { ok: true, email: user.email };
    }
    const user = me();
    requireConfirmedEmail(user);
    if (user.password !== body.oldPassword) throw new MockHttpError(400, { err: 100, message: 'Invalid email or password' });
    user.password = password;
    return { ok: true };
  }),
];
