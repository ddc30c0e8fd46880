import { paymentBalance, paymentsFrom, receiptsFrom, type LedgerTransaction } from './receiptsAndPayments';

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
