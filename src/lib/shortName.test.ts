import { SHORT_NAME_MAX, shortNameProblem } from './shortName';

it('is 20 characters (§5 "Limits")', () => expect(SHORT_NAME_MAX).toBe(20));

it.each<[unknown, string | null]>([
  ['ספקים', null],
  ['a', null],
  ['x'.repeat(20), null],
  ['x'.repeat(21), 'tooLong'],
  ['א'.repeat(20), null],
  ['א'.repeat(21), 'tooLong'],
  [`  ${'x'.repeat(20)}  `, null], // spaces around do not count
  ['', 'required'],
  ['   ', 'required'],
  [null, 'required'],
  [42, 'required'],
  ['a<b', 'forbiddenChars'],
  ['a&b', 'forbiddenChars'],
  ['a>b', 'forbiddenChars'],
])('%j -> %j', (s, expected) => {
  expect(shortNameProblem(s)).toBe(expected);
});
