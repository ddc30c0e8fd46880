// The deposit readers (GET /api/deposits/getDeposits, getDepositChecks, getDepositFeedback):
// docs/backend-contract.md, "Deposits".
import { readDepositCheques, readDepositFeedback, readDeposits } from './depositsApi';
import type { Deposit, DepositCheque } from './types/deposit';

const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });
const readDeposit = (raw: Record<string, unknown>) => readDeposits({ deposits: [raw] })[0];

const mockDeposit = { id: 'd1', date: '2026-03-02', createdAt: '2026-03-01T09:00:00Z', status: 'ACCEPTED', amount: '1250.50', checksCount: 3, bankAccount: 'acc1', feedbackId: 'fb1' };
const mockDepositRead: Deposit = { ...mockDeposit };

describe('readDeposit', () => {
  it('reads the mock shape as it is', () => {
    expect(readDeposit(mockDeposit)).toEqual(mockDepositRead);
  });

  it('reads the other names: depositId, depositDate, creationDate, totalAmount, a checks list, accountId, feedback.id', () => {
    expect(readDeposit({ depositId: 12, depositDate: '2026-03-02', creationDate: '2026-03-01', status: 'PENDING', totalAmount: 80, checks: [{ checkId: 'a' }, { checkId: 'b' }], accountId: 'acc2', feedback: { id: 'fb9' } })).toEqual({
      id: '12', date: '2026-03-02', createdAt: '2026-03-01', status: 'PENDING', amount: 80, checksCount: 2, bankAccount: 'acc2', feedbackId: 'fb9',
    });
    expect(readDeposit({ ...mockDeposit, secret: 'x' })).not.toHaveProperty('secret');
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['checksCount', { checksCount: 4 }, 4],
    ['count as a string', { count: '4' }, 4],
    ['numberOfChecks', { numberOfChecks: 4 }, 4],
    ['a checks list', { checks: [{}, {}, {}, {}] }, 4],
    ['nothing', {}, 0],
    ['garbage', { count: 'many' }, 0],
  ])('counts the cheques from %s', (_name, raw, expected) => {
    expect(readDeposit({ id: 'd', amount: 1, ...raw }).checksCount).toBe(expected);
  });

  it('reads a deposit with only an id and its amount as UNKNOWN, no cheques, no dates', () => {
    expect(readDeposit({ _id: 'd2', amount: '5' })).toEqual({ id: 'd2', status: 'UNKNOWN', amount: '5', checksCount: 0 });
  });

  it('reads the feedback id under feedback.feedbackId too', () => {
    expect(readDeposit({ id: 'd', amount: 1, feedback: { feedbackId: 'fb3' } }).feedbackId).toBe('fb3');
  });

  it.each<[string, unknown]>([['missing', undefined], ['not a number', 'abc'], ['NaN', Number.NaN], ['an object', { value: 5 }]])('drops a deposit whose amount is %s (money is never guessed)', (_name, amount) => {
    expect(readDeposits({ deposits: [{ ...mockDeposit, id: 'bad', amount }, mockDeposit] }).map((d) => d.id)).toEqual(['d1']);
  });
});

describe('readDeposits', () => {
  it.each<[string, unknown, string[]]>([
    ['the mock shape: deposits and total', { deposits: [mockDeposit, { ...mockDeposit, id: 'd2' }], total: 2 }, ['d1', 'd2']],
    ['a bare list', [mockDeposit], ['d1']],
    ['a list under data', { data: [mockDeposit] }, ['d1']],
    ['deposits under data', { data: { deposits: [mockDeposit] } }, ['d1']],
    ['a row without an id (dropped)', { deposits: [{ status: 'PENDING' }, mockDeposit] }, ['d1']],
    ['garbage rows (dropped)', { deposits: [null, 'x', 7, mockDeposit] }, ['d1']],
    ['an empty list', { deposits: [], total: 0 }, []],
  ])('reads %s', (_name, reply, ids) => {
    expect(readDeposits(reply).map((d) => d.id)).toEqual(ids);
  });

  it.each<[string, unknown]>([['no list', { total: 0 }], ['null', null], ['deposits as an object', { deposits: { d1: mockDeposit } }], ['only rows without an id', { deposits: [{ amount: 1 }] }]])(
    'refuses %s: an error the screen shows with its retry, never an empty list',
    (_name, reply) => {
      expect(() => readDeposits(reply)).toThrow(malformed);
    },
  );

  it('keeps the amount exactly as sent', () => {
    expect(readDeposits({ deposits: [mockDeposit, { id: 'd2', amount: 0.1 }] }).map((d) => d.amount)).toEqual(['1250.50', 0.1]);
  });
});

describe('readDepositCheques', () => {
  const mockCheque = { checkId: 'c1', checkNumber: '0004512', payee: 'גלבוע סחר', amount: '1250.50', checkDate: '2026-03-15', bank: '12', branch: '345', account: '123456', status: 'RECEIVED_DEPOSIT' };
  const mockChequeRead: DepositCheque = { ...mockCheque, reason: undefined, deletedByRetention: false };

  it.each<[string, unknown]>([
    ['under checks (the mock)', { checks: [mockCheque] }],
    ['under cheques', { cheques: [mockCheque] }],
    ['bare', [mockCheque]],
    ['under data', { data: { checks: [mockCheque] } }],
  ])('reads the list %s', (_name, reply) => {
    expect(readDepositCheques(reply)).toEqual([mockChequeRead]);
  });

  it('reads the other names and numbers as text: id, outcome, rejectReason', () => {
    expect(readDepositCheques([{ id: 9, checkNumber: 4512, amount: 80, bank: 12, branch: 345, account: 123456, outcome: 'REJECTED_BANK', rejectReason: 'אין כיסוי' }])).toEqual([
      { checkId: '9', checkNumber: '4512', payee: undefined, amount: 80, checkDate: undefined, bank: '12', branch: '345', account: '123456', status: 'REJECTED_BANK', reason: 'אין כיסוי', deletedByRetention: false },
    ]);
  });

  it('marks a cheque deleted by retention by its flag or by a message that says so', () => {
    const read = readDepositCheques({ checks: [
      { checkId: 'a', deletedByRetention: true },
      { checkId: 'b', message: 'Check deleted by retention policy' },
      { checkId: 'c', message: 'Check not found' },
      { checkId: 'd', deletedByRetention: 'true' },
      { checkId: 'e', deletedByRetention: 'yes' },
    ] });
    expect(read.map((c) => [c.checkId, c.deletedByRetention])).toEqual([['a', true], ['b', true], ['c', false], ['d', true], ['e', false]]);
  });

  it('reads a cheque without status as UNKNOWN and without amount (deleted by retention) as 0; drops rows without an id or that are no object', () => {
    expect(readDepositCheques({ checks: [{ checkId: 'c2' }, { payee: 'x' }, null, 'c3'] })).toEqual([{ checkId: 'c2', amount: 0, status: 'UNKNOWN', deletedByRetention: false }]);
  });

  it('reads an amount that is no money as 0, never NaN', () => {
    expect(readDepositCheques({ checks: [{ checkId: 'c2', amount: 'abc' }] })[0].amount).toBe(0);
  });

  it('refuses nothing readable: an error with a retry, never an empty list', () => {
    expect(() => readDepositCheques(null)).toThrow(malformed);
    expect(() => readDepositCheques({ message: 'Deposit not found' })).toThrow(malformed);
    expect(() => readDepositCheques({ checks: { c1: mockCheque } })).toThrow(malformed);
  });
});

describe('readDepositFeedback', () => {
  it.each<[string, unknown, ReturnType<typeof readDepositFeedback>]>([
    ['under feedback (the mock)', { feedback: { feedbackId: 'fb1', fileName: 'feedback-d1.csv', createdAt: '2026-03-03T08:00:00Z' } }, { feedbackId: 'fb1', fileName: 'feedback-d1.csv', createdAt: '2026-03-03T08:00:00Z' }],
    ['bare, the id as id', { id: 'fb2', fileName: 'f.csv' }, { feedbackId: 'fb2', fileName: 'f.csv', createdAt: undefined }],
    ['under data, the id a number', { data: { feedbackId: 77 } }, { feedbackId: '77', fileName: undefined, createdAt: undefined }],
    ['none yet', { feedback: null }, null],
  ])('reads %s', (_name, reply, expected) => {
    expect(readDepositFeedback(reply)).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ['a reply naming no feedback', { message: 'No deposit feedback available' }],
    ['an empty id', { feedback: { feedbackId: '' } }],
    ['null', null],
    ['a list', [{ feedbackId: 'fb1' }]],
  ])('refuses %s', (_name, reply) => {
    expect(() => readDepositFeedback(reply)).toThrow(malformed);
  });
});
