import {
  cancelDateProblem,
  canCancelPaymentRequest,
  effectivePaymentRequestStatus,
  isValidUpr,
  paymentAmountProblem,
  suggestUpr,
  uprProblem,
} from './paymentRequests';
import { canDeletePaymentRequest } from '@/lib/statuses';

describe('isValidUpr / uprProblem', () => {
  it.each<[unknown, boolean, string | null]>([
    ['ab', false, 'invalid'], // 2
    ['abc', true, null], // 3
    ['PR-2611221430ABC', true, null],
    ['A'.repeat(20), true, null], // 20
    ['A'.repeat(21), false, 'invalid'], // 21
    ['pr 1', false, 'invalid'],
    ['pr_1', false, 'invalid'],
    ['בקשה1', false, 'invalid'],
    ['pr/1', false, 'invalid'], // would break the payer's link
    ['', false, 'required'],
    ['   ', false, 'required'],
    [null, false, 'required'],
    [undefined, false, 'required'],
  ])('%j -> valid %s, problem %j', (s, valid, problem) => {
    expect(isValidUpr(s)).toBe(valid);
    expect(uprProblem(s)).toBe(problem);
  });
});

describe('suggestUpr', () => {
  it('is the day and time with three unambiguous characters', () => {
    expect(suggestUpr(new Date(2026, 10, 22, 14, 30), () => 0)).toBe('PR-2611221430AAA');
    expect(suggestUpr(new Date(2026, 0, 5, 9, 7), () => 0.999999)).toBe('PR-2601050907999');
  });

  it('is always a valid request number', () => {
    for (let i = 0; i < 200; i += 1) expect(isValidUpr(suggestUpr())).toBe(true);
  });
});

describe('paymentAmountProblem', () => {
  it.each<[string | null | undefined, string | null]>([
    ['1,250.00', null],
    ['1250', null],
    ['0.01', null], // the least that can be paid
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['10000000', null], // 10,000,000: the upper bound itself
    ['10,000,000.00', null],
    ['10000000.01', 'tooLarge'],
    ['12.345', 'invalid'],
    ['-5', 'invalid'],
    ['abc', 'invalid'],
    ['1e3', 'invalid'],
    ['', 'required'],
    ['  ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
  ])('%j -> %j', (text, expected) => {
    expect(paymentAmountProblem(text)).toBe(expected);
  });
});

describe('which status allows what', () => {
  it.each<[string | null | undefined, boolean, boolean]>([
    ['NEW', true, true],
    ['DONE', false, false],
    ['CANCELED', false, false],
    ['new', false, false],
    [null, false, false],
  ])('%j -> cancel %s, delete %s', (status, cancel, remove) => {
    expect(canCancelPaymentRequest(status)).toBe(cancel);
    expect(canDeletePaymentRequest(status)).toBe(remove);
  });
});

describe('effectivePaymentRequestStatus', () => {
  const today = '2026-11-22';
  it.each<[string | null, string | null, string]>([
    ['NEW', '2026-11-23', 'NEW'], // tomorrow: still open
    ['NEW', '2026-11-22', 'CANCELED'], // today: the days are over
    ['NEW', '2026-11-21', 'CANCELED'],
    ['NEW', '2026-11-22T10:00:00Z', 'CANCELED'],
    ['NEW', null, 'NEW'], // no date: never cancels by itself
    ['NEW', 'soon', 'NEW'],
    ['DONE', '2020-01-01', 'DONE'], // paid stays paid
    ['CANCELED', '2099-01-01', 'CANCELED'],
    ['weird', null, 'UNKNOWN'],
    [null, null, 'UNKNOWN'],
  ])('%j due %j -> %s', (status, cancelOn, expected) => {
    expect(effectivePaymentRequestStatus(status, cancelOn, today)).toBe(expected);
  });
});

describe('cancelDateProblem', () => {
  const today = '2026-11-22';
  it.each<[string | null, string | null]>([
    ['2026-11-23', null], // tomorrow: the earliest
    ['2026-11-22', 'notAfterToday'], // today
    ['2026-11-01', 'notAfterToday'],
    ['2027-11-22', null], // a year ahead: the latest
    ['2027-11-23', 'tooFar'],
    ['2026-02-31', 'invalid'],
    ['', 'required'],
    [null, 'required'],
  ])('%j -> %j', (iso, expected) => {
    expect(cancelDateProblem(iso, today)).toBe(expected);
  });
});
