import fc from 'fast-check';
import { chunk } from './chunk';

describe('chunk', () => {
  it.each<[number[], number | undefined, number[][]]>([
    [[], undefined, []],
    [[1], undefined, [[1]]],
    [[1, 2], undefined, [[1, 2]]],
    [[1, 2, 3], undefined, [[1, 2], [3]]],
    [[1, 2, 3, 4], undefined, [[1, 2], [3, 4]]],
    [[1, 2, 3], 1, [[1], [2], [3]]],
    [[1, 2, 3], 3, [[1, 2, 3]]],
    [[1, 2, 3], 4, [[1, 2, 3]]],
    [[1, 2, 3, 4, 5, 6, 7], 3, [[1, 2, 3], [4, 5, 6], [7]]],
  ])('%j by %s -> %j', (list, size, expected) => {
    expect(chunk(list, size)).toEqual(expected);
  });

  it.each([0, -1, 1.5, NaN, Infinity])('size %s throws RangeError', (size) => {
    expect(() => chunk([1, 2], size)).toThrow(RangeError);
  });

  it('does not change the input', () => {
    const input = Object.freeze([1, 2, 3]);
    chunk(input);
    expect(input).toEqual([1, 2, 3]);
  });

  it('property: flattening gives the list back; every chunk but the last is full', () => {
    fc.assert(
      fc.property(fc.array(fc.anything()), fc.integer({ min: 1, max: 10 }), (list, size) => {
        const chunks = chunk(list, size);
        expect(chunks.flat(1)).toEqual(list);
        expect(chunks.length).toBe(Math.ceil(list.length / size));
        chunks.forEach((c, i) => {
          if (i < chunks.length - 1) expect(c.length).toBe(size);
          else expect(c.length).toBeGreaterThanOrEqual(1);
        });
      }),
    );
  });
});
