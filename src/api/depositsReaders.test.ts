// The deposit readers (GET /api/deposits/getDeposits, getDepositChecks, getDepositFeedback):
// docs/backend-contract.md, "Deposits".
import { readDeposit, readDepositCheques, readDepositFeedback, readDeposits } from './depositsApi';
import type { Deposit, DepositCheque } from './types/deposit';

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
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['checksCount', { checksCount: 4 }, 4],
    ['count as a string', { count: '4' }, 4],
    ['numberOfChecks', { numberOfChecks: 4 }, 4],
    ['a checks list', { checks: [{}, {}, {}, {}] }, 4],
    ['nothing', {}, 0],
    ['garbage', { count: 'many' }, 0],
  ])('counts the cheques from %s', (_name, raw, expected) => {
    expect(readDeposit({ id: 'd', ...raw }).checksCount).toBe(expected);
  });

  it('reads a bare deposit with only an id as UNKNOWN, amount 0, no dates', () => {
    expect(readDeposit({ _id: 'd2' })).toEqual({ id: 'd2', date: undefined, createdAt: undefined, status: 'UNKNOWN', amount: 0, checksCount: 0, bankAccount: undefined, feedbackId: undefined });
  });

  it('reads the feedback id under feedback.feedbackId too', () => {
    expect(readDeposit({ id: 'd', feedback: { feedbackId: 'fb3' } }).feedbackId).toBe('fb3');
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
    ['no list', { total: 0 }, []],
    ['null', null, []],
  ])('reads %s', (_name, reply, ids) => {
    expect(readDeposits(reply).map((d) => d.id)).toEqual(ids);
  });

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
    ] });
    expect(read.map((c) => [c.checkId, c.deletedByRetention])).toEqual([['a', true], ['b', true], ['c', false], ['d', false]]);
  });

  it('reads a cheque without status as UNKNOWN and without amount as 0; drops rows without an id or that are no object', () => {
    expect(readDepositCheques({ checks: [{ checkId: 'c2' }, { payee: 'x' }, null, 'c3'] })).toEqual([
      { checkId: 'c2', checkNumber: undefined, payee: undefined, amount: 0, checkDate: undefined, bank: undefined, branch: undefined, account: undefined, status: 'UNKNOWN', reason: undefined, deletedByRetention: false },
    ]);
  });

  it('reads nothing readable as no cheques', () => {
    expect(readDepositCheques(null)).toEqual([]);
    expect(readDepositCheques({ message: 'Deposit not found' })).toEqual([]);
  });
});

describe('readDepositFeedback', () => {
  it.each<[string, unknown, ReturnType<typeof readDepositFeedback>]>([
    ['under feedback (the mock)', { feedback: { feedbackId: 'fb1', fileName: 'feedback-d1.csv', createdAt: '2026-03-03T08:00:00Z' } }, { feedbackId: 'fb1', fileName: 'feedback-d1.csv', createdAt: '2026-03-03T08:00:00Z' }],
    ['bare, the id as id', { id: 'fb2', fileName: 'f.csv' }, { feedbackId: 'fb2', fileName: 'f.csv', createdAt: undefined }],
    ['under data, the id a number', { data: { feedbackId: 77 } }, { feedbackId: '77', fileName: undefined, createdAt: undefined }],
    ['a reply naming no feedback', { message: 'No deposit feedback available' }, null],
    ['an empty id', { feedback: { feedbackId: '' } }, null],
    ['null', null, null],
    ['a list', [{ feedbackId: 'fb1' }], null],
  ])('reads %s', (_name, reply, expected) => {
    expect(readDepositFeedback(reply)).toEqual(expected);
  });
});
