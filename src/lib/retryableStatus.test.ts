import { isRetryableStatus } from './retryableStatus';

describe('isRetryableStatus', () => {
  it.each([
    [null, true],
    [0, true],
    [408, true],
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [400, false],
    [401, false],
    [403, false],
    [404, false],
    [409, false],
    [422, false],
  ] as const)('%s -> %s', (status, retry) => {
    expect(isRetryableStatus(status)).toBe(retry);
  });
});
