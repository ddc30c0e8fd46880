// What a cheque's comments say about its returns. Comments are the one activity record every
// cheque reply carries (the search call included), so a return and what the business did about
// it are read from them (docs/backend-contract.md, "Returned cheques"):
// - the backend leaves '<bank return note>: <reason>' when a deposit's feedback returns the cheque
//   (assumed: as it leaves the manual-rejection note of spec section 4);
// - a manual rejection leaves its note (section 4);
// - the return desk leaves one note per thing done (contacted, paid another way, sent for collection).
// The notes are written in the language of the person who wrote them, so each is recognised in
// Hebrew and in English (the way lib/banks.ts names banks in both).
import { isoDay } from '../dates';
import { compareCodes } from '../compareCodes';

export const NOTE_KINDS = ['bankReturn', 'manualReject', 'contacted', 'paidOtherwise', 'sentForCollection', 'redeposited'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** The start of each note, in both languages. Comments are at most 100 characters (spec section 9). */
export const NOTE_PREFIXES: Readonly<Record<NoteKind, { he: string; en: string }>> = {
  bankReturn: { he: 'הוחזר ע״י הבנק', en: 'Returned by the bank' },
  manualReject: { he: 'סומן כנדחה ידנית', en: 'Marked as rejected manually' },
  contacted: { he: 'פנייה למושך', en: 'Payer contacted' },
  paidOtherwise: { he: 'שולם בדרך אחרת', en: 'Paid another way' },
  sentForCollection: { he: 'נשלח לגבייה', en: 'Sent for collection' },
  redeposited: { he: 'הופקד שוב', en: 'Deposited again' },
};

export interface CommentLike {
  text?: string | null;
  createdAt?: string | null;
}

export interface ChequeNote {
  kind: NoteKind;
  /** What follows the prefix and its colon, trimmed ('' when nothing). */
  detail: string;
  /** ISO day of the comment; null when it has none. */
  day: string | null;
  /** Its place among the cheque's comments (their order when two share a day). */
  index: number;
}

// Every prefix once, with its kind (a comment is matched against each on every list read).
const PREFIXES: ReadonlyArray<readonly [NoteKind, string]> = NOTE_KINDS.flatMap((kind) => Object.values(NOTE_PREFIXES[kind]).map((prefix) => [kind, prefix] as const));
const FIRST_CHARACTERS = new Set(PREFIXES.map(([, prefix]) => prefix[0]));

/** The note a comment is, if it is one: its text starts with a prefix, alone or followed by ':'. */
export function readNote(comment: CommentLike, index = 0): ChequeNote | null {
  const text = typeof comment.text === 'string' ? comment.text.trim() : '';
  if (!text || !FIRST_CHARACTERS.has(text[0])) return null;
  for (const [kind, prefix] of PREFIXES) {
    if (text.startsWith(prefix) && (text.length === prefix.length || text[prefix.length] === ':')) {
      return { kind, detail: text.slice(prefix.length + 1).trim(), day: isoDay(comment.createdAt ?? null), index };
    }
  }
  return null;
}

/** Every note of a cheque's comments, oldest first (by day, then by their order). */
export function chequeNotes(comments: readonly CommentLike[] | null | undefined): ChequeNote[] {
  const notes = (comments ?? []).map((c, i) => readNote(c, i)).filter((n): n is ChequeNote => n !== null);
  return notes.sort((a, b) => compareCodes(a.day ?? '', b.day ?? '') || a.index - b.index);
}
