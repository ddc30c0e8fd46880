import * as yup from 'yup';
import { isValidComment } from '@/lib/limits';
import { isSafeText } from '@/lib/forbiddenCharacters';

/**
 * A comment on a cheque (spec sections 5, 9): up to 100 characters, without < > &. An empty box is
 * no error: there is nothing to send yet, and the button waits.
 */
export const commentSchema = yup.object({
  comment: yup
    .string()
    .default('')
    .test('comment', function check(value) {
      if (!isSafeText(value)) return this.createError({ message: 'common:validation.forbiddenChars' });
      return isValidComment(value) ? true : this.createError({ message: 'cheques:validation.comment' });
    }),
});

export type CommentValues = yup.InferType<typeof commentSchema>;
