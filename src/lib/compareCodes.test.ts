import { describe, expect, it } from 'vitest';
import { compareCodes } from './compareCodes';

describe('compareCodes', () => {
  it.each([
    ['2026-11-28', '2026-11-29', -1],
    ['2026-11-29', '2026-11-28', 1],
    ['2026-11-28', '2026-11-28', 0],
    // A day before a time on that day, as a prefix sorts first.
    ['2026-11-28', '2026-11-28T00:00:00Z', -1],
    ['2026-11-28T09:59:59Z', '2026-11-28T10:00:00Z', -1],
    ['2025-12-31', '2026-01-01', -1],
    ['', '2026-01-01', -1],
    ['', '', 0],
    ['000123', '000124', -1],
    ['9', '10', 1],
  ])('%j against %j is %d', (a, b, expected) => {
    expect(compareCodes(a, b)).toBe(expected);
  });

  it('agrees with localeCompare on ISO dates and times', () => {
    const days = ['2026-01-05', '2025-12-31', '2026-01-05T08:00:00Z', '2026-01-05T07:59:00.123Z', '', '2024-02-29'];
    for (const a of days) for (const b of days) expect(Math.sign(compareCodes(a, b))).toBe(Math.sign(a.localeCompare(b)));
  });
});
