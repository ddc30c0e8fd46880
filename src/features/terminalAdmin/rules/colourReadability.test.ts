import { colourBrightness } from '@/lib/colour';
import { colourReadabilityWarnings, coloursTooClose, isMidTone, MID_TONE_MARGIN, MIN_BRIGHTNESS_GAP } from './colourReadability';

describe('colourBrightness (the dark rule measure)', () => {
  it.each<[unknown, number | null]>([
    ['#000000', 0],
    ['#ffffff', 255],
    ['#808080', 128],
    ['#ff0000', 76.245],
    ['#ff00ff', 105.315],
    ['#fff', 255],
    ['nope', null],
    [undefined, null],
  ])('%j -> %j', (hex, expected) => {
    expect(colourBrightness(hex)).toBe(expected);
  });
});

describe('isMidTone: text by the dark rule is weak within 32 of 128', () => {
  it.each<[string, boolean]>([
    ['#606060', false], // 96: 128 - 32, just outside
    ['#616161', true], // 97
    ['#808080', true], // 128
    ['#9f9f9f', true], // 159
    ['#a0a0a0', false], // 160: 128 + 32, just outside
    ['#ff00ff', true], // 105: white on magenta
    ['#0b3d91', false], // gilboa's deep blue
    ['#ffb300', false], // amber: black text reads well
    ['#000', false],
    ['#fff', false],
    ['bad', false],
  ])('%s -> %s', (hex, expected) => {
    expect(isMidTone(hex)).toBe(expected);
  });

  it('uses the margin constant', () => {
    expect(MID_TONE_MARGIN).toBe(32);
  });
});

describe('coloursTooClose: less than 64 apart in brightness', () => {
  it.each<[string, string, boolean]>([
    ['#000000', '#3f3f3f', true], // 63
    ['#000000', '#404040', false], // 64: exactly the gap
    ['#ffffff', '#c0c0c0', true], // 63
    ['#ffffff', '#bfbfbf', false], // 64
    ['#0b3d91', '#ffb300', false],
    ['#f5f5f5', '#ffffff', true],
    ['#0b3d91', 'oops', false],
  ])('%s on %s -> %s', (a, b, expected) => {
    expect(coloursTooClose(a, b)).toBe(expected);
    expect(coloursTooClose(b, a)).toBe(expected);
  });

  it('uses the gap constant', () => {
    expect(MIN_BRIGHTNESS_GAP).toBe(64);
  });
});

describe('colourReadabilityWarnings', () => {
  it.each<[Parameters<typeof colourReadabilityWarnings>[0], string[]]>([
    [{ backgroundColor: '#0b3d91', color1: '#ffb300', color2: '#ffffff' }, []],
    [{}, []],
    [{ backgroundColor: '', color1: '', color2: '' }, []],
    [{ backgroundColor: '#808080' }, ['backgroundColor:backgroundTextWeak']],
    [{ backgroundColor: '#ffffff', color1: '#ff00ff' }, ['color1:buttonTextWeak']],
    [{ backgroundColor: '#ffffff', color1: '#f0f0f0' }, ['color1:buttonsBlendIn']],
    [{ backgroundColor: '#f5f5f5', color1: '#2e7d32', color2: '#ffffff' }, ['color2:secondaryBlendsIn']],
    [{ backgroundColor: '#808080', color1: '#7f7f7f', color2: '#888888' }, [
      'backgroundColor:backgroundTextWeak',
      'color1:buttonTextWeak',
      'color1:buttonsBlendIn',
      'color2:secondaryBlendsIn',
    ]],
    [{ backgroundColor: 'zzz', color1: '#ffffff' }, []], // nothing to compare the buttons with
  ])('%j -> %j', (colours, expected) => {
    expect(colourReadabilityWarnings(colours).map((w) => `${w.field}:${w.warning}`)).toEqual(expected);
  });
});
