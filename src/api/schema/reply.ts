import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ApiError } from '../apiError';
import { reportDrift } from './drift';
import { isDrift, kindOf, type Schema } from './fields';

/*
 * One reply of one call, read at the edge (docs/backend-contract.md, "How replies are read"): a
 * Standard Schema, so an RTK Query endpoint takes it as its `responseSchema` (baseApi turns a
 * failure into the ApiError below), and a plain call reads with `parse`. Every misfit is reported
 * to the diagnostics list (drift.ts) with the call and the field.
 */

/** A reply that does not fit its schema: what the screen that asked shows, with its retry. */
export const MALFORMED_REPLY = 'errors.malformedReply';

export function malformedReply(call: string, field: string): ApiError {
  return { status: 200, message: `Malformed reply to ${call} (${field})`, messageKey: MALFORMED_REPLY, messageParams: { call, field } };
}

export const isMalformedReply = (error: unknown): boolean => !!error && typeof error === 'object' && (error as ApiError).messageKey === MALFORMED_REPLY;

interface PathItem {
  key?: unknown;
  type?: string;
}
interface ReplyIssue {
  message: string;
  input?: unknown;
  path?: readonly PathItem[];
  expected?: string | null;
  received?: string;
  drift?: boolean;
}

/** `checks[].amount`: a field as the diagnostics name it (rows by `[]`, the reply itself `(reply)`). */
export function fieldOf(path: readonly PathItem[] | undefined): string {
  if (!path?.length) return '(reply)';
  return path.map((p, i) => (p.type === 'array' ? '[]' : `${i ? '.' : ''}${String(p.key)}`)).join('');
}

export interface Reply<T> extends StandardSchemaV1<T, T> {
  /** `GET /api/workspace/all` (the path with its {parameters}). */
  readonly call: string;
  readonly schema: Schema<T>;
  /** The reply read, or a thrown ApiError (malformedReply). */
  parse(reply: unknown): T;
}

/** valibot's own words (`Object`, `"id"` for a missing key) in the diagnostics' words. */
function expectedOf(expected: string | null | undefined): string {
  if (!expected) return '';
  if (expected === 'Object') return 'an object';
  return expected.startsWith('"') ? 'a value' : expected;
}

type Outcome<T> = { value: T } | { error: ApiError; issues: ReplyIssue[] };

function read<T>(call: string, schema: Schema<T>, reply: unknown): Outcome<T> {
  const out = (schema as unknown as { '~run': (d: { typed: boolean; value: unknown }, c: object) => { typed: boolean; value: unknown; issues?: ReplyIssue[] } })['~run'](
    { typed: false, value: reply },
    {},
  );
  const issues = out.issues ?? [];
  for (const issue of issues) {
    const failed = !out.typed && !isDrift(issue);
    reportDrift({ call, field: fieldOf(issue.path), expected: expectedOf(issue.expected), received: issue.input === undefined ? 'nothing' : kindOf(issue.input), failed });
  }
  if (out.typed) return { value: out.value as T };
  const first = issues.find((i) => !isDrift(i)) ?? issues[0];
  return { error: malformedReply(call, fieldOf(first?.path)), issues };
}

/**
 * The reply of `call`, read by `schema`. `ahead` (large lists: fields.ts readableAhead) reads the
 * reply's rows first in slices that leave the browser free between them; RTK Query awaits the
 * validation, `parse` reads at once.
 */
export function defineReply<T>(call: string, schema: Schema<T>, ahead?: (reply: unknown) => Promise<void>): Reply<T> {
  return {
    call,
    schema,
    parse(reply) {
      const outcome = read(call, schema, reply);
      if ('error' in outcome) throw outcome.error;
      return outcome.value;
    },
    '~standard': {
      version: 1,
      vendor: 'cheques',
      validate(reply) {
        if (ahead) return ahead(reply).then(() => validated(read(call, schema, reply)));
        return validated(read(call, schema, reply));
      },
    },
  };
}

/** An outcome as Standard Schema says it. */
function validated<T>(outcome: Outcome<T>): StandardSchemaV1.Result<T> {
  if ('value' in outcome) return { value: outcome.value };
  // The first issue carries the ApiError for baseApi's catchSchemaFailure.
  return { issues: [{ message: outcome.error.message, apiError: outcome.error } as StandardSchemaV1.Issue] };
}

/** The ApiError of a failed `validate` (baseApi's catchSchemaFailure). */
export function replyErrorOf(issues: readonly StandardSchemaV1.Issue[], endpoint: string): ApiError {
  const carried = (issues[0] as { apiError?: ApiError } | undefined)?.apiError;
  return carried ?? malformedReply(endpoint, fieldOf(issues[0]?.path as PathItem[] | undefined));
}
