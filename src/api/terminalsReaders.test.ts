// The staff's terminal readers (terminalsApi): docs/backend-contract.md, "Terminals, the staff's side".
import { readTerminal, readTransaction, readTransactionList, readTransactionsWithCheques } from './terminalsApi';

const terminal = { terminalId: 't1', name: 'גלבוע', terminalLink: 'gilboa', showFromName: true };
const transaction = { transactionId: 'tx1', transactionNumber: '1001', status: 'DONE', createdAt: '2026-03-01T10:00:00Z', totalChecks: 2, receiptNumber: 10021 };
const transactionRead = { ...transaction, receiptNumber: '10021' };
const cheque = { checkId: 'c1', amount: '1250.50', status: 'NEW' };
const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });

describe('readTerminal', () => {
  it.each<[string, unknown]>([
    ['under terminal (the mock)', { terminal }],
    ['bare', terminal],
    ['under data', { data: terminal }],
  ])('reads the terminal %s', (_name, reply) => {
    expect(readTerminal(reply)).toEqual(terminal);
  });

  it('reads the id as id, leaves out unknown fields and a redirect or logo that is no safe address', () => {
    expect(readTerminal({ terminal: { ...terminal, terminalId: undefined, id: 7, apiSecret: 's', redirectUrl: 'javascript:alert(1)', logo: 'data:text/html,x' } })).toEqual({ ...terminal, terminalId: '7' });
    expect(readTerminal({ terminal: { ...terminal, redirectUrl: 'https://gilboa.co.il/thanks' } }).redirectUrl).toBe('https://gilboa.co.il/thanks');
  });

  it.each<[string, unknown]>([['null', null], ['a list', [terminal]], ['no id', { terminal: { name: 'x' } }]])('refuses %s', (_name, reply) => {
    expect(() => readTerminal(reply)).toThrow(malformed);
  });
});

describe('readTransaction', () => {
  it.each<[string, unknown]>([
    ['under transaction (the mock)', { transaction }],
    ['with its cheques beside it (complete)', { transaction, checks: [cheque] }],
    ['bare', transaction],
  ])('reads the transaction %s', (_name, reply) => {
    expect(readTransaction(reply)).toEqual(transactionRead);
  });

  it('reads counts sent as strings as numbers, and leaves out counts that are no number', () => {
    expect(readTransaction({ transaction: { ...transaction, totalChecks: '3', totalFailed: 'x' } })).toEqual({ ...transactionRead, totalChecks: 3 });
  });

  it.each<[string, unknown]>([['nothing', undefined], ['a bare id', 'tx1'], ['no id', { transaction: { status: 'DONE' } }]])('refuses %s', (_name, reply) => {
    expect(() => readTransaction(reply)).toThrow(malformed);
  });
});

describe('readTransactionList', () => {
  const other = { ...transaction, transactionId: 'tx2' };
  const otherRead = { ...transactionRead, transactionId: 'tx2' };
  it.each<[string, unknown, ReturnType<typeof readTransactionList>]>([
    ['transactions and total (the mock)', { transactions: [transaction, other], total: 12 }, { transactions: [transactionRead, otherRead], total: 12 }],
    ['the total as a string', { transactions: [transaction], total: '12' }, { transactions: [transactionRead], total: 12 }],
    ['a bare list (total = its length)', [transaction, other], { transactions: [transactionRead, otherRead], total: 2 }],
    ['under data without total', { data: { transactions: [other] } }, { transactions: [otherRead], total: 1 }],
    ['null rows and rows without an id (dropped)', { transactions: [null, { status: 'NEW' }, other], total: 3 }, { transactions: [otherRead], total: 3 }],
  ])('reads %s', (_name, reply, expected) => {
    expect(readTransactionList(reply)).toEqual(expected);
  });

  it.each<[string, unknown]>([['text', 'oops'], ['the list as an object', { transactions: { tx1: transaction } }]])('refuses %s', (_name, reply) => {
    expect(() => readTransactionList(reply)).toThrow(malformed);
  });
});

describe('readTransactionsWithCheques', () => {
  it('reads the mock shape: each transaction with its cheques', () => {
    expect(readTransactionsWithCheques({ transactions: [{ ...transaction, checks: [cheque] }], total: 1 })).toEqual([{ ...transactionRead, checks: [cheque] }]);
  });

  it('reads a bare list, the cheques wrapped or missing', () => {
    expect(readTransactionsWithCheques([
      { transactionId: 'tx1', checks: { checks: [cheque] } },
      { transactionId: 'tx2', checks: { data: [cheque] } },
      { transactionId: 'tx3' },
      { transactionId: 'tx4', checks: 'none' },
    ])).toEqual([
      { transactionId: 'tx1', checks: [cheque] },
      { transactionId: 'tx2', checks: [cheque] },
      { transactionId: 'tx3', checks: [] },
      { transactionId: 'tx4', checks: [] },
    ]);
  });

  it('drops rows without a transaction id and rows that are no object', () => {
    expect(readTransactionsWithCheques({ data: [null, 'tx0', { status: 'DONE' }, { transactionId: 'tx5', checks: [] }] }).map((t) => t.transactionId)).toEqual(['tx5']);
  });

  it('refuses nothing readable: an error with a retry, never an empty list', () => {
    expect(() => readTransactionsWithCheques(null)).toThrow(malformed);
    expect(() => readTransactionsWithCheques({ total: 0 })).toThrow(malformed);
  });
});
