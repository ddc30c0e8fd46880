import * as yup from 'yup';
import { stampProblem } from '@/lib/stampImage';

/** A stamp's text (spec sections 3, 5): the rule of lib/stampImage, its keys in `signing` (signing:stamp.errors.*). */
export const stampSchema = yup.object({
  text: yup
    .string()
    .default('')
    .test('stamp', function check(value) {
      const problem = stampProblem(value ?? '');
      return problem ? this.createError({ message: problem }) : true;
    }),
});

export type StampValues = yup.InferType<typeof stampSchema>;
