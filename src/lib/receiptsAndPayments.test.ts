import { balanceInWords, paymentBalance, paymentsFrom, receiptsFrom, requestTitle, totalsByTransaction, type LedgerTransaction, type PaymentBalance } from './receiptsAndPayments';

const tx = (over: Partial<LedgerTransaction>): LedgerTransaction => ({ transactionId: 'tt1', status: 'DONE', receiptNumber: '10001', checks: [], ...over });

describe('receiptsFrom', () => {
  it('lists finished transactions with a receipt number, newest first, with their cheques total', () => {
    const receipts = receiptsFrom([
      tx({ transactionId: 'a', createdAt: '2026-11-01T10:00:00Z', checks: [{ amount: 1250 }, { amount: '2500.50' }], fromName: ' משה כהן ', upr: 'PR-1' }),
      tx({ transactionId: 'b', createdAt: '2026-11-03T10:00:00Z', completedAt: '2026-11-04T08:00:00Z', status: 'RETRIEVED', receiptNumber: 10002 }),
      tx({ transactionId: 'c', status: 'IN_PROGRESS' }), // not finished
      tx({ transactionId: 'd', status: 'NEW' }),
      tx({ transactionId: 'e', receiptNumber: '' }), // no receipt number
      tx({ transactionId: 'f', receiptNumber: null }),
    ]);
    expect(receipts.map((r) => r.transactionId)).toEqual(['b', 'a']);
    expect(receipts[0]).toMatchObject({ receiptNumber: '10002', issuedAt: '2026-11-04T08:00:00Z', chequeCount: 0, totalAgorot: 0 });
    expect(receipts[1]).toMatchObject({ receiptNumber: '10001', payerName: 'משה כהן', chequeCount: 2, totalAgorot: 375050, requestNumber: 'PR-1' });
  });

  it('is empty without transactions', () => {
    expect(receiptsFrom([])).toEqual([]);
  });
});

describe('paymentBalance', () => {
  it.each<[number | null, number | null, string]>([
    [125000, 125000, 'exact'],
    [125000, 124999, 'short'], // one agora short
    [125000, 125001, 'over'], // one agora over
    [null, 100, 'unknown'],
    [100, null, 'unknown'],
  ])('asked %j, got %j -> %s', (requested, received, expected) => {
    expect(paymentBalance(requested, received)).toBe(expected);
  });
});

describe('paymentsFrom', () => {
  it('lists paid requests with what their transaction brought in', () => {
    const payments = paymentsFrom(
      [
        { requestNumber: 'PR-1', amount: 1250, status: 'DONE', transactionId: 'tt9', paidAt: '2026-11-05T10:00:00Z' },
        { requestNumber: 'PR-2', amount: '300', status: 'DONE', paidAt: '2026-11-06T10:00:00Z' }, // found by its number
        { requestNumber: 'PR-3', amount: 480, status: 'DONE' }, // no transaction known
        { requestNumber: 'PR-4', amount: 99, status: 'NEW' },
        { requestNumber: 'PR-5', amount: 99, status: 'CANCELED' },
      ],
      [
        tx({ transactionId: 'tt9', checks: [{ amount: 1000 }, { amount: 250 }], receiptNumber: 'R9' }),
        tx({ transactionId: 'tt8', upr: 'PR-2', checks: [{ amount: 299.99 }], completedAt: '2026-11-06T09:00:00Z' }),
      ],
    );
    expect(payments.map((p) => [p.requestNumber, p.balance, p.differenceAgorot])).toEqual([
      ['PR-2', 'short', -1],
      ['PR-1', 'exact', 0],
      ['PR-3', 'unknown', null],
    ]);
    expect(payments[1]).toMatchObject({ requestedAgorot: 125000, receivedAgorot: 125000, transactionId: 'tt9', receiptNumber: 'R9' });
    expect(payments[2]).toMatchObject({ receivedAgorot: null, transactionId: undefined, receiptNumber: undefined });
  });

  it('a transaction still in progress does not pay a request found by number', () => {
    const [payment] = paymentsFrom([{ requestNumber: 'PR-2', amount: 300, status: 'DONE' }], [tx({ upr: 'PR-2', status: 'IN_PROGRESS', checks: [{ amount: 300 }] })]);
    expect(payment.balance).toBe('unknown');
  });
});

describe('balanceInWords', () => {
  it.each<[PaymentBalance, number | null, PaymentBalance, number | null]>([
    ['over', 1439180, 'over', 1439180], // a surplus: the word and the amount, never brackets
    ['over', 1, 'over', 1], // one agora over
    ['short', -1000, 'short', 1000], // a shortfall: the amount without its minus
    ['short', -1, 'short', 1],
    ['exact', 0, 'exact', null],
    ['unknown', null, 'unknown', null],
    ['over', null, 'over', null], // no difference known: the word alone
    ['short', 0, 'short', null],
    ['over', 0.5, 'over', null], // not agorot
  ])('%s by %j -> %s %j', (balance, difference, word, amount) => {
    expect(balanceInWords(balance, difference)).toEqual({ word, amountAgorot: amount });
  });
});

describe('requestTitle', () => {
  it.each<[Parameters<typeof requestTitle>[0], string]>([
    [{ clientMessage: ' תיקון מזגן ', clientEmail: 'a@b.co' }, 'תיקון מזגן'],
    [{ clientMessage: '  ', clientEmail: 'a@b.co' }, 'a@b.co'],
    [{ clientMessage: null, clientEmail: undefined }, ''],
    [{}, ''],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (request, expected) => {
    expect(requestTitle(request)).toBe(expected);
  });
});

describe('totalsByTransaction', () => {
  it('sums each transaction\'s cheques exactly, none or unreadable amounts counting 0', () => {
    const totals = totalsByTransaction([
      { transactionId: 'a', checks: [{ amount: 1500 }, { amount: '2750.50' }] },
      { transactionId: 'b', checks: [] },
      { transactionId: 'c', checks: null },
      { transactionId: 'd', checks: [{ amount: 0.1 }, { amount: 0.2 }, { amount: 'x' }] },
    ]);
    expect([...totals]).toEqual([['a', 425050], ['b', 0], ['c', 0], ['d', 30]]);
  });
});
