import type { Deposit, DepositCheque, DepositFeedback } from '../types/deposit';
import { alias, bool, either, id, isBare, list, map, money, num, obj, opt, text, type Schema } from './fields';

/*
 * Spec section 3, Deposit, and a deposit's cheques and feedback file (docs/backend-contract.md,
 * "Deposits"). Strict: ids and money (a deposit's amount; a cheque's when it is sent).
 */

/** How many cheques: a count (also a numeric string) or the list of them. */
const count: Schema<number> = either(
  Array.isArray,
  map(list(either<unknown>(isBare, id(), obj({}))), (rows) => rows.length),
  num(),
);

export const DepositSchema: Schema<Deposit> = map(
  alias(
    obj({
      id: id(),
      date: opt(text()),
      createdAt: opt(text()),
      status: opt(text(), () => 'UNKNOWN'),
      amount: money(),
      checksCount: opt(count, () => 0),
      bankAccount: opt(text()),
      feedbackId: opt(text()),
      feedback: opt(alias(obj({ id: id() }), { id: ['feedbackId'] })),
    }),
    {
      id: ['depositId', '_id'],
      date: ['depositDate'],
      createdAt: ['creationDate'],
      amount: ['totalAmount'],
      checksCount: ['checks', 'count', 'numberOfChecks'],
      bankAccount: ['accountId'],
    },
  ),
  ({ feedback, ...deposit }) => ({ ...deposit, feedbackId: deposit.feedbackId || feedback?.id }),
);

const RETENTION = /retention/i;

/**
 * A cheque of a deposit with its own outcome. One deleted by the workspace's retention setting
 * (section 8) carries `deletedByRetention: true` or a message that says so, and may come without
 * its amount (then 0, reported as drift).
 */
export const DepositChequeSchema: Schema<DepositCheque> = map(
  alias(
    obj({
      checkId: id(),
      checkNumber: opt(text()),
      payee: opt(text()),
      amount: opt(money(), () => 0),
      checkDate: opt(text()),
      bank: opt(text()),
      branch: opt(text()),
      account: opt(text()),
      status: opt(text(), () => 'UNKNOWN'),
      reason: opt(text()),
      deletedByRetention: opt(bool()),
      message: opt(text()),
    }),
    { checkId: ['id'], status: ['outcome'], reason: ['rejectReason'] },
  ),
  ({ message, deletedByRetention, ...cheque }) => ({ ...cheque, deletedByRetention: deletedByRetention === true || RETENTION.test(message ?? '') }),
);

export const DepositFeedbackSchema: Schema<DepositFeedback> = alias(obj({ feedbackId: id(), fileName: opt(text()), createdAt: opt(text()) }), { feedbackId: ['id'] });
