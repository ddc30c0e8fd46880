// Section 4's states, and the rules of the mock's own choices that lean on them.
import { editBlock, hasDepositToCancel, isDeletablePaymentRequest, paymentRequestStatus, signingStatus } from './statuses';
import { depositStatus } from './deposits';
import { isValidDateToCancel, isValidDaysToCancel, isValidRequestAmount, isValidUpr } from './paymentRequests';
import { isValidAmountLimit, isValidCheckInFields, isValidSignaturesRequired, singleFitsDaily } from './workspaceSettings';
import { flagsConflict, isValidSignators } from './bankAccounts';
import { isPemFileName, isPemText } from './safeBox';
import { blankMicr, isPrintable, isValidBlankCount, nextNumbers } from './printing';

describe('the edit block (section 4)', () => {
  it.each<[object, string | null]>([
    [{ status: 'AWAITING_BANK' }, 'awaitingBank'],
    [{ status: 'AWAITING_BANK_ACK' }, 'awaitingBank'],
    [{ status: 'AWAITING_DEPOSIT' }, 'awaitingDeposit'],
    [{ status: 'DELETED' }, 'deleted'],
    [{ status: 'AWAITING_DEPOSIT', isDeleted: true }, 'deleted'],
    [{ status: 'NEW' }, null],
    [{ status: 'PROCESSING_DEPOSIT' }, null],
    [{ status: 'AWAITING_CI3' }, null],
    [{ status: 'REJECTED' }, null],
  ])('%o', (cheque, block) => expect(editBlock(cheque)).toBe(block));

  it('calls back a deposit waiting for its day or on its way only', () => {
    expect(['AWAITING_DEPOSIT', 'PROCESSING_DEPOSIT', 'NEW', 'RECEIVED_DEPOSIT'].map(hasDepositToCancel)).toEqual([true, true, false, false]);
  });
});

describe('payment requests (sections 4, 8)', () => {
  const TODAY = '2026-03-10';
  it.each<[string, string | undefined, string, boolean]>([
    ['NEW', '2026-03-11', 'NEW', true],
    ['NEW', '2026-03-10', 'CANCELED', false], // its days to cancel are over
    ['NEW', undefined, 'NEW', true],
    ['DONE', '2026-03-11', 'DONE', false],
    ['CANCELED', '2026-03-11', 'CANCELED', false],
  ])('%s until %s: %s, deletable %s', (status, until, now, deletable) => {
    expect(paymentRequestStatus(status, until, TODAY)).toBe(now);
    expect(isDeletablePaymentRequest(status, until, TODAY)).toBe(deletable);
  });

  it.each<[string, boolean]>([
    ['PR-1', true],
    ['P1', false],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['PR 1', false],
    ['PR/1', false],
  ])('request number %s', (upr, ok) => expect(isValidUpr(upr)).toBe(ok));

  it('asks more than nothing and at most 10,000,000', () => {
    expect([0, 1, 1_000_000_000, 1_000_000_001].map(isValidRequestAmount)).toEqual([false, true, true, false]);
    expect(isValidRequestAmount(null)).toBe(false);
  });

  it('cancels after the day it is made, 1 to 365 days on', () => {
    expect([isValidDateToCancel('2026-03-11', TODAY), isValidDateToCancel(TODAY, TODAY), isValidDateToCancel('11/03/2026', TODAY)]).toEqual([true, false, false]);
    expect([0, 1, 365, 366, '30'].map(isValidDaysToCancel)).toEqual([false, true, true, false, true]);
  });
});

describe('signing and deposit statuses', () => {
  it.each<[number, number, string]>([
    [0, 2, 'UNSIGNED'],
    [1, 2, 'PARTIALLY_SIGNED'],
    [2, 2, 'SIGNED'],
    [1, 0, 'SIGNED'],
  ])('%i of %i signatures', (signed, required, status) => expect(signingStatus(signed, required)).toBe(status));

  it.each<[string[], string]>([
    [[], 'CANCELED'],
    [['NEW'], 'CANCELED'],
    [['AWAITING_DEPOSIT', 'AWAITING_DEPOSIT'], 'PENDING'],
    [['AWAITING_DEPOSIT', 'PROCESSING_DEPOSIT'], 'PROCESSING'],
    [['RECEIVED_DEPOSIT', 'AWAITING_DEPOSIT'], 'PROCESSING'],
    [['RECEIVED_DEPOSIT', 'NEW'], 'ACCEPTED'],
    [['REJECTED_BANK', 'REJECTED'], 'REJECTED'],
    [['RECEIVED_DEPOSIT', 'REJECTED_BANK'], 'PARTLY_REJECTED'],
  ])('a deposit of %o is %s', (statuses, status) => expect(depositStatus(statuses)).toBe(status));
});

describe('workspace settings and accounts (sections 3, 5, 9)', () => {
  it('limits an amount limit to 0 < limit <= 10,000,000, the single no larger than the daily', () => {
    expect([0, 1, 1_000_000_000, 1_000_000_001].map(isValidAmountLimit)).toEqual([false, true, true, false]);
    expect([singleFitsDaily(5, 5), singleFitsDaily(6, 5), singleFitsDaily(6, null)]).toEqual([true, false, true]);
  });

  it('requires 1 to 5 signatures', () => {
    expect([0, 1, 5, 6, '3', 2.5].map(isValidSignaturesRequired)).toEqual([false, true, true, false, true, false]);
  });

  it('knows the cheque fields of check-in, each once', () => {
    expect([isValidCheckInFields(['amount', 'payee']), isValidCheckInFields(['amount', 'amount']), isValidCheckInFields(['colour']), isValidCheckInFields('amount')]).toEqual([true, false, false, false]);
  });

  it.each<[unknown, string[], boolean]>([
    [1, ['u1'], true],
    [2, ['u1'], false], // more required than selected
    [1, [], false], // at least one signator
    [5, ['a', 'b', 'c', 'd', 'e'], true],
    [6, ['a', 'b', 'c', 'd', 'e', 'f'], false],
    [1, ['u1', 'u1'], false],
  ])('%s required of %o', (required, selected, ok) => expect(isValidSignators(required, selected)).toBe(ok));

  it('never lets a payee-only account print', () => {
    expect([flagsConflict({ payeeOnly: true, can_print: true }), flagsConflict({ payeeOnly: true }), flagsConflict({ can_print: true })]).toEqual([true, false, false]);
  });

  it('takes .pem files only (section 5)', () => {
    expect(['key.pem', 'KEY.PEM', 'key.pem.txt', 'key.crt', '../key.pem', ''].map(isPemFileName)).toEqual([true, true, false, false, false, false]);
    expect([isPemText('-----BEGIN PRIVATE KEY-----\nMIIBVQIBADANBgkqhkiG9w0BAQEF\n-----END PRIVATE KEY-----'), isPemText('-----BEGIN X-----\nabc\n-----END X-----'), isPemText('hello')]).toEqual([true, false, false]);
  });
});

describe('printing (the mock\'s choices)', () => {
  const cheque = { status: 'NEW', payee: 'דנה', checkDate: '2026-04-01' };
  it.each<[object, number | null, boolean]>([
    [cheque, 1000, true],
    [{ ...cheque, status: 'AWAITING_BANK' }, 1000, false],
    [{ ...cheque, isDeleted: true }, 1000, false],
    [{ ...cheque, payee: ' ' }, 1000, false],
    [cheque, 0, false],
    [cheque, 1_000_000_001, false],
    [{ ...cheque, checkDate: undefined }, 1000, false],
  ])('%o of %s agorot', (c, agorot, ok) => expect(isPrintable(c as typeof cheque, agorot)).toBe(ok));

  it('prints 1 to 50 blank cheques, numbered after the last one', () => {
    expect([0, 1, 50, 51, '3', '', 'x'].map(isValidBlankCount)).toEqual([false, true, true, false, true, false, false]);
    expect(nextNumbers(1041, 3)).toEqual(['1042', '1043', '1044']);
    expect(nextNumbers(undefined, 1)).toEqual(['1']);
    expect(blankMicr({ checkNumber: '1042', bank: '12', branch: '571', account: '41116' })).toBe('00000104212571000041116');
  });
});
