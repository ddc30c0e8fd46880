// Section 5 "E-mail": a valid format; a comma-separated list of invitation addresses is refused
// when any of them is invalid. The format read here: one @, a local part without spaces, a domain
// of dot-separated labels (letters of any script, digits, inner hyphens) ending in a top-level
// label of 2+ letters (or its punycode, xn--...); 254 characters at most.

const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  if (email.length > 254) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts;
  if (!local || local.length > 64 || /\s/.test(local)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^(\p{L}{2,}|xn--[a-z0-9-]+)$/iu.test(labels[labels.length - 1]);
}

/** The entries of a comma-separated list, trimmed; blank entries (a trailing comma) are no entries. */
export function emailList(value: string): string[] {
  return value.split(',').map((e) => e.trim()).filter(Boolean);
}

/** Every entry valid, and at least one. */
export function isValidEmailList(entries: readonly unknown[]): boolean {
  return entries.length > 0 && entries.every(isValidEmail);
}
