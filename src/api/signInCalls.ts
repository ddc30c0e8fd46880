import type { HttpHooks } from './http';
import { request } from './request';
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

type Replies = typeof import('./signInReplies');
let replies: Replies | undefined;

/**
 * The readers of the replies (signInReplies.ts: valibot and the user's schema), which /login does
 * not need before it shows: SignInApp asks for them once the visitor is in the form, and each call
 * waits for them before it is sent, so every reply is read by them.
 */
export async function loadSignInReplies(): Promise<Replies> {
  return (replies ??= await import('./signInReplies'));
}

/**
 * http.ts's readUser hook in the sign-in app: the `user` a reply carries, read by its schema
 * (schema/user.ts readReplyUser). The sign-in app's only calls are the ones below, which are sent
 * once the readers are in.
 */
export const readSignInUser: HttpHooks['readUser'] = (reply, call) => replies?.readReplyUser(reply, call) ?? null;

export const signInCalls = {
  /** POST /api/user/login with {email, password, recaptchaToken?}. */
  login: async (body: LoginRequest) => request({ url: '/api/user/login', method: 'POST', data: body }, (await loadSignInReplies()).readLoginReply),
  /** POST /api/user/verify/otp with {userId, otp}. */
  verifyOtp: async (body: { userId: OtpUserId; otp: string }) =>
    request({ url: '/api/user/verify/otp', method: 'POST', data: body }, (await loadSignInReplies()).readVerifiedReply),
  /** POST /api/user/otp/resend with {userId}. */
  resendOtp: (body: { userId: OtpUserId }) => request({ url: '/api/user/otp/resend', method: 'POST', data: body }, () => undefined),
};
