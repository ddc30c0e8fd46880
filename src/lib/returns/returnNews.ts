// "What changed since my last visit": returns that arrived after the moment the user last opened
// the return desk. The moment of a return is its note's time (returnNotes.ts), else the cheque's
// last change. Before a first visit every open return is new.
import { eventTime } from '../dates';
import { readNote, type CommentLike } from './returnNotes';
import { isReturnStatus } from './returnStatus';

export interface NewsCheque {
  status: string;
  updatedAt?: string | null;
  comments?: readonly CommentLike[] | null;
}

/** When the cheque's latest return came (ms since the epoch); null when it is not returned or has no time. */
export function returnMoment(cheque: NewsCheque): number | null {
  if (!isReturnStatus(cheque.status)) return null;
  let latest: number | null = null;
  for (const comment of cheque.comments ?? []) {
    const note = readNote(comment);
    if (!note || (note.kind !== 'bankReturn' && note.kind !== 'manualReject')) continue;
    const at = eventTime(comment.createdAt ?? null)?.getTime() ?? null;
    if (at !== null && (latest === null || at > latest)) latest = at;
  }
  return latest ?? eventTime(cheque.updatedAt ?? null)?.getTime() ?? null;
}

/** How many returns came after `seenAt` (ISO time); every return when the desk was never seen. */
export function newReturnsSince(cheques: readonly NewsCheque[], seenAt: string | null | undefined): number {
  const seen = seenAt ? eventTime(seenAt)?.getTime() ?? null : null;
  let count = 0;
  for (const cheque of cheques) {
    const at = returnMoment(cheque);
    if (at === null && !isReturnStatus(cheque.status)) continue;
    if (seen === null || (at !== null && at > seen)) count += 1;
  }
  return count;
}
