// Writing a note on a cheque (returnNotes.ts reads them): its prefix in the writer's language.
import { COMMENT_MAX } from '../limits';
import { hasForbiddenChars } from '../forbiddenCharacters';
import { NOTE_PREFIXES, type NoteKind } from './returnNotes';

/** A note to leave on the cheque: its prefix in `language`, then the detail; within 100 characters. */
export function noteText(kind: NoteKind, detail: string, language: string): string {
  const prefix = NOTE_PREFIXES[kind][language.startsWith('en') ? 'en' : 'he'];
  const text = detail.trim() ? `${prefix}: ${detail.trim()}` : prefix;
  // Section 5: < > & are refused in any text; the detail is the user's or the bank's words.
  const safe = hasForbiddenChars(text) ? text.replace(/[<>&]/g, ' ').replace(/\s{2,}/g, ' ').trim() : text;
  return safe.slice(0, COMMENT_MAX);
}
