import { request } from './request';
import { map } from './schema/fields';
import { defineReply } from './schema/reply';
import { LoginReplySchema, WithUserSchema } from './schema/user';
import type { WithUser } from './types/user';

/*
 * The sign-in's calls (spec section 7, "User"): the password, the one-time code of the second step
 * and its resend. Plain calls over the one axios instance, without RTK Query, like the link pages'
 * (docs/architecture.md, "Pages opened from a link call the backend without RTK Query"): /login opens
 * without the staff app's store (src/app/SignInApp.tsx, a phone's first screen kept small). Every reply's `user`
 * goes to http.ts's onUser hook, as for every call. The rest of the user's calls are userApi's.
 */

export type OtpMethod = 'sms' | 'voice' | 'app';

export interface LoginRequest {
  email: string;
  password: string;
  recaptchaToken?: string;
}

/** The id the second step's calls carry, as the login reply gave it (sent back unchanged). */
export type OtpUserId = string | number;

/** POST /api/user/login: the user, or a second step with a one-time code (docs/backend-contract.md). */
export interface LoginReply extends WithUser {
  otpRequired?: boolean;
  userId?: OtpUserId;
  otpMethod?: OtpMethod;
}

const loginReply = defineReply('POST /api/user/login', map(LoginReplySchema, ({ otpRequired, ...reply }): LoginReply => (otpRequired ? { ...reply, otpRequired } : reply)));
const verifiedReply = defineReply('POST /api/user/verify/otp', WithUserSchema);
export const readLoginReply = loginReply.parse;

export const signInCalls = {
  /** POST /api/user/login with {email, password, recaptchaToken?}. */
  login: (body: LoginRequest) => request({ url: '/api/user/login', method: 'POST', data: body }, readLoginReply),
  /** POST /api/user/verify/otp with {userId, otp}. */
  verifyOtp: (body: { userId: OtpUserId; otp: string }) => request({ url: '/api/user/verify/otp', method: 'POST', data: body }, verifiedReply.parse),
  /** POST /api/user/otp/resend with {userId}. */
  resendOtp: (body: { userId: OtpUserId }) => request({ url: '/api/user/otp/resend', method: 'POST', data: body }, () => undefined),
};
