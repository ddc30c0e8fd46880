// Names of tags, printer keys and workspace keys: required, at most 20 characters (§5 "Limits"),
// without the characters < > & (§5 "Text"). Surrounding spaces do not count.
import { FIELD_MAX_CHARS, isWithinMaxChars } from './limits';
import { isSafeText } from './forbiddenCharacters';

export const SHORT_NAME_MAX = FIELD_MAX_CHARS;

export type ShortNameProblem = 'required' | 'tooLong' | 'forbiddenChars';

export function shortNameProblem(s: unknown): ShortNameProblem | null {
  const value = typeof s === 'string' ? s.trim() : '';
  if (!value) return 'required';
  if (!isWithinMaxChars(value, SHORT_NAME_MAX)) return 'tooLong';
  if (!isSafeText(value)) return 'forbiddenChars';
  return null;
}
