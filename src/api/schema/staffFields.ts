import { custom, inside, isObject, listIn, map, num, opt, run, typed, type Schema } from './fields';

// The parts only the staff's replies use (the first screens load fields.ts alone).

/** `a` for an input that `isA`, else `b` (a documented alternate of another kind, e.g. a bare code for an object). */
export const either = <T>(isA: (input: unknown) => boolean, a: Schema<T>, b: Schema<T>): Schema<T> =>
  custom<T>(b.type, b.expects, (dataset, config) => run(isA(dataset.value) ? a : b, dataset.value, config), { of: 'either', a, b });

/** A bare text or number (e.g. a code sent instead of its object). */
export const isBare = (input: unknown): boolean => typeof input === 'string' || typeof input === 'number';

/**
 * A mutation's reply the screen can go on without: what fits, else null (a drift). The change was
 * made on the server; refusing its reply would invite the user to make it twice.
 */
export const orNull = <T>(schema: Schema<T>): Schema<T | null> => map(opt(schema), (value) => value ?? null);

/**
 * A page of a list: the list as `listIn` reads it, and `total` beside it (a number or a numeric
 * string; the list's length when missing, with a drift when it does not fit).
 */
export function pageIn<T>(keys: readonly string[], item: Schema<T>): Schema<{ rows: T[]; total: number }> {
  const rows = listIn(keys, item);
  const total = opt(num());
  return custom(
    'array',
    rows.expects,
    (dataset, config) => {
      const out = run(rows, dataset.value, config);
      if (!out.typed) return out;
      const input = dataset.value;
      const counted = isObject(input) ? inside(total, input, 'total', config) : { typed: true, value: undefined };
      return typed({ rows: out.value, total: counted.value ?? (out.value as T[]).length }, [...(out.issues ?? []), ...(counted.issues ?? [])]);
    },
    { of: 'pageIn', keys, item },
  );
}
