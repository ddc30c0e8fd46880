import { pickList, pickNumber, pickObject } from './replies';

describe('pickList', () => {
  it.each<[string, unknown, string[], unknown[]]>([
    ['a bare list', [1, 2], [], [1, 2]],
    ['a list under a named key', { checks: [1] }, ['checks'], [1]],
    ['a list under data', { data: [1, 2, 3] }, ['checks'], [1, 2, 3]],
    ['a list under items / results / rows', { rows: ['r'] }, [], ['r']],
    ['a list one level deeper', { data: { checks: ['c'] } }, ['checks'], ['c']],
    ['the named key before data', { checks: ['c'], data: ['d'] }, ['checks'], ['c']],
    ['no list at all', { total: 3 }, ['checks'], []],
    ['null', null, [], []],
    ['a string', 'oops', [], []],
    ['a list with nulls among its rows', [null, 1, undefined, 2, null], [], [1, 2]],
    ['a named list with nulls among its rows', { checks: [null, 'c'] }, ['checks'], ['c']],
  ])('reads %s', (_name, reply, keys, expected) => {
    expect(pickList(reply, ...keys)).toEqual(expected);
  });
});

describe('pickObject', () => {
  it.each<[string, unknown, string[], unknown]>([
    ['an object under a named key', { check: { checkId: 'c1' } }, ['check'], { checkId: 'c1' }],
    ['an object under data', { data: { checkId: 'c1' } }, ['check'], { checkId: 'c1' }],
    ['the object itself', { checkId: 'c1' }, ['check'], { checkId: 'c1' }],
    ['a list (not an object)', [{ checkId: 'c1' }], [], null],
    ['null', null, [], null],
    ['a number', 7, [], null],
  ])('reads %s', (_name, reply, keys, expected) => {
    expect(pickObject(reply, ...keys)).toEqual(expected);
  });
});

describe('pickNumber', () => {
  it.each<[unknown, number | undefined, number]>([
    [12, undefined, 12],
    ['12', undefined, 12],
    ['12.5', undefined, 12.5],
    ['', 4, 4],
    [' ', 4, 4],
    ['abc', 4, 4],
    [null, 4, 4],
    [undefined, undefined, 0],
    [Number.NaN, 9, 9],
  ])('reads %j (fallback %j) as %j', (value, fallback, expected) => {
    expect(pickNumber(value, fallback)).toBe(expected);
  });
});
