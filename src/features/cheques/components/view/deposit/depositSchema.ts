import * as yup from 'yup';
import { isDepositDateValid, parseDate } from '@/lib/dates';
import { exceedsDepositCap, type SafeType } from '@/lib/money';
import type { DepositMode } from './depositRules';

export interface DepositValues {
  mode: DepositMode;
  bankAccount: string;
  /** As typed, DD-MM-YYYY. */
  depositDate: string;
  depositOnDueDate: boolean;
}

export interface DepositContext {
  /** The cheque's due date, ISO. */
  dueIso: string;
  todayIso: string;
  amountAgorot: number;
  safeTypeOfAccount: (accountId: string) => SafeType;
}

const KEY = 'chequeMedia:deposit.errors';

/** Spec sections 5 and 9: required account, date rules, and the amount cap of the account's safe. */
export function depositSchema(ctx: DepositContext) {
  return yup.object({
    mode: yup
      .string()
      .oneOf(['now', 'future', 'again'])
      // Depositing today before the due date would make the deposit date earlier than the due date.
      .test('due', `${KEY}.dueNotReached`, (mode) => mode === 'future' || isDepositDateValid(ctx.todayIso, ctx.dueIso)),
    bankAccount: yup
      .string()
      .required(`${KEY}.bankAccountRequired`)
      .test('cap', ({ value }) => `${KEY}.cap.${ctx.safeTypeOfAccount(String(value))}`, (id) => !exceedsDepositCap(ctx.amountAgorot, ctx.safeTypeOfAccount(String(id)))),
    depositOnDueDate: yup.boolean(),
    depositDate: yup.string().when(['mode', 'depositOnDueDate'], ([mode, onDue], schema) =>
      mode !== 'future' || onDue
        ? schema
        : schema
            .required(`${KEY}.depositDateRequired`)
            .test('format', `${KEY}.dateFormat`, (v) => parseDate(v) !== null)
            .test('due', `${KEY}.beforeDue`, (v) => !parseDate(v) || isDepositDateValid(parseDate(v), ctx.dueIso))
            .test('future', `${KEY}.notFuture`, (v) => !parseDate(v) || String(parseDate(v)) > ctx.todayIso),
    ),
  });
}
