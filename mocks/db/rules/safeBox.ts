// The safe box (sections 3, 5, 9): a private safe or the bank-run option, a user name and a key
// file; section 5 "Safe key: only .pem files".

export const SAFE_KINDS = ['private', 'bank'] as const;
export type SafeKindName = (typeof SAFE_KINDS)[number];

export const isPemFileName = (name: unknown) => typeof name === 'string' && /^[^\\/]+\.pem$/i.test(name.trim());

/** What a .pem file holds: a BEGIN/END block with base64 between. */
export function isPemText(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const block = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]+?)-----END \1-----/.exec(text);
  return !!block && /[A-Za-z0-9+/]{16,}/.test(block[2]);
}
