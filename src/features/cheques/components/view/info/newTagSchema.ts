import * as yup from 'yup';
import { shortNameProblem } from '@/lib/shortName';

export const NEW_TAG_COLOUR = '#1e88e5';

/**
 * A tag made from the cheque (spec sections 3, 5): a short name (at most 20 characters, without
 * < > &). An empty name is no error: there is nothing to create yet, and the button waits.
 */
export const newTagSchema = yup.object({
  name: yup
    .string()
    .default('')
    .test('name', function check(value) {
      const problem = shortNameProblem(value);
      if (problem === 'forbiddenChars') return this.createError({ message: 'common:validation.forbiddenChars' });
      return problem === 'tooLong' ? this.createError({ message: 'cheques:validation.max20' }) : true;
    }),
  color: yup.string().default(NEW_TAG_COLOUR),
});

export type NewTagValues = yup.InferType<typeof newTagSchema>;
