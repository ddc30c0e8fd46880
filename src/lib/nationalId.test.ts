import fc from 'fast-check';
import { canonicalNationalId, isValidNationalId, nationalIdCheckDigit } from './nationalId';

describe('isValidNationalId', () => {
  it.each<[unknown, boolean]>([
    ['000000018', true],
    ['123456782', true],
    ['123456781', false],
    ['123456783', false],
    ['000000019', false],
    ['18', true], // left-padded to 000000018
    ['018', true],
    ['  000000018  ', true], // non-digits stripped
    ['12-345678-2', true],
    ['1234567 82', true],
    ['12345678 2\n', true],
    ['abc123456782xyz', true],
    ['0123456782', false], // 10 digits: too long even though the extra digit is a zero
    ['1234567820', false],
    ['123456782123', false],
    ['1', false],
    ['0', true], // pads to 000000000, sum 0: literally valid per §5
    ['000000000', true],
    ['', false],
    ['   ', false],
    ['abc', false], // empty after stripping
    ['١٢٣٤٥٦٧٨٢', false], // Arabic-Indic digits are stripped -> empty
    ['12345678٢', false], // 8 ASCII digits left -> 012345678, wrong check digit
    [123456782, false], // numbers are refused
    [18, false],
    [null, false],
    [undefined, false],
    [{}, false],
    [['123456782'], false],
  ])('%j -> %s', (value, expected) => {
    expect(isValidNationalId(value)).toBe(expected);
  });

  it('property: every 9-digit string with the right check digit is valid; any one-digit change breaks it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{8}$/),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (first8, position, delta) => {
          const id = first8 + nationalIdCheckDigit(first8);
          expect(isValidNationalId(id)).toBe(true);
          const changed = String((Number(id[position]) + delta) % 10);
          const broken = id.slice(0, position) + changed + id.slice(position + 1);
          expect(isValidNationalId(broken)).toBe(false);
        },
      ),
    );
  });

  it('property: exactly one check digit of ten makes a valid id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8}$/), (first8) => {
        const valid = '0123456789'.split('').filter((d) => isValidNationalId(first8 + d));
        expect(valid).toEqual([nationalIdCheckDigit(first8)]);
      }),
    );
  });
});

describe('nationalIdCheckDigit', () => {
  it.each([
    ['00000001', '8'],
    ['12345678', '2'],
    ['00000000', '0'],
  ])('%s -> %s', (first8, digit) => {
    expect(nationalIdCheckDigit(first8)).toBe(digit);
  });

  it.each(['1234567', '123456789', '1234567a', '', '١٢٣٤٥٦٧٨'])('%j throws', (bad) => {
    expect(() => nationalIdCheckDigit(bad)).toThrow(RangeError);
  });
});

describe('canonicalNationalId', () => {
  it.each<[unknown, string | null]>([
    ['123456782', '123456782'],
    ['12345678-2', '123456782'],
    [' 1234 5678 2 ', '123456782'],
    ['18', '000000018'], // left-padded to nine digits
    ['123456789', null], // wrong check digit
    ['1234567890', null],
    ['', null],
    [123456782, null], // a number: its leading zeros would be lost
  ])('%j -> %j', (value, expected) => {
    expect(canonicalNationalId(value)).toBe(expected);
  });
});
