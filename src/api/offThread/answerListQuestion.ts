import type { ApiError } from '../apiError';
import { chequeListReplies } from '../schema/chequeList';
import { clearDrifts, driftReports } from '../schema/drift';
import { isMalformedReply } from '../schema/reply';
import { replyOfBytes, ROWS_PER_MESSAGE, userField, type ListReaderAnswer, type ListReaderQuestion } from './listReaderProtocol';

const refused = (error: unknown): error is ApiError => isMalformedReply(error);

/**
 * What the list reader (listReader.worker.ts) answers to one reply: its rows read by the list's
 * schema, a slice per message, then its end (total or refusal, drifts, user).
 */
export function answerListQuestion({ id, call, bytes }: ListReaderQuestion, answer: (message: ListReaderAnswer) => void): void {
  const reply = replyOfBytes(bytes);
  const user = userField(reply);
  // Each reply's own drifts go back to the page, whose diagnostics list keeps them.
  clearDrifts();
  const drifts = () => driftReports().map(({ at: _at, ...drift }) => drift);
  try {
    const { checks, total } = chequeListReplies[call].parse(reply);
    for (let start = 0; start < checks.length; start += ROWS_PER_MESSAGE) answer({ id, rows: checks.slice(start, start + ROWS_PER_MESSAGE) });
    answer({ id, done: true, total, drifts: drifts(), user });
  } catch (error) {
    if (!refused(error)) throw error;
    answer({ id, done: true, error, drifts: drifts(), user });
  }
}
