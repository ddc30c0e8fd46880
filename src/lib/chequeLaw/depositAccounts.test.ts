import { describe, expect, it } from 'vitest';
import { accountCanDeposit, depositAccountsOf, preferredDepositAccount, safeTypeOfAccount } from './depositAccounts';

describe('accountCanDeposit: one rule for every deposit screen', () => {
  it.each([
    ['can_deposit true', { can_deposit: true }, true],
    ['can_deposit false', { can_deposit: false }, false],
    ['can_deposit absent', {}, false],
    ['can_deposit null', { can_deposit: null }, false],
    ['absent, all capabilities', { all_capabilities: true }, true],
    ['false wins over all capabilities', { can_deposit: false, all_capabilities: true }, false],
    ['absent, a list naming deposit', { capabilities: ['can_deposit'] }, true],
    ['absent, a list without deposit', { capabilities: ['printing'] }, false],
    ['no account', null, false],
  ])('%s -> %s', (_name, account, expected) => {
    expect(accountCanDeposit(account)).toBe(expected);
  });
});

describe('depositAccountsOf', () => {
  const accounts = [
    { id: 'a1', bank: '12', can_deposit: true },
    { id: 'a2', bank: '10', can_deposit: true },
    { id: 'a3', bank: '12' },
    { id: 'a4', bank: '12', can_deposit: false },
  ];
  it('keeps accounts that can deposit, at a depositable bank when the list is known', () => {
    expect(depositAccountsOf(accounts, []).map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(depositAccountsOf(accounts, [{ bank: '12' }]).map((a) => a.id)).toEqual(['a1']);
  });
});

describe('safeTypeOfAccount and preferredDepositAccount', () => {
  it('takes the account safe, else its bank safe, else the stricter bank-run cap', () => {
    expect(safeTypeOfAccount({ safeType: 'private' }, [])).toBe('private');
    expect(safeTypeOfAccount({ bank: '10' }, [{ bank: '10', safeType: 'private' }])).toBe('private');
    expect(safeTypeOfAccount({ bank: '11' }, [{ bank: '10', safeType: 'private' }])).toBe('bank');
    expect(safeTypeOfAccount(undefined, [])).toBe('bank');
  });

  it('prefers the default account, else the only one, never a guess among several', () => {
    expect(preferredDepositAccount([{ id: 'a' }, { id: 'b', isDefault: true }])?.id).toBe('b');
    expect(preferredDepositAccount([{ id: 'a' }])?.id).toBe('a');
    expect(preferredDepositAccount([{ id: 'a' }, { id: 'b' }])).toBeUndefined();
  });
});
