import * as yup from 'yup';
import { futureDateProblem, type DepositTiming } from '@/lib/chequeLaw/depositEligibility';
import { parseDate } from '@/lib/dates';

/** The options of a deposit, as the form holds them (every deposit screen). */
export interface DepositOptions {
  timing: DepositTiming;
  bankAccount: string;
  /** A future deposit's day as typed (parseDate: day/month/year with slash, dash or dot). */
  date: string;
}

const KEY = 'chequeLaw:form.errors';

/**
 * The form's own rules: an account, and for a future deposit a valid day after today. Whether a
 * cheque may go on that day (due date, validity, limits) is lib/chequeLaw/depositEligibility's
 * answer, shown beside each cheque, not a field error.
 */
export function depositOptionsSchema(todayIso: string) {
  return yup.object({
    timing: yup.string().oneOf(['now', 'future', 'dueDate']).required(),
    bankAccount: yup.string().required(`${KEY}.accountRequired`),
    date: yup.string().when('timing', ([timing], schema) =>
      timing !== 'future'
        ? schema
        : schema
            .required(`${KEY}.dateRequired`)
            .test('format', 'common:validation.date', (v) => parseDate(v) !== null)
            .test('future', `${KEY}.dateNotFuture`, (v) => !parseDate(v) || futureDateProblem(parseDate(v), todayIso) === null),
    ),
  });
}
