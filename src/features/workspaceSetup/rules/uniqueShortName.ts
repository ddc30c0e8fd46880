import * as yup from 'yup';
import { shortNameProblem } from '@/lib/shortName';

interface Messages {
  /** The translation key of "too long" for this kind of name. */
  tooLong: string;
  /** The section-8 message the backend gives for a name it already has. */
  taken: string;
}

/**
 * A set-up item's name (a key, a tag): the short-name rule of section 5, and not a name the
 * workspace already has (`isTaken`), said before sending.
 */
export function uniqueShortName(isTaken: (name: string) => boolean, { tooLong, taken }: Messages) {
  const messages = { required: 'validation.required', forbiddenChars: 'validation.forbiddenChars', tooLong };
  return yup
    .string()
    .default('')
    .test('name', function check(value) {
      const problem = shortNameProblem(value);
      if (problem) return this.createError({ message: messages[problem] });
      return isTaken(value ?? '') ? this.createError({ message: taken }) : true;
    });
}
