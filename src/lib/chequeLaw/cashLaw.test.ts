import { nationalIdCheckDigit } from '../nationalId';
import {
  endorserProblems,
  ENDORSER_NAME_MAX,
  missingPayee,
  payeeRequired,
  returnedForEndorsements,
  warnBeforeEndorsing,
  type EndorserProblems,
  type WorkspaceKind,
} from './cashLaw';

const VALID_ID = '123456782';
const VALID_COMPANY = `51555555${nationalIdCheckDigit('51555555')}`;

describe('payeeRequired: a business always, private people above 5,000 shekels', () => {
  it.each<[WorkspaceKind | null | undefined, number | string | null, boolean]>([
    ['BUSINESS', 1, true],
    ['BUSINESS', 0, true],
    ['BUSINESS', '5000.00', true],
    ['BUSINESS', null, true],
    ['PRIVATE', '5000.00', false], // the threshold itself is not above it
    ['PRIVATE', '5000.01', true],
    ['PRIVATE', 5000, false],
    ['PRIVATE', 4999.99, false],
    ['PRIVATE', 0, false],
    ['PRIVATE', null, true], // no amount yet: the stricter side
    ['PRIVATE', 'abc', true],
    [undefined, 100, true], // a workspace of unknown kind is read as a business
    [null, 100, true],
  ])('%s, %j -> %s', (kind, amount, expected) => {
    expect(payeeRequired(kind, amount)).toBe(expected);
  });
});

describe('missingPayee: the law wants a payee and the cheque names none', () => {
  it.each<[WorkspaceKind | undefined, { payee?: string | null; amount?: number | string | null }, string | null]>([
    ['BUSINESS', { payee: 'משה לוי', amount: 100 }, null],
    ['BUSINESS', { payee: '', amount: 100 }, 'payeeRequiredBusiness'],
    ['BUSINESS', { payee: '   ', amount: 100 }, 'payeeRequiredBusiness'],
    ['BUSINESS', { payee: null, amount: 100 }, 'payeeRequiredBusiness'],
    [undefined, { amount: 100 }, 'payeeRequiredBusiness'],
    ['PRIVATE', { payee: '', amount: '5000.00' }, null],
    ['PRIVATE', { payee: '', amount: '5000.01' }, 'payeeRequiredAbove'],
    ['PRIVATE', { payee: 'דנה', amount: '5000.01' }, null],
  ])('%s %j -> %j', (kind, cheque, expected) => {
    expect(missingPayee(cheque, kind)).toBe(expected);
  });
});

describe('endorserProblems: the endorser name and ID number', () => {
  it.each<[Parameters<typeof endorserProblems>[0], EndorserProblems]>([
    [{ name: 'דנה כהן', idNumber: VALID_ID }, {}],
    [{ name: 'גלבוע סחר בע״מ', idNumber: VALID_COMPANY }, {}], // a company number has the same check digit
    [{ name: 'דנה כהן', idNumber: '12345678-2' }, {}], // a dash as people type it
    [{ name: '  דנה  ', idNumber: ` ${VALID_ID} ` }, {}],
    [{ name: '', idNumber: VALID_ID }, { name: 'required' }],
    [{ name: '   ', idNumber: VALID_ID }, { name: 'required' }],
    [{ name: 'דנה', idNumber: '' }, { idNumber: 'required' }],
    [{ name: 'דנה', idNumber: '123456789' }, { idNumber: 'invalid' }], // wrong check digit
    [{ name: 'דנה', idNumber: '1234567890' }, { idNumber: 'invalid' }], // ten digits
    [{ name: 'דנה', idNumber: '12345678a' }, { idNumber: 'invalid' }], // a letter is not stripped silently
    [{ name: '<b>', idNumber: VALID_ID }, { name: 'invalid' }],
    [{ name: 'א'.repeat(ENDORSER_NAME_MAX), idNumber: VALID_ID }, {}],
    [{ name: 'א'.repeat(ENDORSER_NAME_MAX + 1), idNumber: VALID_ID }, { name: 'invalid' }],
    [{}, { name: 'required', idNumber: 'required' }],
    [null, { name: 'required', idNumber: 'required' }],
  ])('%j -> %j', (endorser, expected) => {
    expect(endorserProblems(endorser)).toEqual(expected);
  });
});

describe('returnedForEndorsements: above 10,000 shekels and endorsed more than once', () => {
  it.each<[number | string | null, number, boolean]>([
    ['10000.00', 2, false], // the ceiling itself is not above it
    ['10000.01', 2, true],
    ['10000.01', 1, false],
    ['10000.01', 0, false],
    [10000, 3, false],
    [10000.01, 3, true],
    [50000, 1, false],
    [50000, 2, true],
    [null, 2, false], // no amount: nothing to say
  ])('%j with %i endorsements -> %s', (amount, count, expected) => {
    expect(returnedForEndorsements(amount, count)).toBe(expected);
  });

  it('asks before the endorsement that makes it so (the count after adding it)', () => {
    expect(warnBeforeEndorsing('10000.01', 1)).toBe(false); // the first endorsement
    expect(warnBeforeEndorsing('10000.01', 2)).toBe(true); // the second
    expect(warnBeforeEndorsing('10000.00', 2)).toBe(false);
  });
});
