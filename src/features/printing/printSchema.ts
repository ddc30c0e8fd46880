import * as yup from 'yup';
import { blankCountProblem, PRINT_PAPERS, type PrintPaper } from '@/lib/printing';

export interface PrintValues {
  source: 'cheques' | 'blank';
  blankCount: string;
  bankAccount: string;
  printerKeyId: string;
  paper: PrintPaper;
}

const KEY = 'printing:setup.errors';

/** Spec section 5 "a cheque count must be chosen"; an account and a printer are required. */
export const printSchema = yup.object({
  source: yup.string().oneOf(['cheques', 'blank']).required(),
  bankAccount: yup.string().required(`${KEY}.accountRequired`),
  printerKeyId: yup.string().required(`${KEY}.printerRequired`),
  paper: yup.string().oneOf([...PRINT_PAPERS]).required(),
  blankCount: yup.string().when('source', ([source], schema) =>
    source !== 'blank' ? schema : schema.test('count', ({ value }) => (blankCountProblem(value) === 'required' ? `${KEY}.countRequired` : `${KEY}.countRange`), (v) => blankCountProblem(v) === null),
  ),
});
