// "Nothing secret is persisted": storage outlives the session and other code can read it. Fields
// that must never reach storage or logs, by name and at any depth: password*, *secret*, *token*,
// otp*, *key*, pem, hashes, recaptcha*, session ids and cookies. National ID numbers are kept in memory (the profile form shows them)
// but never written to storage: see persistableUser.
const SECRET_FIELD = /^(password|passwd|pass|pwd|otp|recaptcha|pem$|sid$|cookie)|secret|token|key|hash|session_?id/i;
const NATIONAL_ID_FIELD = /^(id_?number|national_?id(_?number)?|identity_?(number|card)?|personal_?id|teudat_?zehut|tz|ssn)$/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

export function isNationalIdField(name: string): boolean {
  return NATIONAL_ID_FIELD.test(name);
}

function without<T>(value: T, drop: (name: string) => boolean): T {
  if (Array.isArray(value)) return value.map((item) => without(item, drop)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (!drop(key)) out[key] = without(inner, drop);
  }
  return out as T;
}

/** A deep copy of `value` without secret fields (by name, at any depth). */
export function stripSecrets<T>(value: T): T {
  return without(value, isSecretField);
}

/** The user as it may be stored in the browser: no secret and no national ID, at any depth. */
export function persistableUser<T>(user: T): T {
  return without(user, (name) => isSecretField(name) || isNationalIdField(name));
}
