import fc from 'fast-check';
import { firstListElements } from './firstElements';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const first = (text: string, count: number) => firstListElements(bytesOf(text), count);

describe('firstListElements: the first elements of a list reply without parsing all of it', () => {
  it.each<[string, string, number, unknown[] | null]>([
    ['a bare list', '[1,2,3,4]', 2, [1, 2]],
    ['a bare list shorter than asked', '[1,2]', 5, [1, 2]],
    ['exactly as many as asked', '[1,2]', 2, [1, 2]],
    ['an empty list', '[]', 3, []],
    ['an empty list under checks', '{"checks":[],"total":0}', 3, []],
    ['under checks, the first key', '{"checks":[{"a":1},{"a":2},{"a":3}],"total":3}', 2, [{ a: 1 }, { a: 2 }]],
    ['under cheques, the first key', '{"cheques":[{"a":1},{"a":2}]}', 1, [{ a: 1 }]],
    ['spaces and new lines between tokens', ' {\n "checks" : [ {"a" : 1} ,\n {"a":2} ] }', 1, [{ a: 1 }]],
    ['brackets, braces and commas inside strings', '[{"p":"a,]}[{"},{"p":"b"}]', 1, [{ p: 'a,]}[{' }]],
    ['escaped quotes and backslashes', '[{"p":"say \\"hi\\", \\\\"},{"p":"x"}]', 1, [{ p: 'say "hi", \\' }]],
    ['a backslash just before the closing quote', '["a\\\\","b"]', 1, ['a\\']],
    ['unicode: Hebrew, an emoji and \\u escapes', '[{"p":"שלום 😀 \\u05d0"},{"p":"b"}]', 1, [{ p: 'שלום 😀 א' }]],
    ['nested objects and lists', '[{"a":{"b":[1,{"c":[2,3]}]},"d":[]},{"e":1}]', 1, [{ a: { b: [1, { c: [2, 3] }] }, d: [] }]],
    ['the list under another key first', '{"total":3,"checks":[1,2,3]}', 2, null],
    ['the list under data', '{"data":{"checks":[1,2]}}', 1, null],
    ['a key that is not a list key', '{"items":[1,2]}', 1, null],
    ['checks that is not a list', '{"checks":{"a":1}}', 1, null],
    ['a byte-order mark before the reply', '\ufeff[1,2]', 1, null],
    ['a text that is not JSON', 'Service unavailable', 1, null],
    ['bytes that end inside a string', '[{"p":"ab', 1, null],
    ['bytes that end inside the first element', '[{"a":1},', 2, null],
    ['bytes that end before the first element closes', '[{"a":{"b":1}', 1, null],
    ['a malformed first element', '[{"a":},{"a":2}]', 1, null],
    ['a list closed by a brace', '[1,2}', 5, null],
    ['nothing asked', '[1,2]', 0, null],
    ['nothing at all', '', 1, null],
  ])('%s', (_name, text, count, expected) => {
    expect(first(text, count)).toEqual(expected);
  });

  it('reads bytes that end after the asked elements (the rest of the reply is not looked at)', () => {
    expect(first('{"checks":[{"a":1},{"a":2},{"a":', 2)).toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('gives the first N of JSON.parse of the whole reply, for any list, shape and N', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { maxLength: 12 }), fc.integer({ min: 1, max: 14 }), fc.constantFrom('bare', 'checks', 'cheques', 'spaced'), (list, n, shape) => {
        const text =
          shape === 'bare'
            ? JSON.stringify(list)
            : shape === 'spaced'
              ? JSON.stringify({ checks: list, total: list.length }, null, 2)
              : JSON.stringify({ [shape]: list, total: list.length });
        const whole = JSON.parse(text) as unknown[] | { [key: string]: unknown[] };
        const elements = Array.isArray(whole) ? whole : (whole.checks ?? whole.cheques);
        expect(first(text, n)).toEqual(elements.slice(0, n));
      }),
    );
  });
});
