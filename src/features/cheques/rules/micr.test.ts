import fc from 'fast-check';
import { isAllZeros, isValidMicr, micrProblem, type MicrProblem } from './micr';

describe('micrProblem / isValidMicr', () => {
  it.each<[unknown, MicrProblem | null]>([
    ['0123456789012345678', null],
    ['1', null],
    ['0001', null],
    ['1000', null],
    ['  123456  ', null],
    ['0', 'allZeros'],
    ['000000000000', 'allZeros'],
    [' 0000 ', 'allZeros'],
    ['12 34', 'digitsOnly'],
    ['12-34', 'digitsOnly'],
    ['1234a', 'digitsOnly'],
    ['⑆123⑆', 'digitsOnly'], // MICR symbols are not digits
    ['١٢٣', 'digitsOnly'],
    ['００１', 'digitsOnly'],
    ['-0', 'digitsOnly'],
    ['0.0', 'digitsOnly'],
    ['', 'required'],
    ['   ', 'required'],
    [null, 'required'],
    [undefined, 'required'],
    [123, 'required'], // not a string: nothing was typed
  ])('%j -> %j', (s, expected) => {
    expect(micrProblem(s)).toBe(expected);
    expect(isValidMicr(s)).toBe(expected === null);
  });

  it('property: digit strings are valid unless all zeros', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,30}$/), (s) => {
        expect(micrProblem(s)).toBe(/^0+$/.test(s) ? 'allZeros' : null);
      }),
    );
  });
});

describe('isAllZeros', () => {
  it.each<[unknown, boolean]>([
    ['0', true],
    ['0000', true],
    [' 00 ', true],
    ['0010', false],
    ['', false],
    ['o000', false],
    [null, false],
    [0, false],
  ])('%j -> %s', (s, expected) => {
    expect(isAllZeros(s)).toBe(expected);
  });
});
