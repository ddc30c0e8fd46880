// E-mail rules of spec §5: "valid format; a list of invitation e-mails is comma-separated and
// rejected if any entry is invalid". Pragmatic, not RFC 5322: local@domain.tld, no spaces.

// Local part: no whitespace and none of the RFC "specials" that only make sense quoted;
// no leading/trailing dot and no ".." (mail servers refuse them).
const LOCAL = /^(?!\.)(?!.*\.\.)[^\s@<>()[\]\\,;:"]+(?<!\.)$/u;
// Domain labels: letters/digits in any script (IDN), inner hyphens; TLD is letters or punycode.
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const TLD = /^(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

export function isValidEmail(s: unknown): boolean {
  if (typeof s !== 'string') return false;
  const email = s.trim();
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  return TLD.test(labels[labels.length - 1]);
}

/** Entries of a comma-separated list, trimmed; empty entries (",," or a trailing comma) dropped. */
export function parseEmailList(s: string | null | undefined): string[] {
  if (typeof s !== 'string') return [];
  return s
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
}

export function isValidEmailList(s: string | null | undefined): boolean {
  const list = parseEmailList(s);
  return list.length > 0 && list.every(isValidEmail);
}
