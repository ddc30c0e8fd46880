import fc from 'fast-check';
import { needsDownscale, scaleToFit } from './imageScale';

describe('scaleToFit', () => {
  it.each<[number, number, number, { width: number; height: number }]>([
    [4000, 3000, 2000, { width: 2000, height: 1500 }],
    [3000, 4000, 2000, { width: 1500, height: 2000 }],
    [2000, 2000, 2000, { width: 2000, height: 2000 }], // exactly at the limit: unchanged
    [2001, 1000, 2000, { width: 2000, height: 1000 }], // 999.5 rounds to 1000
    [1000, 500, 2000, { width: 1000, height: 500 }], // never upscales
    [1, 1, 2000, { width: 1, height: 1 }],
    [10000, 1, 100, { width: 100, height: 1 }], // never 0
    [1, 10000, 100, { width: 1, height: 100 }],
    [4032, 3024, 1600, { width: 1600, height: 1200 }],
    [1999.6, 1000.4, 2000, { width: 2000, height: 1000 }], // integers out
  ])('%s x %s within %s -> %j', (w, h, max, expected) => {
    expect(scaleToFit(w, h, max)).toEqual(expected);
  });

  it.each<[number, number, number]>([
    [0, 100, 100],
    [100, 0, 100],
    [100, 100, 0],
    [-1, 100, 100],
    [NaN, 100, 100],
    [100, Infinity, 100],
  ])('%s x %s within %s throws RangeError', (w, h, max) => {
    expect(() => scaleToFit(w, h, max)).toThrow(RangeError);
  });

  it('property: integer result within bounds, not larger than input, aspect kept to rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 1, max: 5000 }),
        (w, h, max) => {
          const r = scaleToFit(w, h, max);
          expect(Number.isInteger(r.width) && Number.isInteger(r.height)).toBe(true);
          expect(r.width).toBeGreaterThanOrEqual(1);
          expect(r.height).toBeGreaterThanOrEqual(1);
          expect(Math.max(r.width, r.height)).toBeLessThanOrEqual(Math.max(max, 1));
          expect(r.width).toBeLessThanOrEqual(w);
          expect(r.height).toBeLessThanOrEqual(h);
          if (Math.max(w, h) > max) expect(Math.max(r.width, r.height)).toBe(max);
          // the short side is within half a pixel of the exact scaled value (or clamped to 1)
          const ratio = Math.min(1, max / Math.max(w, h));
          expect(Math.abs(r.width - w * ratio)).toBeLessThanOrEqual(Math.max(0.5, 1 - w * ratio) + 1e-9);
          expect(Math.abs(r.height - h * ratio)).toBeLessThanOrEqual(Math.max(0.5, 1 - h * ratio) + 1e-9);
        },
      ),
    );
  });
});

describe('needsDownscale', () => {
  it.each<[number, boolean]>([
    [0, false],
    [2 * 1024 * 1024 - 1, false],
    [2 * 1024 * 1024, false], // exactly 2MB is allowed
    [2 * 1024 * 1024 + 1, true],
    [10_000_000, true],
    [NaN, false],
  ])('%s bytes -> %s', (bytes, expected) => {
    expect(needsDownscale(bytes)).toBe(expected);
  });
});
