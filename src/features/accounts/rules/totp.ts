// Spec section 9: one of the second sign-in step's methods is an authenticator app. Its codes are
// RFC 6238 time-based one-time passwords: HMAC-SHA-1 of the 30-second step number under the shared
// secret (base32, RFC 4648), six digits. The mock backend checks codes with these rules, and the
// settings screen refuses a code of the wrong shape before sending it.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Seconds per code. */
export const TOTP_PERIOD_SECONDS = 30;
/** Digits per code. */
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone's clock may be a little off. */
export const TOTP_DRIFT_STEPS = 1;

/** An authenticator app's code: exactly six digits (spaces around it ignored). */
export function isAuthenticatorCode(code: unknown): boolean {
  return typeof code === 'string' && new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(code.trim());
}

/** The bytes of a base32 secret (case, spaces and padding ignored; other characters too). */
export function base32Decode(secret: string): Uint8Array<ArrayBuffer> {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const c of secret.toUpperCase()) {
    const index = ALPHABET.indexOf(c);
    if (index < 0) continue;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** The 30-second step a moment (ms since the epoch) falls in. */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The six-digit code of `secret` for one step (RFC 6238 with SHA-1, RFC 4226's truncation). */
export async function totpCode(secret: string, step: number): Promise<string> {
  const counter = new Uint8Array(8);
  const view = new DataView(counter.buffer);
  view.setUint32(0, Math.floor(step / 2 ** 32));
  view.setUint32(4, step >>> 0);
  const key = await crypto.subtle.importKey('raw', base32Decode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter));
  const offset = mac[mac.length - 1] & 0xf;
  const value = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(value % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** Whether `otp` is the code of `secret` at `nowMs`, one step either side. */
export async function totpMatches(secret: string, otp: string, nowMs = Date.now()): Promise<boolean> {
  if (!secret || base32Decode(secret).length === 0 || !isAuthenticatorCode(otp)) return false;
  const step = totpStep(nowMs);
  const steps = [];
  for (let d = -TOTP_DRIFT_STEPS; d <= TOTP_DRIFT_STEPS; d++) steps.push(step + d);
  const codes = await Promise.all(steps.map((s) => totpCode(secret, s)));
  return codes.includes(otp.trim());
}
