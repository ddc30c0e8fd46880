/**
 * The calls the backend answers without a session (spec section 7): sign-in, sign-up and
 * password reset, invitations, the payer's terminal, the signer's link. Every other /api call is a
 * staff call and the mock answers it with 401 when there is no session (mocks/route.ts), as the
 * real backend does, so that a public page that needs a staff call fails in the tests.
 * A new public route of the mock is added here, with the spec's reason.
 */
export const PUBLIC_ENDPOINTS: readonly string[] = [
  // Sign-in and sign-up (the login, register, reset-password and invitation screens).
  'post /api/user/login',
  'get /api/user/login/hash/:hash',
  'post /api/user/logout',
  'post /api/user/verify/otp',
  'post /api/user/otp/resend',
  'post /api/user/register',
  'post /api/user/register2',
  'post /api/user/validate/email',
  'post /api/user/validate/email/resend',
  'post /api/user/password/reset',
  // With the e-mailed hash (reset) or, signed in, the old password: the handler tells them apart.
  'put /api/user/password',
  'get /api/user/invitation/:id',
  // The payer's mobile scanner (/terminal/...).
  'get /api/terminal/info/:id',
  'get /api/terminal/link/:id/fpk/:fpk',
  'get /api/terminal/transactions/status/:link/:number',
  'post /api/terminal/transactions/payment/:id',
  'put /api/terminal/complete',
  'post /api/terminal/:id',
  'post /api/check/images/cut-and-detect',
  // The signer's link (/signChecks/:hash).
  'get /api/check/signature/:hash',
  'post /api/check/signature/sign',
  'get /api/check/images/hash/:hash',
];

/**
 * True when `method path` (the route's own pattern) needs no session. Not the backend's calls, so
 * not staff calls either: the mock's /api/__dev, the storage behind a presigned URL (/api/__upload,
 * the URL's token is its permission) and another host's API (a `*` pattern: the open-data registry).
 */
export function isPublicEndpoint(method: string, path: string): boolean {
  if (path.startsWith('/api/__dev/') || path.startsWith('/api/__upload/') || path.startsWith('*')) return true;
  return PUBLIC_ENDPOINTS.includes(`${method.toLowerCase()} ${path}`);
}
