import { route } from '../route';
import { db } from '../db/database';
import { badRequest, MockHttpError, notFound } from '../db/MockHttpError';
import { consumeToken, endSession, findToken, issueToken, randomCode, sendMail, startSession } from '../db/sessions';
import { publicUser } from '../db/views';

const OTP_MESSAGES = { sms: 'קוד אימות בהודעת טקסט', voice: 'קוד אימות בשיחה קולית', app: 'קוד מאפליקציית האימות' } as const;

function sendOtp(userId: string) {
  const user = db.users.find((u) => u.id === userId);
  if (!user?.otpMethod) throw notFound('User not found');
  db.tokens = db.tokens.filter((t) => !(t.kind === 'otp' && t.subject === userId));
  const code = randomCode();
  issueToken('otp', userId, 10, undefined, code);
  sendMail({ to: user.otpMethod === 'app' ? user.email : user.phone, kind: `otp-${user.otpMethod}`, subject: OTP_MESSAGES[user.otpMethod], code });
}

/** Sign-in, session and one-time codes (spec section 7, User). */
export const userHandlers = [
  route('get', '/api/user', ({ me }) => ({ user: publicUser(me()) })),

  route<{ email?: string; password?: string }>('post', '/api/user/login', ({ body }) => {
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

  route('post', '/api/user/logout', ({ sid }) => endSession(sid)),

  route('get', '/api/user/login/hash/:hash', ({ params }) => {
    const row = findToken('loginHash', String(params.hash));
    if (row === 'expired') throw badRequest('Expired link');
    if (!row) throw notFound('User not found');
    const user = db.users.find((u) => u.id === row.subject);
    if (!user) throw notFound('User not found');
    return startSession(user);
  }),
];
