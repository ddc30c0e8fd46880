import { BLANK_CHEQUES_MAX, blankCountProblem, micrLine, nextChequeNumbers, printProblem, printSelectionProblem, type PrintCandidate, type PrintProblem } from './printing';

const cheque = (extra: Partial<PrintCandidate> = {}): PrintCandidate => ({ status: 'NEW', payee: 'משה לוי', amount: 1200, checkDate: '2026-04-01', ...extra });

describe('printProblem', () => {
  it.each<[string, PrintCandidate, PrintProblem | null]>([
    ['a new cheque', cheque(), null],
    ['awaiting delivery', cheque({ status: 'AWAITING_DELIVERY' }), null],
    ['awaiting delivery by CI3', cheque({ status: 'AWAITING_DELIVERY_CI3' }), null],
    ['awaiting deposit', cheque({ status: 'AWAITING_DEPOSIT' }), 'notPrintable'],
    ['awaiting the bank', cheque({ status: 'AWAITING_BANK' }), 'notPrintable'],
    ['received', cheque({ status: 'RECEIVED_DEPOSIT' }), 'notPrintable'],
    ['deleted flag', cheque({ isDeleted: true }), 'notPrintable'],
    ['no payee', cheque({ payee: '  ' }), 'noPayee'],
    ['zero amount', cheque({ amount: 0 }), 'noAmount'],
    ['0.01', cheque({ amount: '0.01' }), null],
    ['10,000,000.00', cheque({ amount: 10_000_000 }), null],
    ['10,000,000.01', cheque({ amount: '10000000.01' }), 'noAmount'],
    ['no amount', cheque({ amount: null }), 'noAmount'],
    ['no date', cheque({ checkDate: undefined }), 'noDate'],
    ['a date that is not ISO', cheque({ checkDate: '01/04/2026' }), 'noDate'],
  ])('%s -> %s', (_name, candidate, expected) => {
    expect(printProblem(candidate)).toBe(expected);
  });
});

describe('blankCountProblem', () => {
  it.each<[unknown, 'required' | 'range' | null]>([
    ['', 'required'],
    [undefined, 'required'],
    ['  ', 'required'],
    ['0', 'range'],
    ['1', null],
    [1, null],
    [String(BLANK_CHEQUES_MAX), null],
    [String(BLANK_CHEQUES_MAX + 1), 'range'],
    ['-1', 'range'],
    ['2.5', 'range'],
    ['abc', 'range'],
  ])('%s -> %s', (value, expected) => {
    expect(blankCountProblem(value)).toBe(expected);
  });
});

describe('printSelectionProblem', () => {
  it.each<[number, boolean, unknown, 'countRequired' | 'range' | null]>([
    [0, false, '', 'countRequired'],
    [2, false, '', null],
    [0, true, '', 'countRequired'],
    [0, true, '3', null],
    [5, true, '0', 'range'],
  ])('%s chosen, blank %s, count %s -> %s', (selected, blank, count, expected) => {
    expect(printSelectionProblem(selected, blank, count)).toBe(expected);
  });
});

describe('nextChequeNumbers', () => {
  it.each<[number | string | null, number, string[]]>([
    [1000123, 2, ['1000124', '1000125']],
    ['77', 1, ['78']],
    [null, 2, ['1', '2']],
    [-4, 1, ['1']],
    [5, 0, []],
  ])('after %s, %s -> %j', (last, count, expected) => {
    expect(nextChequeNumbers(last, count)).toEqual(expected);
  });
});

describe('micrLine', () => {
  it.each<[object, string]>([
    [{ checkNumber: '1000124', bank: '12', branch: '600', account: '123456' }, '001000124 12 600 000123456'],
    [{ checkNumber: '1', bank: '9', branch: '1', account: '1' }, '000000001 09 001 000000001'],
    [{ checkNumber: '1234567890', bank: '12', branch: '600', account: '1' }, ''],
    [{ checkNumber: '1', bank: '12', branch: '6a0', account: '1' }, ''],
    [{ bank: '12', branch: '600', account: '1' }, ''],
  ])('%o -> "%s"', (parts, expected) => {
    expect(micrLine(parts)).toBe(expected);
  });
});
