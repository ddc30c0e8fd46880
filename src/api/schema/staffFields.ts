import { yieldToMain } from '@/lib/yieldToMain';
import { custom, either, inside, isObject, listIn, map, num, obj, opt, run, typed, under, type Dataset, type Schema } from './fields';

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

/** How long one slice of rows is read before the browser gets the thread back (its long tasks start at 50 ms). */
const SLICE_MS = 12;

/**
 * `item` as a list's row whose reading can be done ahead, a slice at a time between the browser's
 * own work: a reply of 50,000 cheques read at once held the main thread for seconds. `readAhead`
 * reads the rows it is given with `item` itself and keeps each outcome by its row; the list then
 * finds them instead of reading again, so the reply read is the same either way (a row not read
 * ahead, or given in another place than the schema looks, is simply read then).
 */
export function readableAhead<T>(item: Schema<T>): {
  schema: Schema<T>;
  readAhead: (rows: readonly unknown[]) => Promise<void>;
  readNow: (rows: readonly unknown[], kept: (value: T) => void) => void;
} {
  const done = new WeakMap<object, Dataset>();
  const schema = custom<T>(
    item.type,
    item.expects,
    (dataset, config) => {
      const input = dataset.value;
      const known = isObject(input) ? done.get(input) : undefined;
      if (!known) return run(item, input, config);
      done.delete(input as object);
      return known;
    },
    { of: 'readAhead', wrapped: item },
  );
  async function readAhead(rows: readonly unknown[]) {
    let sliceStart = performance.now();
    for (let i = 0; i < rows.length; i += 1) {
      const row = rows[i];
      if (isObject(row)) done.set(row, run(item, row, {}));
      if (i % 64 === 63 && performance.now() - sliceStart > SLICE_MS) {
        await yieldToMain();
        sliceStart = performance.now();
      }
    }
  }
  /**
   * The same, at once (a worker has no page to give back), handing on each row a list keeps (read
   * with its type: `list` drops the others) as soon as it is read, in order: the very value the
   * list then finds.
   */
  function readNow(rows: readonly unknown[], kept: (value: T) => void) {
    for (const row of rows) {
      if (!isObject(row)) continue;
      const out = run(item, row, {});
      done.set(row, out);
      if (out.typed) kept(out.value as T);
    }
  }
  return { schema, readAhead, readNow };
}

/** The rows of a list reply where `listIn` looks for them: bare, under one of `keys`, or under `data`. */
export function rowsIn(reply: unknown, keys: readonly string[]): readonly unknown[] | undefined {
  if (Array.isArray(reply)) return reply;
  if (!isObject(reply)) return undefined;
  const key = under(reply, keys, Array.isArray);
  if (key) return reply[key] as unknown[];
  return reply.data === undefined ? undefined : rowsIn(reply.data, keys);
}
