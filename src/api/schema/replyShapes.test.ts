// Every reply schema against the shapes a backend we have never met might send (docs/backend-contract.md,
// "How replies are read"): the documented shape, extra fields, null rows, an object for a list, a
// row or a reply without its id, money that is no number, numbers sent as strings, a list for an
// object. Pure: each schema reads a value, no request is made.
import { readBankAccount, readBankAccounts } from '../bankAccountsApi';
import { readDepositCheques, readDepositFeedback, readDeposits } from '../depositsApi';
import { readKeys, readNewKey } from '../keysApi';
import { readPaymentRequest, readPaymentRequestList } from '../paymentRequestsApi';
import { readPrices } from '../paymentsApi';
import { readCharges } from '../reportsApi';
import { readSafeBox } from '../safeBoxApi';
import { readSignatures } from '../signaturesApi';
import { readSignLink, toSignLinkImages } from '../signLinkCalls';
import { readTags } from '../tagsApi';
import { readTerminalSession } from '../terminalCalls';
import { readTerminal, readTransaction, readTransactionList, readTransactionsWithCheques } from '../terminalsApi';
import { clearDrifts, driftReports } from './drift';

type Row = Record<string, unknown>;
const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });

interface ListReply {
  read: (reply: unknown) => unknown;
  /** The rows read, out of what `read` returns. */
  rows?: (read: never) => unknown[];
  key: string;
  row: Row;
  id: string;
  money?: string;
  /** A field sent as a numeric string, and the number it reads as. */
  number?: [string, string, number];
}

const rowsOf = (list: ListReply, reply: unknown): Row[] => {
  const read = list.read(reply);
  return (list.rows ? list.rows(read as never) : read) as Row[];
};

const LISTS: Record<string, ListReply> = {
  deposits: { read: readDeposits, key: 'deposits', row: { id: 'd1', amount: '1250.50', status: 'ACCEPTED', checksCount: 2 }, id: 'id', money: 'amount', number: ['checksCount', '3', 3] },
  'deposit cheques': { read: readDepositCheques, key: 'checks', row: { checkId: 'c1', amount: 80, status: 'RECEIVED_DEPOSIT' }, id: 'checkId' },
  prices: { read: readPrices, key: 'prices', row: { id: 'p1', credits: 100, total: '118.00' }, id: 'credits', money: 'total', number: ['credits', '250', 250] },
  charges: { read: readCharges, rows: (r: { charges: unknown[] }) => r.charges, key: 'charges', row: { id: 'ch1', credits: 10, actionType: 'IN', amount: '12.50' }, id: 'id', number: ['credits', '7', 7] },
  'payment requests': {
    read: readPaymentRequestList,
    rows: (r: { paymentRequests: unknown[] }) => r.paymentRequests,
    key: 'paymentRequests',
    row: { requestNumber: '17', amount: '1250.00', status: 'NEW' },
    id: 'requestNumber',
    money: 'amount',
  },
  keys: { read: readKeys, key: 'keys', row: { keyId: 'pk1', name: 'משרד' }, id: 'keyId' },
  'terminal transactions': {
    read: readTransactionList,
    rows: (r: { transactions: unknown[] }) => r.transactions,
    key: 'transactions',
    row: { transactionId: 'tx1', status: 'DONE', totalChecks: 2 },
    id: 'transactionId',
    number: ['totalChecks', '4', 4],
  },
  'workspace transactions': { read: readTransactionsWithCheques, key: 'transactions', row: { transactionId: 'tx1', checks: [] }, id: 'transactionId' },
  'bank accounts': {
    read: readBankAccounts,
    key: 'accounts',
    row: { id: 'a1', bank: '12', branch: '345', accountNumber: '123456', amount_of_signators: 1 },
    id: 'id',
    number: ['amount_of_signators', '2', 2],
  },
  tags: { read: readTags, key: 'tags', row: { id: 't1', name: 'דחוף', color: '#ff0000' }, id: 'id' },
  signatures: { read: readSignatures, key: 'signatures', row: { name: 'דנה', signaturePath: '/s/1.png', type: 'signature' }, id: 'signaturePath' },
  "a sign link's cheques": {
    read: readSignLink,
    rows: (r: { checks: unknown[] }) => r.checks,
    key: 'checks',
    row: { checkId: 'c1', amount: '80.00', status: 'NEW' },
    id: 'checkId',
    money: 'amount',
  },
  "a sign link's pictures": {
    read: toSignLinkImages,
    rows: (r: Record<string, unknown>) => Object.entries(r).map(([checkId, sides]) => ({ checkId, ...(sides as Row) })),
    key: 'images',
    row: { checkId: 'c1', front: '/api/check/images/front/c1' },
    id: 'checkId',
  },
};

describe.each(Object.entries(LISTS))('the list reply of %s', (_name, list) => {
  const { key, row, id } = list;
  const reply = (...rows: unknown[]) => ({ [key]: rows });

  it('reads the documented shape, bare and under data too', () => {
    expect(rowsOf(list, reply(row))).toHaveLength(1);
    expect(rowsOf(list, { data: reply(row) })).toHaveLength(1);
  });

  it('leaves out fields it does not know', () => {
    expect(rowsOf(list, reply({ ...row, password: 'x', cardNumber: '4580' }))[0]).not.toHaveProperty('password');
  });

  it('drops a null row and reports the drift once, naming the list', () => {
    clearDrifts();
    expect(rowsOf(list, reply(null, row, null))).toHaveLength(1);
    expect(driftReports().map(({ field, received, failed }) => ({ field, received, failed }))).toEqual([{ field: `${key}[]`, received: 'null', failed: false }]);
  });

  it('refuses an object for the list: an error with a retry, never an empty list', () => {
    expect(() => list.read({ [key]: { a: row } })).toThrow(malformed);
  });

  it('drops a row without its id, and refuses a list none of whose rows has one', () => {
    const noId = { ...row, [id]: undefined };
    expect(rowsOf(list, reply(noId, row))).toHaveLength(1);
    expect(() => list.read(reply(noId))).toThrow(malformed);
  });

});

describe.each(Object.entries(LISTS).flatMap(([name, list]) => (list.money ? [[name, list, list.money] as const] : [])))('the money of %s', (_name, list, money) => {
  it('drops a row whose money is NaN or no decimal', () => {
    const { key, row } = list;
    expect(rowsOf(list, { [key]: [{ ...row, [money]: Number.NaN }, { ...row, [money]: '12,5' }, { ...row, [money]: 'abc' }, row] })).toHaveLength(1);
  });
});

describe.each(Object.entries(LISTS).flatMap(([name, list]) => (list.number ? [[name, list, list.number] as const] : [])))('the numbers of %s', (_name, list, [field, sent, read]) => {
  it(`reads ${field} sent as a string`, () => {
    expect(rowsOf(list, { [list.key]: [{ ...list.row, [field]: sent }] })[0][field]).toBe(read);
  });
});

interface ObjectReply {
  read: (reply: unknown) => unknown;
  key: string;
  good: Row;
  id: string;
  money?: string;
  /** What the read reply holds the object under (when it is not the reply itself). */
  inside?: string;
}

const OBJECTS: Record<string, ObjectReply> = {
  'a payment request': { read: readPaymentRequest, key: 'paymentRequest', good: { requestNumber: '17', amount: 80, status: 'NEW' }, id: 'requestNumber', money: 'amount' },
  'a terminal': { read: readTerminal, key: 'terminal', good: { terminalId: 't1', name: 'גלבוע', terminalLink: 'gilboa' }, id: 'terminalId' },
  "a payer's terminal": { read: readTerminalSession, key: 'terminal', good: { terminalId: 't1', name: 'גלבוע' }, id: 'terminalId', inside: 'terminal' },
  'a transaction': { read: readTransaction, key: 'transaction', good: { transactionId: 'tx1', status: 'DONE' }, id: 'transactionId' },
  'a bank account': { read: readBankAccount, key: 'account', good: { id: 'a1', bank: '12', branch: '345', accountNumber: '123456' }, id: 'id' },
  'a safe box': { read: readSafeBox, key: 'safeBox', good: { id: 'sb1', safeType: 'private', userName: 'u' }, id: 'id' },
  'a new key': { read: readNewKey, key: 'key', good: { keyId: 'pk1', name: 'n', key: 'prk_1' }, id: 'keyId' },
  "a deposit's feedback": { read: readDepositFeedback, key: 'feedback', good: { feedbackId: 'fb1', fileName: 'f.csv' }, id: 'feedbackId' },
};

describe.each(Object.entries(OBJECTS))('the reply of %s', (_name, one) => {
  const { read, key, good, id, inside } = one;
  const readOne = (reply: unknown) => {
    const out = read(reply) as Row;
    return (inside ? out[inside] : out) as Row;
  };

  it('reads the documented shape, also under data', () => {
    expect(readOne({ [key]: good })).toMatchObject(good);
    expect(readOne({ data: good })).toMatchObject(good);
  });

  it('leaves out fields it does not know', () => {
    expect(readOne({ [key]: { ...good, password: 'x' } })).not.toHaveProperty('password');
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['text', 'ok'],
    ['a list for the object', [good]],
    ['the object as a list', { [key]: [good] }],
  ])('refuses %s', (_case, reply) => {
    expect(() => read(reply)).toThrow(malformed);
  });

  it('refuses the object without its id', () => {
    expect(() => read({ [key]: { ...good, [id]: undefined } })).toThrow(malformed);
    expect(() => read({ [key]: { ...good, [id]: '' } })).toThrow(malformed);
  });
});

describe.each(Object.entries(OBJECTS).flatMap(([name, one]) => (one.money ? [[name, one, one.money] as const] : [])))('the money of %s', (_name, { read, key, good }, money) => {
  it('refuses money that is NaN or no decimal', () => {
    expect(() => read({ [key]: { ...good, [money]: Number.NaN } })).toThrow(malformed);
    expect(() => read({ [key]: { ...good, [money]: '1.2.3' } })).toThrow(malformed);
  });
});
