import { BACKOFF, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it.each([
    [0, 0],
    [-1, 0],
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 16000],
    [6, 30000],
    [7, 30000],
    [50, 30000],
  ])('after %i failures waits %i ms (no jitter)', (attempt, ms) => {
    expect(backoffDelay(attempt)).toBe(ms);
  });

  it('spreads the wait by at most the jitter, never above the maximum', () => {
    expect(backoffDelay(3, 0)).toBe(4000 * (1 - BACKOFF.jitter));
    expect(backoffDelay(3, 1)).toBe(4000 * (1 + BACKOFF.jitter));
    expect(backoffDelay(9, 1)).toBe(BACKOFF.maxMs);
  });
});
