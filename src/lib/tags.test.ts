import { isDarkColour } from './colour';
import { TAG_PALETTE, isTagHardToRead, isTagNameTaken, tagColours, tagContrast } from './tags';

describe('isTagNameTaken', () => {
  const existing = [{ name: 'דחוף' }, { name: 'ספקים' }];
  it.each<[string, boolean]>([
    ['דחוף', true],
    [' דחוף ', true],
    ['דחוף מאוד', false],
    ['ספק', false],
  ])('%j -> %s', (name, taken) => {
    expect(isTagNameTaken(name, existing)).toBe(taken);
  });
});

describe('tagColours (§5 dark colour: white text below 128, black from 128)', () => {
  it.each<[unknown, { background: string; text: string } | null]>([
    ['#c62828', { background: '#c62828', text: '#ffffff' }],
    ['#ffd54f', { background: '#ffd54f', text: '#000000' }],
    ['#7f7f7f', { background: '#7f7f7f', text: '#ffffff' }], // 127: dark
    ['#808080', { background: '#808080', text: '#000000' }], // 128: not dark
    ['000', { background: '#000', text: '#ffffff' }],
    [' #FFF ', { background: '#FFF', text: '#000000' }],
    ['#ggg', null],
    ['red', null],
    [null, null],
  ])('%j -> %j', (hex, colours) => {
    expect(tagColours(hex)).toEqual(colours);
  });

  it('offers a palette of both dark and light colours, each drawn readable', () => {
    expect(TAG_PALETTE.some((c) => isDarkColour(c.hex))).toBe(true);
    expect(TAG_PALETTE.some((c) => !isDarkColour(c.hex))).toBe(true);
    for (const c of TAG_PALETTE) expect(tagColours(c.hex)?.text).toBe(isDarkColour(c.hex) ? '#ffffff' : '#000000');
  });

  it('offers only colours whose text reads at WCAG AA (4.5:1)', () => {
    for (const c of TAG_PALETTE) expect(isTagHardToRead(c.hex), c.hex).toBe(false);
  });
});

describe('isTagHardToRead (WCAG AA 4.5:1 for the text the dark-colour rule picks)', () => {
  it.each<[unknown, boolean]>([
    ['#767676', false], // white text, 4.54:1
    ['#777777', true], // white text, 4.48:1
    ['#1e88e5', true], // a mid blue: white text at 3.7:1
    ['#1565c0', false], // darker: 5.7:1
    ['#00897b', true],
    ['#808080', false], // brightness 128: black text, 5.3:1
    ['#7f7f7f', true], // brightness 127: white text, 4.0:1
    ['#000000', false],
    ['#ffffff', false],
    ['#ffd54f', false],
    ['nope', false],
  ])('%j -> %s', (hex, hard) => {
    expect(isTagHardToRead(hex)).toBe(hard);
  });

  it('measures 21:1 for white on black and black on white', () => {
    expect(tagContrast('#ffffff')).toBeCloseTo(21, 5);
    expect(tagContrast('#000')).toBeCloseTo(21, 5);
    expect(tagContrast('nope')).toBeNull();
  });
});
