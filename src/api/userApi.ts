import { baseApi } from './baseApi';
import { bool, either, isBare, map, num, obj, opt, text } from './schema/fields';
import { defineReply } from './schema/reply';
import { LoginReplySchema, UserSchema, WithUserSchema } from './schema/user';
import type { LoginReply, OtpMethod } from './signInCalls';
import type { WithUser } from './types/user';

/*
 * Spec section 7, "User": the session (sign-in by link, sign-out), registration, e-mail
 * verification, the invitation lookup, password, profile, inbox columns and the payee's phone code.
 * The sign-in with a password and its one-time codes are plain calls (signInCalls.ts): /login opens
 * without this store. Every reply may carry `user`; http.ts stores it.
 */

/** POST /api/user/register: the new user (signed in) and its id for the resend call. */
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  recaptchaToken?: string;
}
export interface RegisterReply extends WithUser {
  uid?: string;
}

/** POST /api/user/register2: a business account with its workspace. */
export interface Register2Request extends RegisterRequest {
  companyName: string;
  /** Company number (ח״פ), checked with the national-ID rule. */
  hetpey: string;
  /** Workspace identifier. */
  companySlug: string;
}

/** Spec section 2: the invitation screen's result; `success` is false, 1, 2 or 3. */
export type InvitationCode = false | 1 | 2 | 3;
export interface InvitationResult {
  success: InvitationCode;
  error?: string;
  email: string;
  /** Not in the spec's reply; shown when the backend sends them: which workspace, which role. */
  workspaceName?: string;
  roleType?: string;
}

export interface UserUpdate {
  firstName?: string;
  lastName?: string;
  phone?: string;
  idNumber?: string;
  /** The second sign-in step (section 9); null turns it off. */
  verificationMethod?: OtpMethod | null;
  /** With `verificationMethod: 'app'`: the secret just proven by testAuthenticatorCode. Never stored here. */
  otpSecret?: string;
}

const code = (n: number | undefined): InvitationCode => (n === 1 || n === 2 || n === 3 ? n : false);
const blank = (value: string | undefined) => value?.trim() || undefined;

/** The success code however it comes (false, a number, a numeric string); a blank error is none. */
const invitationReply = defineReply(
  'GET /api/user/invitation/{id}',
  map(
    obj({ success: opt(either<number>(isBare, num(), map(bool(), () => 0))), error: opt(text()), email: opt(text(), () => ''), workspaceName: opt(text()), roleType: opt(text()) }),
    ({ success, error, email, workspaceName, roleType }): InvitationResult => {
      const result: InvitationResult = { success: code(success), error: blank(error), email };
      if (blank(workspaceName)) result.workspaceName = blank(workspaceName);
      if (blank(roleType)) result.roleType = blank(roleType);
      return result;
    },
  ),
);
export const readInvitation = invitationReply.parse;

/** A reply whose `user` is read (and stored by http.ts); nothing else of it is read. */
const withUser = (call: string) => defineReply(call, WithUserSchema);
/** {user, uid}: the new user and its id for the resend call. */
const registeredReply = (call: string) => defineReply(call, obj({ user: opt(UserSchema), uid: opt(text()) }));

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<WithUser, string | void>({
      query: (ws) => ({ url: '/api/user', params: ws ? { workspace: ws } : undefined }),
      responseSchema: withUser('GET /api/user'),
      providesTags: ['User'],
    }),
    loginByHash: build.mutation<LoginReply, string>({
      query: (hash) => ({ url: `/api/user/login/hash/${encodeURIComponent(hash)}` }),
      responseSchema: defineReply('GET /api/user/login/hash/{hash}', LoginReplySchema),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/user/logout', method: 'POST' }),
    }),
    register: build.mutation<RegisterReply, RegisterRequest>({
      query: (body) => ({ url: '/api/user/register', method: 'POST', data: body }),
      responseSchema: registeredReply('POST /api/user/register'),
    }),
    register2: build.mutation<RegisterReply, Register2Request>({
      query: (body) => ({ url: '/api/user/register2', method: 'POST', data: body }),
      responseSchema: registeredReply('POST /api/user/register2'),
    }),
    updateRegistration: build.mutation<WithUser, Partial<RegisterRequest>>({
      query: (update) => ({ url: '/api/user/register', method: 'PUT', data: { update } }),
      responseSchema: withUser('PUT /api/user/register'),
      invalidatesTags: ['User'],
    }),
    validateEmail: build.mutation<WithUser & { email?: string }, string>({
      query: (hash) => ({ url: '/api/user/validate/email', method: 'POST', data: { hash } }),
      responseSchema: defineReply('POST /api/user/validate/email', obj({ user: opt(UserSchema), email: opt(text()) })),
    }),
    /** Either {hash} (from an expired link) or {email, uid} (a signed-in user). */
    resendValidationEmail: build.mutation<{ email?: string; alreadyConfirmed?: boolean }, { hash: string } | { email: string; uid: string }>({
      query: (body) => ({ url: '/api/user/validate/email/resend', method: 'POST', data: body }),
      responseSchema: defineReply('POST /api/user/validate/email/resend', obj({ email: opt(text()), alreadyConfirmed: opt(bool()) })),
    }),
    getInvitation: build.query<InvitationResult, string>({
      query: (id) => ({ url: `/api/user/invitation/${encodeURIComponent(id)}` }),
      responseSchema: invitationReply,
      keepUnusedDataFor: 0,
    }),
    /** PUT /api/user/inbox/columns/{ws} with {columns}: the reply's user carries them back. */
    saveInboxColumns: build.mutation<WithUser, { ws: string; columns: string[] }>({
      query: ({ ws, columns }) => ({ url: `/api/user/inbox/columns/${encodeURIComponent(ws)}`, method: 'PUT', data: { columns } }),
      responseSchema: withUser('PUT /api/user/inbox/columns/{ws}'),
    }),
    requestPasswordReset: build.mutation<unknown, { email: string }>({
      query: (body) => ({ url: '/api/user/password/reset', method: 'POST', data: body }),
    }),
    /** PUT /api/user/password: {hash, password} from a reset link, or {oldPassword, password} signed in. */
    setPassword: build.mutation<unknown, { hash: string; password: string } | { oldPassword: string; password: string }>({
      query: (body) => ({ url: '/api/user/password', method: 'PUT', data: body }),
    }),
    updateUser: build.mutation<WithUser, UserUpdate>({
      query: (body) => ({ url: '/api/user', method: 'PUT', data: body }),
      responseSchema: withUser('PUT /api/user'),
      invalidatesTags: ['User'],
    }),
    /** POST /api/user/verify/test with {otp, secret}: the authenticator app shows the right code. */
    testAuthenticatorCode: build.mutation<unknown, { otp: string; secret: string }>({
      query: (body) => ({ url: '/api/user/verify/test', method: 'POST', data: body }),
    }),
    /** GET /api/user/payee/{phone}/otp: texts a one-time code to a phone (profile and payee). */
    sendPayeeOtp: build.mutation<unknown, string>({
      query: (phone) => ({ url: `/api/user/payee/${encodeURIComponent(phone)}/otp` }),
    }),
    verifyPayeeOtp: build.mutation<unknown, { phone: string; otp: string }>({
      query: (body) => ({ url: '/api/user/payee/otp/verify', method: 'POST', data: body }),
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLoginByHashMutation,
  useLogoutMutation,
  useRegisterMutation,
  useRegister2Mutation,
  useUpdateRegistrationMutation,
  useValidateEmailMutation,
  useResendValidationEmailMutation,
  useGetInvitationQuery,
  useSaveInboxColumnsMutation,
  useRequestPasswordResetMutation,
  useSetPasswordMutation,
  useUpdateUserMutation,
  useTestAuthenticatorCodeMutation,
  useSendPayeeOtpMutation,
  useVerifyPayeeOtpMutation,
} = userApi;
