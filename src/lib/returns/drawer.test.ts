import { describe, expect, it } from 'vitest';
import { chequeDrawer, drawerFromMicr, drawerOf } from './drawer';

describe('drawerOf', () => {
  it.each([
    ['12', '600', '334455', '12-600-334455'],
    ['4', '7', '0001', '04-007-1'],
    ['10', '800', '123456789', '10-800-123456789'],
  ])('%s / %s / %s is drawer %s', (bank, branch, account, key) => {
    expect(drawerOf(bank, branch, account)?.key).toBe(key);
  });

  it.each([
    ['', '600', '1'],
    ['123', '600', '1'],
    ['12', '1234', '1'],
    ['12', '600', '1234567890'],
    ['12', '600', '000'],
    ['12', '6a0', '1'],
    [null, '600', '1'],
  ])('%s / %s / %s is no drawer', (bank, branch, account) => {
    expect(drawerOf(bank, branch, account)).toBeNull();
  });
});

describe('drawerFromMicr', () => {
  it('reads the fixed-width line: number 9, bank 2, branch 3, account 9', () => {
    expect(drawerFromMicr('000904411 12 600 000334455')?.key).toBe('12-600-334455');
    expect(drawerFromMicr('00090441112600000334455')?.key).toBe('12-600-334455');
  });
  it('reads a line that starts with the cheque number', () => {
    expect(drawerFromMicr('1000110800123456', '10001')?.key).toBe('10-800-123456');
  });
  it.each([
    ['10800123456', undefined],
    ['1000110800', '10001'],
    ['12-600', undefined],
    ['0009044111260000033445', undefined],
    [42, undefined],
  ])('%s cannot be split', (micr, number) => {
    expect(drawerFromMicr(micr, number)).toBeNull();
  });
});

describe('chequeDrawer', () => {
  it('prefers the parts the backend read, and falls back to the MICR line', () => {
    expect(chequeDrawer({ bank: '20', branch: '461', account: '778899', micr: '00090441112600000334455' })?.key).toBe('20-461-778899');
    expect(chequeDrawer({ micr: '00090441112600000334455' })?.key).toBe('12-600-334455');
    expect(chequeDrawer({})).toBeNull();
  });
});
