import { VEHICLE_LOOKUP_LIMIT, pickSingleRecord, vehicleInputProblem } from './vehicleLookup';

describe('vehicleInputProblem', () => {
  it.each<[unknown, null | 'must_type_hetpey']>([
    ['12-345-67', null],
    ['1234567', null],
    ['ח.פ 5123', null],
    [' x ', null],
    ['', 'must_type_hetpey'],
    ['   ', 'must_type_hetpey'],
    ['\t\n', 'must_type_hetpey'],
    [null, 'must_type_hetpey'],
    [undefined, 'must_type_hetpey'],
    [1234567, 'must_type_hetpey'],
  ])('%j -> %j', (s, expected) => {
    expect(vehicleInputProblem(s)).toBe(expected);
  });
});

describe('pickSingleRecord', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  it.each<[Array<{ id: string }> | null | undefined, { id: string } | null]>([
    [[a], a],
    [[], null],
    [[a, b], null],
    [[a, b, a, b, a], null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (records, expected) => {
    expect(pickSingleRecord(records)).toBe(expected);
  });

  it('requests 5 records (§9)', () => {
    expect(VEHICLE_LOOKUP_LIMIT).toBe(5);
  });
});
