import type { ApiError } from '../apiError';
import type { Cheque } from '../types/cheque';
import type { Drift } from '../schema/drift';
import type { ChequeListCall } from '../schema/chequeList';

/** The page to the list reader: a reply's bytes (transferred, not copied) and the call it answers. */
export interface ListReaderQuestion {
  id: number;
  call: ChequeListCall;
  bytes: ArrayBuffer;
}

/**
 * The list reader to the page: first, for a large reply, its `first` rows found and read before the
 * whole reply is parsed (firstElements.ts; a preview for the first screen, sent again with the
 * rest); then the rows read, a slice per message (each one is unpacked by the page
 * in its own short task), then the end of the reply: its total, or the refusal; its drifts; and its
 * `user` field when it carried one (what the axios instance reads from every JSON reply).
 */
export type ListReaderAnswer =
  | { id: number; first: Cheque[] }
  | { id: number; rows: Cheque[] }
  | { id: number; done: true; total: number; drifts: Array<Omit<Drift, 'at'>>; user?: unknown }
  | { id: number; done: true; error: ApiError; drifts: Array<Omit<Drift, 'at'>>; user?: unknown };

/** Rows per message: a slice the page unpacks well under a long task (50 ms) on a slow phone. */
export const ROWS_PER_MESSAGE = 500;

/**
 * Rows of a large reply's preview: enough for a first screen of matching rows in most filters
 * (useShownRows), a few milliseconds to parse, read and clone.
 */
export const FIRST_ROWS = 500;

/** A reply this large (about 2,000 cheques) or larger gets its preview first. */
export const FIRST_ROWS_FROM_BYTES = 800 * 1024;

/** A reply's bytes as axios reads a JSON reply: the JSON, else the text itself (a schema then refuses it). */
export function replyOfBytes(bytes: ArrayBuffer): unknown {
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The `user` field of a reply, as http.ts looks for it (an object that carries one). */
export function userField(reply: unknown): unknown {
  return reply !== null && typeof reply === 'object' && !Array.isArray(reply) && 'user' in reply ? reply.user : undefined;
}
