import { isDarkColour } from './colour';
import { TAG_PALETTE, isTagNameTaken, tagColours } from './tags';

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
});
