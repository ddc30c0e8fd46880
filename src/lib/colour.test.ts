import fc from 'fast-check';
import { isDarkColour, isValidHexColour, readableTextColour } from './colour';

describe('isDarkColour / readableTextColour', () => {
  it.each<[unknown, boolean]>([
    ['#000000', true],
    ['#ffffff', false],
    ['#808080', false], // exactly 128: not below, so not dark
    ['#7f7f7f', true], // 127
    ['#000', true],
    ['#fff', false],
    ['000', true], // # optional
    ['FFFFFF', false],
    ['#FF0000', true], // 0.299*255 = 76.2
    ['#00ff00', false], // 149.7
    ['#0000ff', true], // 29.1
    ['#ffff00', false],
    ['#ff00ff', true], // 105.3
    ['#00ffff', false],
    ['#a0a0a0', false],
    ['#336699', true],
    ['  #000000  ', true], // trimmed
    ['#0000', false], // 4 digits
    ['#00000', false], // 5 digits
    ['#0000000', false], // 7 digits
    ['#00000000', false], // alpha form not accepted
    ['##000', false],
    ['#ggg', false],
    ['black', false],
    ['rgb(0,0,0)', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j -> dark %s', (hex, dark) => {
    expect(isDarkColour(hex)).toBe(dark);
    expect(readableTextColour(hex)).toBe(dark ? '#ffffff' : '#000000');
  });

  // Both sides of the 128 limit, one thousandth apart (the weighted sum is given x1000).
  it.each<[string, number, boolean]>([
    ['#00c181', 127_997, true],
    ['#00ade8', 127_999, true],
    ['#01bd93', 128_000, false], // exactly 128.000: not below
    ['#808080', 128_000, false],
    ['#02cd3e', 128_001, false],
    ['#00c85d', 128_002, false], // the float formula gives 128.00199999999998 here
  ])('%s (sum %d/1000) -> dark %s', (hex, sum, dark) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    expect(299 * r + 587 * g + 114 * b).toBe(sum);
    expect(isDarkColour(hex)).toBe(dark);
  });

  it('property: agrees with the float formula of §5 away from the boundary', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const hex = `#${n.toString(16).padStart(6, '0')}`;
        const r = (n >> 16) & 255;
        const g = (n >> 8) & 255;
        const b = n & 255;
        const y = 0.299 * r + 0.587 * g + 0.114 * b;
        if (Math.abs(y - 128) > 1e-6) expect(isDarkColour(hex)).toBe(y < 128);
      }),
    );
  });

  it('property: #rgb equals its expanded #rrggbb', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{3}$/), (s) => {
        const long = s.replace(/./g, (c) => c + c);
        expect(isDarkColour(s)).toBe(isDarkColour(long));
      }),
    );
  });
});

describe('isValidHexColour', () => {
  it.each<[unknown, boolean]>([
    ['#abc', true],
    ['abc', true],
    ['#AbCdEf', true],
    ['#abcd', false],
    ['#abcdef0', false],
    ['#xyz', false],
    ['#', false],
    ['', false],
    ['   ', false],
    ['#ａｂｃ', false],
    [null, false],
    [undefined, false],
    [0xabcdef, false],
  ])('%j -> %s', (s, expected) => {
    expect(isValidHexColour(s)).toBe(expected);
  });
});
