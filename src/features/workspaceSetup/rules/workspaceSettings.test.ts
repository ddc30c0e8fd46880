import {
  AMOUNT_LIMIT_MAX_AGOROT,
  CHECK_IN_FIELDS,
  SIGNATORS_REQUIRED_MAX,
  SIGNATORS_REQUIRED_MIN,
  isValidAmountLimit,
  isValidCheckInFields,
  isValidSignatorsRequired,
  singleWithinDaily,
} from './workspaceSettings';

it('limits: §9 absolute cap, 1-5 signatures', () => {
  expect({ AMOUNT_LIMIT_MAX_AGOROT, SIGNATORS_REQUIRED_MIN, SIGNATORS_REQUIRED_MAX }).toEqual({
    AMOUNT_LIMIT_MAX_AGOROT: 1_000_000_000,
    SIGNATORS_REQUIRED_MIN: 1,
    SIGNATORS_REQUIRED_MAX: 5,
  });
});

describe('isValidAmountLimit (agorot, above zero, at most 10,000,000 shekels)', () => {
  it.each<[unknown, boolean]>([
    [1, true],
    [0, false],
    [-100, false],
    [1_000_000_000, true],
    [1_000_000_001, false],
    [5_000_000, true],
    [10.5, false],
    ['100', false],
    [null, false],
  ])('%j -> %j', (n, ok) => {
    expect(isValidAmountLimit(n)).toBe(ok);
  });
});

describe('singleWithinDaily', () => {
  it.each<[number | null, number | null, boolean]>([
    [100, 200, true],
    [200, 200, true],
    [201, 200, false],
    [null, 200, true],
    [200, null, true],
    [null, null, true],
  ])('%j within %j -> %j', (single, daily, ok) => {
    expect(singleWithinDaily(single, daily)).toBe(ok);
  });
});

describe('isValidSignatorsRequired (1-5)', () => {
  it.each<[unknown, boolean]>([[0, false], [1, true], [5, true], [6, false], ['2', true], [1.5, false], [undefined, false]])('%j -> %j', (n, ok) => {
    expect(isValidSignatorsRequired(n)).toBe(ok);
  });
});

describe('isValidCheckInFields', () => {
  it.each<[unknown, boolean]>([
    [[], true],
    [['payee'], true],
    [[...CHECK_IN_FIELDS], true],
    [['payee', 'payee'], false],
    [['color'], false],
    ['payee', false],
    [null, false],
  ])('%j -> %j', (fields, ok) => {
    expect(isValidCheckInFields(fields)).toBe(ok);
  });
});
