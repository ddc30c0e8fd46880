import { histogram, otsu, toGrey } from './image';

const rgba = (width: number, height: number, pixel: (x: number, y: number) => [number, number, number]) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return { width, height, data };
};

describe('toGrey', () => {
  it('weighs red, green and blue as 0.299, 0.587, 0.114', () => {
    const grey = toGrey(rgba(3, 1, (x) => (x === 0 ? [255, 0, 0] : x === 1 ? [0, 255, 0] : [0, 0, 255])));
    expect([...grey.data]).toEqual([76, 150, 29]);
  });

  it('scales a large picture down by a whole factor, averaging blocks', () => {
    const grey = toGrey(rgba(1920, 1080, (x) => (x % 2 ? [200, 200, 200] : [100, 100, 100])));
    expect([grey.width, grey.height]).toEqual([640, 360]);
    expect(grey.data[0]).toBe(133);
  });

  it('leaves a picture near 640 px as it is', () => {
    expect(toGrey(rgba(720, 405, () => [0, 0, 0])).width).toBe(720);
    expect(toGrey(rgba(360, 640, () => [0, 0, 0])).height).toBe(640);
  });

  it('refuses data shorter than the size says', () => {
    expect(() => toGrey({ width: 10, height: 10, data: new Uint8ClampedArray(10) })).toThrow(RangeError);
  });
});

describe('otsu', () => {
  it('splits two populations between them', () => {
    const bins = new Uint32Array(256);
    bins[40] = 500;
    bins[50] = 500;
    bins[200] = 300;
    bins[210] = 300;
    const split = otsu(bins);
    expect(split.threshold).toBeGreaterThanOrEqual(50);
    expect(split.threshold).toBeLessThan(200);
    expect(split.darkMean).toBeCloseTo(45);
    expect(split.lightMean).toBeCloseTo(205);
  });

  it('has no contrast to report on an even picture', () => {
    const split = otsu(histogram({ width: 4, height: 1, data: new Uint8Array([90, 90, 90, 90]) }));
    expect(split.lightMean - split.darkMean).toBe(0);
  });
});
