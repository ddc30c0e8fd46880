// Tolerant readers for replies whose shape the spec does not show (docs/backend-contract.md).

/** A list that may come bare, or wrapped under one of `keys`, `data`, `items`, `results` or `rows`. */
export function pickList<T>(reply: unknown, ...keys: string[]): T[] {
  // A null among the rows is no row (a backend's deleted item): dropped, never read.
  if (Array.isArray(reply)) return reply.filter((row) => row !== null && row !== undefined) as T[];
  if (!reply || typeof reply !== 'object') return [];
  const r = reply as Record<string, unknown>;
  for (const key of [...keys, 'data', 'items', 'results', 'rows']) {
    const value = r[key];
    if (Array.isArray(value)) return pickList<T>(value);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = pickList<T>(value, ...keys);
      if (inner.length) return inner;
    }
  }
  return [];
}

/** The rows of a list (as `pickList`) that are objects: a null or a bare value among them is dropped, not read. */
export function pickRows(reply: unknown, ...keys: string[]): Record<string, unknown>[] {
  return pickList<unknown>(reply, ...keys).filter((row): row is Record<string, unknown> => !!row && typeof row === 'object' && !Array.isArray(row));
}

/** An object that may come bare or wrapped under one of `keys` or `data`. */
export function pickObject<T extends object>(reply: unknown, ...keys: string[]): T | null {
  if (!reply || typeof reply !== 'object' || Array.isArray(reply)) return null;
  const r = reply as Record<string, unknown>;
  for (const key of [...keys, 'data']) {
    const value = r[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as T;
  }
  return reply as T;
}

/** A number that may come as a number or a numeric string; anything else is `fallback`. */
export function pickNumber(value: unknown, fallback = 0): number {
  // A blank string is no number (Number('') would be 0).
  const n = typeof value === 'string' ? (value.trim() ? Number(value) : Number.NaN) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}
