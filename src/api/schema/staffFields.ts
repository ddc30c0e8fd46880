import { custom, either, inside, isObject, listIn, map, num, obj, opt, run, typed, type Schema } from './fields';

// The parts only the staff's replies use (the link pages and the sign-in load fields.ts alone).

/**
 * A mutation's reply the screen can go on without: what fits, else null (a drift). The change was
 * made on the server; refusing its reply would invite the user to make it twice.
 */
export const orNull = <T>(schema: Schema<T>): Schema<T | null> => map(opt(schema), (value) => value ?? null);

/** null where the reply says there is none (`{safeBox: null}`, `{feedback: null}`), else `schema`. */
export const noneUnder = <T>(key: string, schema: Schema<T>): Schema<T | null> =>
  either<T | null>((input) => isObject(input) && key in input && input[key] == null, map(obj({}), () => null), schema);

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
