import * as v from 'valibot';
import { shekelsToAgorot } from '@/lib/money';
import { safeAddress } from '@/lib/safeUrl';

/*
 * The building blocks of the reply schemas (docs/backend-contract.md, "How replies are read"):
 * valibot schemas, strict where a wrong value would mislead (an id, money, a status) and tolerant
 * elsewhere. A tolerant field that does not fit is left out and the reply kept; the misfit travels
 * as a *drift* issue (typed output, issue marked `drift`), which reply.ts reports once per session.
 * A strict misfit makes the reply (or the list row holding it) unreadable.
 *
 * valibot's own union and pipe would turn a drift inside them into a failure, so alternates and
 * transformations are written here (`alias`, `objectIn`, `listIn`, `map`). Each keeps what it is
 * built of as properties (`of` and its parts), from which jsonSchema.ts writes docs/openapi.yaml.
 */

/** A reply schema whose output is T. */
export type Schema<T> = v.GenericSchema<unknown, T>;
export type Output<S> = S extends Schema<infer T> ? T : never;

type Issue = v.BaseIssue<unknown>;
export interface Dataset {
  typed: boolean;
  value: unknown;
  issues?: Issue[];
}
type Config = v.Config<Issue>;
export type Run = (dataset: Dataset, config: Config) => Dataset;
type Runs = { '~run': Run };

export const run = (schema: unknown, value: unknown, config: Config): Dataset => (schema as Runs)['~run']({ typed: false, value }, config);

/** A misfit that was tolerated: the field left out (or the row dropped), the reply kept. */
export const isDrift = (issue: { drift?: boolean }): boolean => issue.drift === true;

/** What arrived, by kind only: a value itself never reaches the diagnostics (it may be personal). */
export function kindOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'list';
  if (typeof input === 'string') return input.trim() ? 'text' : 'empty text';
  return typeof input;
}

const issue = (expected: string, input: unknown): Issue => ({ kind: 'schema', type: 'reply', input, expected, received: kindOf(input), message: expected }) as Issue;
const unreadable = (expected: string, input: unknown): Dataset => ({ typed: false, value: input, issues: [issue(expected, input)] });
const asDrift = (issues: Issue[] = []): Issue[] => issues.slice(0, 1).map((i) => ({ ...i, drift: true }) as Issue);
export const typed = (value: unknown, issues: Issue[]): Dataset => (issues.length ? { typed: true, value, issues } : { typed: true, value });

/**
 * A schema of ours: what valibot's object runs of an entry (its type, what it expects, its run),
 * with its parts kept for jsonSchema.ts. Only a whole reply is a Standard Schema (reply.ts).
 */
export function custom<T>(type: string, expects: string, runs: Run, parts: object): Schema<T> {
  return { kind: 'schema', type, expects, async: false, ...parts, '~run': runs } as unknown as Schema<T>;
}

const INVALID = Symbol();
type Read<T> = (input: unknown) => T | typeof INVALID;

/** A required value read by `read`: anything else (missing included) makes the holder unreadable. */
const scalar = <T>(tag: string, expects: string, read: Read<T>, parts: object = {}): Schema<T> =>
  custom<T>(
    'scalar',
    expects,
    (dataset) => {
      const value = read(dataset.value);
      return value === INVALID ? unreadable(expects, dataset.value) : { typed: true, value };
    },
    { of: tag, ...parts },
  );

export const isObject = (input: unknown): input is Record<string, unknown> => !!input && typeof input === 'object' && !Array.isArray(input);
const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

/** Text; a number is read as its digits (an id or a phone sent as a number). */
export const text = () => scalar<string>('text', 'text', (x) => (typeof x === 'string' ? x : isFiniteNumber(x) ? String(x) : INVALID));

/** An id: non-empty text or a number, as text. */
export const id = () => scalar<string>('id', 'an id', (x) => (typeof x === 'string' && x.trim() ? x : isFiniteNumber(x) ? String(x) : INVALID));

/** A finite number; a numeric string ("12", "1.5") is read as its number. */
export const num = () =>
  scalar<number>('num', 'a number', (x) => {
    const n = typeof x === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(x) ? Number(x) : x;
    return isFiniteNumber(n) ? n : INVALID;
  });

/**
 * Shekels as the backend sends them: a finite number or a decimal string ("1250.50"), kept as it
 * came (screens read it with shekelsToAgorot, which this check makes sure succeeds: never NaN).
 */
export const money = () =>
  scalar<number | string>('money', 'an amount', (x) => ((typeof x === 'number' || typeof x === 'string') && shekelsToAgorot(x) !== null ? (typeof x === 'string' ? x.trim() : x) : INVALID));

/** true / false; also the strings "true" / "false". */
export const bool = () => scalar<boolean>('bool', 'true or false', (x) => (typeof x === 'boolean' ? x : x === 'true' ? true : x === 'false' ? false : INVALID));

/** One of `values` (`normal` may first bring the input to their spelling). */
export const oneOf = <const T extends string>(values: readonly T[], normal: (x: string) => string = (x) => x) =>
  scalar<T>(
    'enum',
    values.join(' | '),
    (x) => {
      const value = typeof x === 'string' ? normal(x) : x;
      return (values as readonly unknown[]).includes(value) ? (value as T) : INVALID;
    },
    { values },
  );

/** An address to link to (http(s) or a path of ours: lib/safeUrl); javascript: and the like do not fit. */
export const link = () => scalar<string>('link', 'a web address', (x) => safeAddress(x) ?? INVALID);

/** A picture's address (as `link`, or a data: URL of an image). */
export const image = () => scalar<string>('image', "a picture's address", (x) => safeAddress(x, 'image') ?? INVALID);

/**
 * Optional and tolerant: missing or null -> `fallback` (undefined unless given); a value that does
 * not fit -> `fallback` too, with a drift issue.
 */
export function opt<T>(schema: Schema<T>): Schema<T | undefined>;
export function opt<T>(schema: Schema<T>, fallback: () => T): Schema<T>;
export function opt<T>(schema: Schema<T>, fallback?: () => T): Schema<T | undefined> {
  return custom(
    'optional',
    schema.expects,
    (dataset, config) => {
      if (dataset.value === undefined || dataset.value === null) return { typed: true, value: fallback?.() };
      const inner = run(schema, dataset.value, config);
      return inner.typed ? inner : { typed: true, value: fallback?.(), issues: asDrift(inner.issues) };
    },
    // `default` makes valibot's object run this for a missing key too (so that `fallback` is set).
    { of: 'opt', wrapped: schema, ...(fallback ? { default: () => undefined } : {}) },
  );
}

/** Like `opt`, but null passes as null (a field whose null means something, e.g. "none chosen"). */
export function nullable<T>(schema: Schema<T>): Schema<T | null | undefined> {
  const tolerant = opt(schema);
  return custom('optional', schema.expects, (dataset, config) => (dataset.value === null ? { typed: true, value: null } : run(tolerant, dataset.value, config)), {
    of: 'opt',
    wrapped: schema,
    nullable: true,
  });
}

type Entries = Record<string, Schema<unknown>>;
type Optional<E extends Entries> = { [K in keyof E]: undefined extends Output<E[K]> ? K : never }[keyof E];
type Shape<E extends Entries> = { [K in Exclude<keyof E, Optional<E>>]: Output<E[K]> } & { [K in Optional<E>]?: Output<E[K]> };
type Flat<T> = { [K in keyof T]: T[K] } & {};

/** An object of these fields; any other field is left out (never stored, never shown). A list is no object. */
export function obj<E extends Entries>(entries: E): Schema<Flat<Shape<E>>> {
  const object = v.object(entries);
  return custom('object', 'an object', (dataset, config) => (Array.isArray(dataset.value) ? unreadable('an object', dataset.value) : run(object, dataset.value, config)), object);
}

/**
 * `schema` read after documented alternate names: `{ id: ['_id', 'depositId'] }` reads `_id` when
 * `id` is missing or empty (the backend's other spellings, docs/backend-contract.md).
 */
export const alias = <T>(schema: Schema<T>, names: Record<string, readonly string[]>): Schema<T> =>
  custom<T>(
    schema.type,
    schema.expects,
    (dataset, config) => {
      const input = dataset.value;
      if (!isObject(input)) return run(schema, input, config);
      const renamed: Record<string, unknown> = { ...input };
      // An empty text is no value: the next name is read (`{url: '', paymentUrl: 'https://...'}`).
      const none = (x: unknown) => x == null || x === '';
      for (const [name, others] of Object.entries(names)) {
        const other = none(renamed[name]) && others.find((o) => !none(input[o]));
        if (other) renamed[name] = input[other];
      }
      return run(schema, renamed, config);
    },
    { of: 'alias', wrapped: schema, names },
  );

/** `schema`'s output changed by `change` (drift issues kept). */
export const map = <T, U>(schema: Schema<T>, change: (value: T) => U): Schema<U> =>
  custom<U>(
    schema.type,
    schema.expects,
    (dataset, config) => {
      const out = run(schema, dataset.value, config);
      return out.typed ? { ...out, value: change(out.value as T) } : out;
    },
    { of: 'map', wrapped: schema },
  );

const at = (input: unknown, key: string | number, value: unknown): v.IssuePathItem =>
  ({ type: Array.isArray(input) ? 'array' : 'object', origin: 'value', input, key, value }) as v.IssuePathItem;
const pathed = (issues: Issue[] | undefined, item: v.IssuePathItem): Issue[] => (issues ?? []).map((i) => ({ ...i, path: [item, ...(i.path ?? [])] }) as Issue);

/**
 * A list whose rows that do not fit (null, a bare value, a row without its id...) are dropped with
 * a drift issue each. A list of rows none of which fits is unreadable: never a silently empty list.
 */
export const list = <T>(item: Schema<T>): Schema<T[]> =>
  custom<T[]>(
    'array',
    'a list',
    (dataset, config) => {
      const input = dataset.value;
      if (!Array.isArray(input)) return unreadable('a list', input);
      const value: T[] = [];
      const issues: Issue[] = [];
      input.forEach((row, key) => {
        const out = run(item, row, config);
        if (out.typed) value.push(out.value as T);
        issues.push(...pathed(out.typed ? out.issues : asDrift(out.issues), at(input, key, row)));
      });
      if (input.length && !value.length) return { typed: false, value: input, issues: issues.map((i) => ({ ...i, drift: false }) as Issue) };
      return typed(value, issues);
    },
    { of: 'list', item },
  );

/** A list of text; other rows dropped. */
export const texts = () => list(text());

/** The first of `keys` whose value `fits`. */
export const under = (input: Record<string, unknown>, keys: readonly string[], fits: (x: unknown) => boolean) => keys.find((k) => fits(input[k]));

/** Runs `schema` on `input[key]`, its issues under `key`. */
export function inside(schema: unknown, input: Record<string, unknown>, key: string, config: Config): Dataset {
  const out = run(schema, input[key], config);
  return out.issues ? { ...out, issues: pathed(out.issues, at(input, key, input[key])) } : out;
}

/**
 * A reply that is a list, bare or under one of `keys` (or under `data`, bare or under one of
 * `keys`): the documented alternates, nothing deeper.
 */
export function listIn<T>(keys: readonly string[], item: Schema<T>): Schema<T[]> {
  const rows = list(item);
  const expected = `a list under ${keys.join(' / ')}`;
  const self: Schema<T[]> = custom<T[]>(
    'array',
    expected,
    (dataset, config) => {
      const input = dataset.value;
      if (Array.isArray(input)) return run(rows, input, config);
      if (!isObject(input)) return unreadable(expected, input);
      const key = under(input, keys, Array.isArray);
      if (key) return inside(rows, input, key, config);
      const data = input.data;
      if (Array.isArray(data) || (isObject(data) && under(data, keys, Array.isArray))) return inside(self, input, 'data', config);
      return { typed: false, value: input, issues: pathed([issue(expected, input[keys[0]])], at(input, keys[0], input[keys[0]])) };
    },
    { of: 'listIn', keys, item },
  );
  return self;
}

/** A reply that is an object, bare or under one of `keys` (or `data`). */
export const objectIn = <T>(keys: readonly string[], schema: Schema<T>): Schema<T> =>
  custom<T>(
    'object',
    schema.expects,
    (dataset, config) => {
      const input = dataset.value;
      const key = isObject(input) && under(input, [...keys, 'data'], isObject);
      return key ? inside(schema, input as Record<string, unknown>, key, config) : run(schema, input, config);
    },
    { of: 'objectIn', keys, wrapped: schema },
  );

/** `a` for an input that `isA`, else `b` (a documented alternate of another kind, e.g. a bare code for an object). */
export const either = <T>(isA: (input: unknown) => boolean, a: Schema<T>, b: Schema<T>): Schema<T> =>
  custom<T>(b.type, b.expects, (dataset, config) => run(isA(dataset.value) ? a : b, dataset.value, config), { of: 'either', a, b });

/** A bare text or number (e.g. a code sent instead of its object). */
export const isBare = (input: unknown): boolean => typeof input === 'string' || typeof input === 'number';

/** An object used as a dictionary: every value read by `item`; a value that does not fit is dropped (drift). */
export const dict = <T>(item: Schema<T>): Schema<Record<string, T>> =>
  custom<Record<string, T>>(
    'record',
    'an object',
    (dataset, config) => {
      const input = dataset.value;
      if (!isObject(input)) return unreadable('an object', input);
      const value: Record<string, T> = {};
      const issues: Issue[] = [];
      for (const [key, raw] of Object.entries(input)) {
        const out = run(item, raw, config);
        if (out.typed) value[key] = out.value as T;
        issues.push(...pathed(out.typed ? out.issues : asDrift(out.issues), at(input, key, raw)));
      }
      return typed(value, issues);
    },
    { of: 'dict', item },
  );
