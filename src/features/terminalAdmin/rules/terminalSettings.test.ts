import { clientMessageProblem, colourProblem, normalizeClientDetailOptions, terminalNameProblem } from './terminalSettings';

describe('terminalNameProblem', () => {
  it.each<[unknown, string | null]>([
    ['קופה ראשית', null],
    ['א'.repeat(40), null], // 40
    ['א'.repeat(41), 'tooLong'], // 41
    ['  קופה  ', null], // spaces around do not count
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    ['Tom & Jerry', 'forbiddenChars'],
    ['<b>', 'forbiddenChars'],
  ])('%j -> %j', (s, expected) => {
    expect(terminalNameProblem(s)).toBe(expected);
  });
});

describe('clientMessageProblem', () => {
  it.each<[unknown, string | null]>([
    ['', null],
    [undefined, null],
    ['ברוכים הבאים', null],
    ['x'.repeat(300), null], // 300
    ['x'.repeat(301), 'tooLong'], // 301
    ['a > b', 'forbiddenChars'],
    [5, 'forbiddenChars'],
  ])('%j -> %j', (s, expected) => {
    expect(clientMessageProblem(s)).toBe(expected);
  });
});

describe('colourProblem', () => {
  it.each<[unknown, string | null]>([
    ['', null],
    [undefined, null],
    ['#0b3d91', null],
    ['#fff', null],
    ['0b3d91', 'invalid'], // the form's colour inputs always send the #
    ['#0b3d9', 'invalid'],
    ['blue', 'invalid'],
    ['#gggggg', 'invalid'],
  ])('%j -> %j', (s, expected) => {
    expect(colourProblem(s)).toBe(expected);
  });
});

describe('normalizeClientDetailOptions', () => {
  it('keeps a field mandatory only while it is shown', () => {
    expect(
      normalizeClientDetailOptions({ showFromName: false, fromNameMandatory: true, showComments: true, commentsMandatory: true, showConfirmationEmail: true }),
    ).toEqual({
      showFromName: false,
      fromNameMandatory: false,
      showComments: true,
      commentsMandatory: true,
      showConfirmationEmail: true,
      confirmationEmailMandatory: false,
    });
  });

  it('keeps the other settings as they are', () => {
    expect(normalizeClientDetailOptions({ name: 'x', showFromName: true, fromNameMandatory: true })).toMatchObject({ name: 'x', fromNameMandatory: true });
  });
});
