import { route } from '../route';
import { db, extraTable } from '../db/database';
import { badRequest, MockHttpError, notFound } from '../db/MockHttpError';
import { consumeToken, endSession, findToken, issueToken, randomCode, sendMail, startSession } from '../db/sessions';
import { publicUser } from '../db/views';
import type { UserRow } from '../db/schema';
import { isValidPhone, phoneKey as normalizePhone } from '../db/rules/phone';
import { isValidNationalId } from '../db/rules/nationalId';
import { isValidPassword } from '../db/rules/password';
import { isSafeText } from '../db/rules/text';
import { totpMatches } from '../db/helpers/totp';

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

interface TestedSecretRow {
  userId: string;
  secret: string;
}

/**
 * Spec section 9: the second sign-in step is a text message, a voice call or an authenticator
 * app (null: none). The app's secret must have been proven first (POST /api/user/verify/test).
 */
function setSecondStep(user: UserRow, method: unknown, secret: unknown): void {
  if (method === null || method === '') {
    user.otpMethod = undefined;
    user.otpSecret = undefined;
    return;
  }
  if (method !== 'sms' && method !== 'voice' && method !== 'app') throw badRequest('Invalid data structure');
  if (method === 'app') {
    const tested = extraTable<TestedSecretRow>('testedSecrets');
    if (typeof secret !== 'string' || !tested.some((t) => t.userId === user.id && t.secret === secret)) throw badRequest('Wrong or expired OTP');
    user.otpSecret = secret;
    db.extra.testedSecrets = tested.filter((t) => t.userId !== user.id);
  } else {
    user.otpSecret = undefined;
  }
  user.otpMethod = method;
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

  route<{ userId?: string; otp?: string }>('post', '/api/user/verify/otp', async ({ body }) => {
    const code = String(body.otp ?? '');
    const row = findToken('otp', code);
    const user = db.users.find((u) => u.id === body.userId);
    // An authenticator app's own code counts too (the outbox's code is the demo's shortcut).
    const fromApp = !!user?.otpSecret && (await totpMatches(user.otpSecret, code.trim()));
    if (!fromApp && (!row || row === 'expired' || row.subject !== body.userId)) throw badRequest('Wrong or expired OTP');
    if (row && row !== 'expired') consumeToken(row);
    if (!user) throw notFound('User not found');
    return startSession(user);
  }),

  route<{ userId?: string }>('post', '/api/user/otp/resend', ({ body }) => {
    sendOtp(String(body.userId ?? ''));
    return { ok: true };
  }),

  route<{ otp?: string; secret?: string }>('post', '/api/user/verify/test', async ({ body, sid }) => {
    const secret = String(body.secret ?? '');
    if (!(await totpMatches(secret, String(body.otp ?? '').trim()))) throw badRequest('Wrong or expired OTP');
    // A secret proven by the signed-in user may then be saved as their second step (PUT /api/user).
    const session = db.sessions.find((s) => s.sid === sid);
    if (session) extraTable<TestedSecretRow>('testedSecrets').push({ userId: session.userId, secret });
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

  route<{ firstName?: string; lastName?: string; phone?: string; idNumber?: string; verificationMethod?: unknown; otpSecret?: unknown }>('put', '/api/user', ({ me, body }) => {
    const user = me();
    requireConfirmedEmail(user);
    const { verificationMethod, otpSecret, ...next } = body;
    if (verificationMethod !== undefined) setSecondStep(user, verificationMethod, otpSecret);
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
