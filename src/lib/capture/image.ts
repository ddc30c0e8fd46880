import { CAPTURE_THRESHOLDS } from './thresholds';

/** What a canvas's getImageData gives (and what tests generate): RGBA, 4 bytes a pixel. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** One grey byte a pixel. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Grey levels (0.299 R + 0.587 G + 0.114 B), scaled down by a whole factor (block average) when the
 * picture is well over `longSide` pixels on its long side, so every measure sees about the same size.
 */
export function toGrey(image: RgbaImage, longSide: number = CAPTURE_THRESHOLDS.analysisLongSide): GreyImage {
  const { width, height, data } = image;
  if (data.length < width * height * 4) throw new RangeError('image data is shorter than width x height x 4');
  const factor = Math.max(1, Math.floor(Math.max(width, height) / longSide + 0.25));
  const w = Math.max(1, Math.floor(width / factor));
  const h = Math.max(1, Math.floor(height / factor));
  const out = new Uint8Array(w * h);
  if (factor === 1) {
    for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = (data[p] * 299 + data[p + 1] * 587 + data[p + 2] * 114 + 500) / 1000;
    return { width: w, height: h, data: out };
  }
  const block = factor * factor * 1000;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        let p = ((y * factor + dy) * width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, p += 4) sum += data[p] * 299 + data[p + 1] * 587 + data[p + 2] * 114;
      }
      out[y * w + x] = (sum + block / 2) / block;
    }
  }
  return { width: w, height: h, data: out };
}

/** 256-bin histogram of a grey image. */
export function histogram(grey: GreyImage): Uint32Array {
  const bins = new Uint32Array(256);
  for (let i = 0; i < grey.data.length; i++) bins[grey.data[i]]++;
  return bins;
}

/** Otsu's threshold: the grey that best splits the histogram in two, and the two classes' means. */
export function otsu(bins: Uint32Array): { threshold: number; darkMean: number; lightMean: number } {
  let total = 0;
  let sumAll = 0;
  for (let g = 0; g < 256; g++) {
    total += bins[g];
    sumAll += g * bins[g];
  }
  let best = -1;
  let threshold = 0;
  let weightDark = 0;
  let sumDark = 0;
  let darkMean = 0;
  let lightMean = 0;
  for (let g = 0; g < 255; g++) {
    weightDark += bins[g];
    sumDark += g * bins[g];
    const weightLight = total - weightDark;
    if (weightDark === 0) continue;
    if (weightLight === 0) break;
    const md = sumDark / weightDark;
    const ml = (sumAll - sumDark) / weightLight;
    const between = weightDark * weightLight * (md - ml) * (md - ml);
    if (between > best) {
      best = between;
      threshold = g;
      darkMean = md;
      lightMean = ml;
    }
  }
  if (best < 0) {
    const mean = total ? sumAll / total : 0;
    return { threshold: Math.round(mean), darkMean: mean, lightMean: mean };
  }
  return { threshold, darkMean, lightMean };
}
