// "Nothing secret is persisted": fields that must never reach storage or logs.
const SECRET_FIELD = /^(password|pass|pwd|secret|otp|token|accessToken|refreshToken|recaptcha\w*|apiKey|key(String)?|pem)$/i;

/** A deep copy of `value` without secret fields (by name, at any depth). */
export function stripSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => stripSecrets(item)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (!SECRET_FIELD.test(key)) out[key] = stripSecrets(inner);
  }
  return out as T;
}
