import { stampDataUrl, stampLines, stampProblem } from './stampImage';

describe('stampProblem (§5: at most 5 lines of 40 characters)', () => {
  it.each<[string, string | null]>([
    ['גלבוע סחר בע״מ', null],
    [['a', 'b', 'c', 'd', 'e'].join('\n'), null],
    [['a', 'b', 'c', 'd', 'e', 'f'].join('\n'), 'signing:stamp.errors.tooManyLines'],
    ['x'.repeat(40), null],
    ['x'.repeat(41), 'signing:stamp.errors.lineTooLong'],
    ['א'.repeat(40), null],
    ['א'.repeat(41), 'signing:stamp.errors.lineTooLong'],
    ['', 'signing:stamp.errors.required'],
    ['  \n ', 'signing:stamp.errors.required'],
    ['a < b', 'signing:stamp.errors.forbiddenChars'],
  ])('%j -> %j', (text, problem) => {
    expect(stampProblem(text)).toBe(problem);
  });
});

it('splits lines, ignoring carriage returns', () => {
  expect(stampLines('a\r\nb')).toEqual(['a', 'b']);
});

it('draws the stamp as an SVG marked as a stamp, one text per non-empty line, escaped', () => {
  const url = stampDataUrl('שורה 1\n\nA & B');
  const svg = new TextDecoder().decode(Uint8Array.from(atob(url.split(',')[1]), (c) => c.charCodeAt(0)));
  expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true);
  expect(svg).toContain('data-kind="stamp"');
  expect(svg.match(/<text /g)).toHaveLength(2);
  expect(svg).toContain('A &#38; B');
  expect(svg).toContain('שורה 1');
});
