// The staff's terminal readers (terminalsApi): docs/backend-contract.md, "Terminals, the staff's side".
import { readTerminal, readTransaction, readTransactionList, readTransactionsWithCheques } from './terminalsApi';

const terminal = { terminalId: 't1', name: 'גלבוע', terminalLink: 'gilboa', showFromName: true };
const transaction = { transactionId: 'tx1', transactionNumber: '1001', status: 'DONE', createdAt: '2026-03-01T10:00:00Z', totalChecks: 2, receiptNumber: 10021 };
const cheque = { checkId: 'c1', amount: '1250.50', status: 'NEW' };

describe('readTerminal', () => {
  it.each<[string, unknown]>([
    ['under terminal (the mock)', { terminal }],
    ['bare', terminal],
    ['under data', { data: terminal }],
  ])('reads the terminal %s', (_name, reply) => {
    expect(readTerminal(reply)).toEqual(terminal);
  });

  it('reads nothing readable as an empty terminal', () => {
    expect(readTerminal(null)).toEqual({});
    expect(readTerminal([terminal])).toEqual({});
  });
});

describe('readTransaction', () => {
  it.each<[string, unknown]>([
    ['under transaction (the mock)', { transaction }],
    ['with its cheques beside it (complete)', { transaction, checks: [cheque] }],
    ['bare', transaction],
  ])('reads the transaction %s', (_name, reply) => {
    expect(readTransaction(reply)).toEqual(transaction);
  });

  it('reads nothing readable as an empty transaction', () => {
    expect(readTransaction(undefined)).toEqual({});
    expect(readTransaction('tx1')).toEqual({});
  });
});

describe('readTransactionList', () => {
  const other = { ...transaction, transactionId: 'tx2' };
  it.each<[string, unknown, ReturnType<typeof readTransactionList>]>([
    ['transactions and total (the mock)', { transactions: [transaction, other], total: 12 }, { transactions: [transaction, other], total: 12 }],
    ['the total as a string', { transactions: [transaction], total: '12' }, { transactions: [transaction], total: 12 }],
    ['a bare list (total = its length)', [transaction, other], { transactions: [transaction, other], total: 2 }],
    ['under data without total', { data: { transactions: [other] } }, { transactions: [other], total: 1 }],
    ['nothing readable', 'oops', { transactions: [], total: 0 }],
  ])('reads %s', (_name, reply, expected) => {
    expect(readTransactionList(reply)).toEqual(expected);
  });
});

describe('readTransactionsWithCheques', () => {
  it('reads the mock shape: each transaction with its cheques', () => {
    expect(readTransactionsWithCheques({ transactions: [{ ...transaction, checks: [cheque] }], total: 1 })).toEqual([{ ...transaction, checks: [cheque] }]);
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

  it('reads nothing readable as no transactions', () => {
    expect(readTransactionsWithCheques(null)).toEqual([]);
    expect(readTransactionsWithCheques({ total: 0 })).toEqual([]);
  });
});
