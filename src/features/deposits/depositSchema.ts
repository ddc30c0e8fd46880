import * as yup from 'yup';
import { parseDate } from '@/lib/dates';
import { futureDateProblem, type DepositTiming } from '@/lib/depositBatch';

export interface DepositOptions {
  timing: DepositTiming;
  /** As typed, DD-MM-YYYY (future deposits). */
  date: string;
  bankAccount: string;
}

const KEY = 'deposits:workspace.errors';

/** Spec sections 5 and 9: an account; a future deposit needs a valid day after today. */
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
