import { pickRows } from './replies';

describe('pickRows', () => {
  it.each<[string, unknown, string[], unknown[]]>([
    ['a bare list of objects', [{ id: 1 }, { id: 2 }], [], [{ id: 1 }, { id: 2 }]],
    ['a list under a named key', { deposits: [{ id: 1 }] }, ['deposits'], [{ id: 1 }]],
    ['a list under data, one level deeper', { data: { deposits: [{ id: 1 }] } }, ['deposits'], [{ id: 1 }]],
    ['nulls, bare values and lists among the rows (dropped)', [null, 'x', 7, [1], { id: 1 }], [], [{ id: 1 }]],
    ['no list', { total: 3 }, ['deposits'], []],
    ['null', null, [], []],
  ])('reads %s', (_name, reply, keys, expected) => {
    expect(pickRows(reply, ...keys)).toEqual(expected);
  });
});
