import type { ApiError } from '../apiError';
import type { Cheque } from '../types/cheque';
import { chequeListReplies, chequeListRowsAhead } from '../schema/chequeList';
import { clearDrifts, driftReports } from '../schema/drift';
import { isMalformedReply } from '../schema/reply';
import { replyOfBytes, ROWS_PER_MESSAGE, userField, type ListReaderAnswer, type ListReaderQuestion } from './listReaderProtocol';

const refused = (error: unknown): error is ApiError => isMalformedReply(error);

/**
 * What the list reader (listReader.worker.ts) answers to one reply: its rows read by the list's
 * schema, a slice per message sent as soon as it is read (the page unpacks a slice while the next
 * is read: the two run side by side), then its end (total or refusal, drifts, user).
 */
export function answerListQuestion({ id, call, bytes }: ListReaderQuestion, answer: (message: ListReaderAnswer) => void): void {
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

/** The rows sent ahead are the first rows of the list read (the same values, in order). */
function sentAhead(sent: readonly Cheque[], checks: readonly Cheque[]): boolean {
  return sent.length <= checks.length && sent.every((row, i) => row === checks[i]);
}
