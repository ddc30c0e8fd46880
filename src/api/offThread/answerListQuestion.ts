import type { ApiError } from '../apiError';
import type { Cheque } from '../types/cheque';
import { chequeListReplies, chequeListRowsAhead } from '../schema/chequeList';
import { clearDrifts, driftReports } from '../schema/drift';
import { isMalformedReply } from '../schema/reply';
import { firstListElements } from './firstElements';
import { FIRST_ROWS, FIRST_ROWS_FROM_BYTES, replyOfBytes, ROWS_PER_MESSAGE, userField, type ListReaderAnswer, type ListReaderQuestion } from './listReaderProtocol';

const refused = (error: unknown): error is ApiError => isMalformedReply(error);

/**
 * What the list reader (listReader.worker.ts) answers to one reply: its rows read by the list's
 * schema, a slice per message sent as soon as it is read (the page unpacks a slice while the next
 * is read: the two run side by side), then its end (total or refusal, drifts, user).
 */
export function answerListQuestion({ id, call, bytes }: ListReaderQuestion, answer: (message: ListReaderAnswer) => void): void {
  if (bytes.byteLength >= FIRST_ROWS_FROM_BYTES) answerFirstRows(id, call, bytes, answer);
  const reply = replyOfBytes(bytes);
  const user = userField(reply);
  // Each reply's own drifts go back to the page, whose diagnostics list keeps them.
  clearDrifts();
  const drifts = () => driftReports().map(({ at: _at, ...drift }) => drift);
  try {
    const sent: Cheque[] = [];
    let slice: Cheque[] = [];
    chequeListRowsAhead[call](reply, (row) => {
      slice.push(row);
      if (slice.length < ROWS_PER_MESSAGE) return;
      answer({ id, rows: slice });
      for (const kept of slice) sent.push(kept);
      slice = [];
    });
    const { checks, total } = chequeListReplies[call].parse(reply);
    if (!sentAhead(sent, checks)) throw new Error('list reader: the rows read ahead are not the rows read');
    const rest = checks.slice(sent.length);
    for (let start = 0; start < rest.length; start += ROWS_PER_MESSAGE) answer({ id, rows: rest.slice(start, start + ROWS_PER_MESSAGE) });
    answer({ id, done: true, total, drifts: drifts(), user });
  } catch (error) {
    if (!refused(error)) throw error;
    answer({ id, done: true, error, drifts: drifts(), user });
  }
}

/**
 * A large reply's first rows, found without parsing the whole reply (firstElements.ts) and read by
 * the same schema, sent before it is parsed: the page may draw its first screen from them. Their
 * drifts are not kept (the whole reply's reading reports them); nothing is sent when the reply is
 * not of a shape the scan takes.
 */
function answerFirstRows(id: number, call: ListReaderQuestion['call'], bytes: ArrayBuffer, answer: (message: ListReaderAnswer) => void): void {
  const elements = firstListElements(new Uint8Array(bytes), FIRST_ROWS);
  if (!elements?.length) return;
  const first: Cheque[] = [];
  chequeListRowsAhead[call](elements, (row) => first.push(row));
  clearDrifts();
  if (first.length) answer({ id, first });
}

/** The rows sent ahead are the first rows of the list read (the same values, in order). */
function sentAhead(sent: readonly Cheque[], checks: readonly Cheque[]): boolean {
  return sent.length <= checks.length && sent.every((row, i) => row === checks[i]);
}
