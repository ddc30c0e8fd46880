import { bankAccountWarning, bankRuleOf, checkBankAccount, type BankRule } from './bankAccountCheck';

// The worked examples of Masav's document (shared/docs/israeli-banks.md) must pass.
describe('the worked examples pass', () => {
  it.each<[string, string, string, BankRule]>([
    ['10', '607', '11710022', 'leumi'],
    ['12', '571', '041116', 'hapoalim'],
    ['11', '000', '000032018', 'discount'],
    ['20', '406', '160778', 'mizrahi'],
    ['31', '000', '000032018', 'firstInternational'],
    ['9', '000', '059121900', 'postal'],
    ['22', '000', '700241017', 'citibank'],
    ['4', '284', '050067', 'yahav'],
  ])('%s/%s/%s (%s)', (bank, branch, account, rule) => {
    expect(checkBankAccount(bank, branch, account)).toEqual({ status: 'valid', rule });
  });
});

describe('a changed digit fails as a warning', () => {
  it.each<[string, string, string]>([
    ['12', '571', '041117'], // the document's own counter-example
    ['10', '607', '11710023'],
    ['11', '000', '000032019'],
    ['20', '406', '160779'],
    ['9', '000', '059121901'],
    ['22', '000', '700241018'],
    ['4', '284', '050068'],
    ['12', '572', '041116'], // the branch is part of the sum
  ])('%s/%s/%s', (bank, branch, account) => {
    expect(checkBankAccount(bank, branch, account).status).toBe('warning');
  });
});

describe('rules by bank, both sides of each remainder', () => {
  it.each<[string, string, string, 'valid' | 'warning']>([
    // Leumi family: sum mod 100 in {90, 72, 70, 60, 20}; 11710022 sums to 190.
    ['13', '607', '11710022', 'valid'],
    ['34', '607', '11710022', 'valid'],
    ['10', '607', '11710004', 'valid'], // 172 -> 72
    ['10', '607', '11710002', 'valid'], // 170 -> 70
    ['10', '607', '11710021', 'warning'], // 189 -> 89
    ['10', '607', '11709992', 'warning'],
    // Hapoalim: the stem 04111 at branch 571 sums to 137 (5 mod 11): remainders 0, 2, 4, 6 pass.
    ['12', '571', '041111', 'valid'], // 6
    ['12', '571', '041118', 'valid'], // 2
    ['12', '571', '041128', 'valid'], // 4
    ['12', '571', '041110', 'warning'], // 5
    ['12', '571', '041119', 'warning'], // 3
    ['12', '571', '041117', 'warning'], // 1
    ['12', '571', '41116', 'valid'], // left-padded
    // Yahav: only 0 and 2; 050071 leaves 4, which Hapoalim takes and Yahav does not.
    ['4', '284', '050069', 'valid'],
    ['4', '284', '050071', 'warning'],
    ['04', '284', '050067', 'valid'],
    // Mizrahi: a branch above 400 loses 400, so 406 is checked as 6; 400 itself is not above.
    ['20', '006', '160778', 'valid'],
    ['20', '400', '160778', 'warning'],
    ['20', '406', '160780', 'warning'],
    // Discount and Mercantile: 0, 2, 4 (000032018 sums to 33).
    ['17', '000', '000032018', 'valid'],
    ['11', '000', '000032013', 'warning'], // 28 -> 6
    // First International and Poaley Agudat Israel: 0 or 6.
    ['52', '000', '000032018', 'valid'],
    ['31', '000', '000032013', 'valid'], // 28 -> 6
    ['31', '000', '000032020', 'warning'], // 35 -> 2
    // Postal: the sum is divisible by 10.
    ['9', '000', '059121910', 'warning'],
    ['09', '000', '059121900', 'valid'],
    // Citibank: 11 - (59 mod 11) = 7 is the check digit.
    ['22', '000', '700241016', 'warning'],
    ['22', '000', '700241010', 'warning'],
    // Massad: test A remainder 0; remainder 2 only at the listed branches; else test B.
    ['46', '571', '041116', 'valid'],
    ['46', '154', '041116', 'valid'], // remainder 2 at a listed branch
    ['46', '000', '041116', 'warning'], // remainder 2 at another branch, test B fails
    ['46', '000', '000032018', 'valid'], // test B
    // Otsar HaHayal: remainder 2 at 385/384/365/347, 2 or 4 at 361/362/363.
    ['14', '385', '041111', 'valid'], // remainder 2
    ['14', '000', '041116', 'warning'], // remainder 2 elsewhere
    ['14', '361', '041113', 'valid'], // remainder 4
    ['14', '385', '041113', 'warning'], // remainder 4 where only 2 is allowed
  ])('%s/%s/%s -> %s', (bank, branch, account, status) => {
    expect(checkBankAccount(bank, branch, account).status).toBe(status);
  });
});

describe('unchecked input', () => {
  it.each<[string | number, string | number, string | number, BankRule]>([
    ['54', '123', '99999999', 'none'], // Jerusalem: no published rule
    ['99', '1', '123', 'none'], // a code without a rule here
    ['12', '571', '1', 'hapoalim'], // too short
    ['12', '571', '0411161111', 'hapoalim'], // 10 digits
    ['12', '5710', '041116', 'hapoalim'], // 4-digit branch
    ['12', '571', '04111a', 'hapoalim'],
    ['12', '', '041116', 'hapoalim'],
    ['123', '571', '041116', 'none'],
    ['', '571', '041116', 'none'],
  ])('%s/%s/%s', (bank, branch, account, rule) => {
    expect(checkBankAccount(bank, branch, account)).toEqual({ status: 'unchecked', rule });
  });

  it('reads numbers and spaces around the values', () => {
    expect(checkBankAccount(12, 571, 41116).status).toBe('valid');
    expect(checkBankAccount(' 12 ', ' 571', '041116 ').status).toBe('valid');
  });
});

describe('bankRuleOf', () => {
  it.each<[string | number, BankRule]>([
    ['10', 'leumi'], ['13', 'leumi'], ['34', 'leumi'], ['12', 'hapoalim'], ['4', 'yahav'], ['04', 'yahav'],
    ['20', 'mizrahi'], ['11', 'discount'], ['17', 'discount'], ['31', 'firstInternational'], ['52', 'firstInternational'],
    ['9', 'postal'], ['22', 'citibank'], ['46', 'massad'], ['14', 'otsarHahayal'], ['54', 'none'], ['18', 'none'], ['x', 'none'],
  ])('%s -> %s', (bank, rule) => {
    expect(bankRuleOf(bank)).toBe(rule);
  });
});

describe('the warning names the likely typo', () => {
  it('two neighbouring digits swapped: the one swap that fits', () => {
    expect(checkBankAccount('11', '000', '000032013')).toMatchObject({ swaps: ['000030213'] });
    expect(bankAccountWarning(checkBankAccount('4', '284', '050071'))).toEqual({ key: 'swap', suggestion: '005071' });
  });
  it('the last digit, with the digits that would fit, when no single swap does', () => {
    expect(bankAccountWarning(checkBankAccount('12', '571', '041117'))).toEqual({ key: 'lastDigit', digits: '1, 6, 8' });
    expect(bankAccountWarning(checkBankAccount('22', '000', '700241010'))).toEqual({ key: 'lastDigit', digits: '7' });
  });
  it('several swaps fit: the last digit is named instead', () => {
    const check = checkBankAccount('12', '571', '014116');
    expect(check).toMatchObject({ swaps: ['041116', '014161'] });
    expect(bankAccountWarning(check)).toEqual({ key: 'lastDigit', digits: '0, 2, 4, 9' });
  });
  it('no swap and no last digit fits: a digit is mistyped', () => {
    expect(bankAccountWarning(checkBankAccount('10', '607', '11709992'))).toEqual({ key: 'mistyped' });
  });
  it('no warning when valid or unchecked', () => {
    expect(bankAccountWarning(checkBankAccount('12', '571', '041116'))).toBeNull();
    expect(bankAccountWarning(checkBankAccount('54', '1', '12'))).toBeNull();
  });
});
