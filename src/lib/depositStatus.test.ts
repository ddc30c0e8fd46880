import { chequeOutcome, depositStatusOf, isDepositStatus, totalsByStatus, type ChequeOutcome, type DepositStatus } from './depositStatus';

describe('chequeOutcome', () => {
  it.each<[string | undefined, ChequeOutcome]>([
    ['AWAITING_DEPOSIT', 'scheduled'],
    ['PROCESSING_DEPOSIT', 'processing'],
    ['AWAITING_BANK', 'processing'],
    ['AWAITING_BANK_ACK', 'processing'],
    ['RECEIVED_DEPOSIT', 'accepted'],
    ['RECEIVED_BANK', 'accepted'],
    ['REJECTED_BANK', 'rejected'],
    ['REJECTED', 'rejected'],
    ['NEW', 'left'],
    ['DELETED', 'left'],
    [undefined, 'left'],
  ])('%s -> %s', (status, expected) => {
    expect(chequeOutcome(status)).toBe(expected);
  });
});

describe('depositStatusOf', () => {
  it.each<[ChequeOutcome[], DepositStatus]>([
    [[], 'CANCELED'],
    [['left', 'left'], 'CANCELED'],
    [['scheduled'], 'PENDING'],
    [['scheduled', 'left'], 'PENDING'],
    [['scheduled', 'processing'], 'PROCESSING'],
    [['scheduled', 'accepted'], 'PROCESSING'],
    [['processing', 'accepted'], 'PROCESSING'],
    [['accepted', 'accepted'], 'ACCEPTED'],
    [['accepted', 'left'], 'ACCEPTED'],
    [['accepted', 'rejected'], 'PARTLY_REJECTED'],
    [['rejected', 'accepted', 'accepted'], 'PARTLY_REJECTED'],
    [['rejected'], 'REJECTED'],
    [['rejected', 'left'], 'REJECTED'],
  ])('%j -> %s', (outcomes, expected) => {
    expect(depositStatusOf(outcomes)).toBe(expected);
  });
});

describe('isDepositStatus', () => {
  it.each<[unknown, boolean]>([
    ['PARTLY_REJECTED', true],
    ['ACCEPTED', true],
    ['partly_rejected', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (value, expected) => {
    expect(isDepositStatus(value)).toBe(expected);
  });
});

describe('totalsByStatus', () => {
  it('counts and sums each status in the fixed order, exactly in agorot', () => {
    const rows = [
      { status: 'ACCEPTED', amount: 0.1 },
      { status: 'PARTLY_REJECTED', amount: '100.05' },
      { status: 'ACCEPTED', amount: 0.2 },
      { status: 'PENDING', amount: 5 },
      { status: 'SOMETHING_NEW', amount: 1 },
    ];
    expect(totalsByStatus(rows)).toEqual([
      { status: 'PENDING', count: 1, totalAgorot: 500 },
      { status: 'ACCEPTED', count: 2, totalAgorot: 30 },
      { status: 'PARTLY_REJECTED', count: 1, totalAgorot: 10005 },
      { status: 'SOMETHING_NEW', count: 1, totalAgorot: 100 },
    ]);
  });

  it('is empty for no rows and counts a missing amount as zero', () => {
    expect(totalsByStatus([])).toEqual([]);
    expect(totalsByStatus([{ status: null, amount: null }])).toEqual([{ status: 'UNKNOWN', count: 1, totalAgorot: 0 }]);
  });
});
