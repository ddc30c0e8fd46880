// The authenticator app of the demo (section 9: "authenticator app"): RFC 6238 codes, HMAC-SHA-1
// of the 30-second step under the base32 secret, six digits, one step of drift either side.

function base32(secret: string): Uint8Array<ArrayBuffer> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let bits = 0;
  let buffer = 0;
  for (const c of secret.toUpperCase().replace(/[^A-Z2-7]/g, '')) {
    buffer = ((buffer << 5) | alphabet.indexOf(c)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

async function codeAt(key: Uint8Array<ArrayBuffer>, step: number): Promise<string> {
  const counter = new Uint8Array(8);
  const view = new DataView(counter.buffer);
  view.setUint32(0, Math.floor(step / 2 ** 32));
  view.setUint32(4, step >>> 0);
  const hmac = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', hmac, counter));
  const at = mac[19] & 0xf;
  const value = ((mac[at] & 0x7f) << 24) | (mac[at + 1] << 16) | (mac[at + 2] << 8) | mac[at + 3];
  return String(value % 1_000_000).padStart(6, '0');
}

export async function totpMatches(secret: string, code: string, now = Date.now()): Promise<boolean> {
  const key = base32(secret);
  if (!key.length || !/^[0-9]{6}$/.test(code)) return false;
  const step = Math.floor(now / 30_000);
  const codes = await Promise.all([step - 1, step, step + 1].map((s) => codeAt(key, s)));
  return codes.includes(code);
}
