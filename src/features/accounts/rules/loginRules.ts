import { isValidEmail } from '@/lib/email';
import { isValidOtp } from '@/lib/limits';

/** Sign-in form problems as translation keys (the login screen has no yup: first-load size). */
export function loginProblems(values: { email: string; password: string }) {
  const problems: Partial<Record<'email' | 'password', string>> = {};
  if (!values.email.trim()) problems.email = 'validation.required';
  else if (!isValidEmail(values.email)) problems.email = 'validation.email';
  if (!values.password) problems.password = 'validation.required';
  return problems;
}

export function otpProblems(values: { otp: string }) {
  const problems: Partial<Record<'otp', string>> = {};
  if (!values.otp.trim()) problems.otp = 'validation.required';
  else if (!isValidOtp(values.otp.trim())) problems.otp = 'validation.otp';
  return problems;
}
