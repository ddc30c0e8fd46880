import { capabilityConflict, hasAccountDetails, isValidAccountNumber, isValidBankCode, isValidBranch, signatorsProblem } from './bankAccountRules';

describe('isValidBankCode (1-2 digits)', () => {
  it.each<[unknown, boolean]>([['12', true], ['4', true], ['04', true], [12, true], ['123', false], ['', false], ['0', false], ['00', false], ['1a', false], [' 12 ', true]])('%j -> %j', (v, ok) => {
    expect(isValidBankCode(v)).toBe(ok);
  });
});

describe('isValidBranch (1-3 digits, not zeros)', () => {
  it.each<[unknown, boolean]>([['1', true], ['571', true], ['0571', false], ['000', false], ['0', false], ['', false], ['57a', false], [571, true]])('%j -> %j', (v, ok) => {
    expect(isValidBranch(v)).toBe(ok);
  });
});

describe('isValidAccountNumber (2-9 digits, not zeros)', () => {
  it.each<[unknown, boolean]>([['1', false], ['12', true], ['041116', true], ['123456789', true], ['1234567890', false], ['000000', false], ['12-34', false], ['', false]])('%j -> %j', (v, ok) => {
    expect(isValidAccountNumber(v)).toBe(ok);
  });
});

describe('hasAccountDetails (§5 "Deposit option")', () => {
  it.each<[object, boolean]>([
    [{ bank: '12', branch: '571', accountNumber: '041116' }, true],
    [{ bank: '', branch: '571', accountNumber: '041116' }, false],
    [{ bank: '12', branch: '', accountNumber: '041116' }, false],
    [{ bank: '12', branch: '571', accountNumber: '' }, false],
    [{}, false],
  ])('%j -> %j', (a, ok) => {
    expect(hasAccountDetails(a)).toBe(ok);
  });
});

describe('signatorsProblem', () => {
  it.each<[unknown, unknown[] | null, string | null]>([
    [1, ['u1'], null],
    [2, ['u1', 'u2'], null],
    [1, [], 'noSignator'],
    [1, null, 'noSignator'],
    [0, ['u1'], 'requiredOutOfRange'],
    [6, ['a', 'b', 'c', 'd', 'e', 'f'], 'requiredOutOfRange'],
    [5, ['a', 'b', 'c', 'd', 'e'], null],
    [2, ['u1'], 'moreRequiredThanSelected'],
    ['2', ['u1', 'u2'], null],
    ['x', ['u1'], 'requiredOutOfRange'],
  ])('%j of %j -> %j', (required, selected, expected) => {
    expect(signatorsProblem(required, selected)).toBe(expected);
  });
});

describe('capabilityConflict', () => {
  it.each<[object, string | null]>([
    [{ payeeOnly: true, can_print: true }, 'payeeOnlyPrints'],
    [{ payeeOnly: true, can_deposit: true }, null],
    [{ can_print: true, can_deposit: true }, null],
    [{}, null],
  ])('%j -> %j', (flags, expected) => {
    expect(capabilityConflict(flags)).toBe(expected);
  });
});
