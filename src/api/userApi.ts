import { baseApi } from './baseApi';
import type { User, WithUser } from './types';

export type OtpMethod = 'sms' | 'voice' | 'app';

export interface LoginRequest {
  email: string;
  password: string;
  recaptchaToken?: string;
}

/** POST /api/user/login: the user, or a second step with a one-time code (types.ts). */
export interface LoginReply extends WithUser {
  otpRequired?: boolean;
  userId?: string;
  otpMethod?: OtpMethod;
}

export const userApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<WithUser, string | void>({
      query: (ws) => ({ url: '/api/user', params: ws ? { workspace: ws } : undefined }),
      providesTags: ['User'],
    }),
    login: build.mutation<LoginReply, LoginRequest>({
      query: (body) => ({ url: '/api/user/login', method: 'POST', data: body }),
    }),
    loginByHash: build.mutation<LoginReply, string>({
      query: (hash) => ({ url: `/api/user/login/hash/${encodeURIComponent(hash)}` }),
    }),
    verifyOtp: build.mutation<WithUser, { userId: string; otp: string }>({
      query: (body) => ({ url: '/api/user/verify/otp', method: 'POST', data: body }),
    }),
    resendOtp: build.mutation<unknown, { userId: string }>({
      query: (body) => ({ url: '/api/user/otp/resend', method: 'POST', data: body }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/user/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useLoginMutation,
  useLoginByHashMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
  useLogoutMutation,
} = userApi;

export type { User };
