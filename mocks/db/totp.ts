// RFC 6238 time-based codes (authenticator app), for POST /api/user/verify/test and sign-in.

function base32Bytes(secret: string): Uint8Array<ArrayBuffer> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.toUpperCase().replace(/[^A-Z2-7]/g, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  return Uint8Array.from(bits.match(/.{8}/g) ?? [], (b) => parseInt(b, 2));
}

/** The 6-digit code of `secret` for the 30-second step `step` (default: now). */
export async function totp(secret: string, step = Math.floor(Date.now() / 30_000)): Promise<string> {
  const counter = new Uint8Array(8);
  new DataView(counter.buffer).setUint32(4, step);
  const key = await crypto.subtle.importKey('raw', base32Bytes(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter));
  const offset = mac[mac.length - 1] & 0xf;
  const value = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(value % 1_000_000).padStart(6, '0');
}

/** One step either side: the phone's clock may be a little off. */
export async function totpMatches(secret: string, otp: string): Promise<boolean> {
  if (!secret || !/^\d{6}$/.test(otp)) return false;
  const step = Math.floor(Date.now() / 30_000);
  const codes = await Promise.all([step - 1, step, step + 1].map((s) => totp(secret, s)));
  return codes.includes(otp);
}
