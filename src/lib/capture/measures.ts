import { histogram, otsu, toGrey, type GreyImage, type RgbaImage } from './image';
import { CAPTURE_THRESHOLDS } from './thresholds';

export interface Point {
  x: number;
  y: number;
}

/** The cheque's four corners in the analysed picture's pixels: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

export interface ChequeShape {
  corners: Quad;
  /** The same corners as shares (0-1) of the picture's width and height: what other sizes use. */
  relativeCorners: Quad;
  /** Cheque width (mean of the long edges) over the picture's width. */
  fill: number;
  /** The smallest gap between the cheque and a picture edge, as a share of that side. */
  padding: number;
  /** Which picture edges the cheque touches. */
  touches: { top: boolean; right: boolean; bottom: boolean; left: boolean };
  /** Long over short side (mean of opposite edges); under 1 when the cheque stands upright. */
  aspect: number;
  /** Angle of the long edges from level, degrees (signed, clockwise positive). */
  skewDegrees: number;
  /** How far opposite edges differ: 1 - shorter/longer, the larger of the two pairs. */
  perspective: number;
  /** Light pixels over the four-corner area. */
  solidity: number;
  /** The light region's share of the picture. */
  areaShare: number;
}

export interface GlareSpot {
  /** The largest clipped blob's share of the cheque's area. */
  share: number;
  /** Its centre, shares of the picture's width and height. */
  x: number;
  y: number;
}

/** Everything measured on one frame or photo (pure numbers; `assessFrame` turns them into advice). */
export interface FrameMeasures {
  width: number;
  height: number;
  /** Mean grey (0-255) of the cheque when one was found, else of the whole picture. */
  brightness: number;
  /** Share of clipped pixels (CAPTURE_THRESHOLDS.clippedLevel and above) in that same region. */
  clipped: number;
  /** The print's grey: the darkest 1 % of that region (washed out when high). */
  ink: number;
  /** The paper's grey: median of that region. */
  paper: number;
  /** Otsu's class means apart, as a share of 0-255 (light cheque against its background). */
  contrast: number;
  /** The light region's shape, or null when there is no light region worth the name. */
  cheque: ChequeShape | null;
  /** Variance of the 4-neighbour Laplacian inside the cheque (or the centre when none). */
  sharpness: number;
  /** The largest clipped blob on the cheque, when bigger than a speck. */
  glare: GlareSpot | null;
}

const T = CAPTURE_THRESHOLDS;

interface Region {
  area: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  corners: Quad;
}

/** One byte a pixel, 1 for light. */
type Mask = GreyImage;

/** Light pixels (above the threshold), with gaps of one pixel closed (a dilation, then an erosion). */
function lightMask(grey: GreyImage, threshold: number): Mask {
  const { width: w, height: h, data } = grey;
  const light = new Uint8Array(w * h);
  for (let i = 0; i < light.length; i++) light[i] = data[i] > threshold ? 1 : 0;
  const pass = (src: Uint8Array, keep: 0 | 1): Uint8Array => {
    // keep = 1: dilate (any light neighbour makes light); keep = 0: erode (any dark one makes dark).
    const out = new Uint8Array(src.length);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let v = src[y * w + x];
        if (v !== keep) {
          for (let dy = -1; dy <= 1 && v !== keep; dy++) {
            const yy = y + dy;
            if (yy < 0 || yy >= h) continue;
            for (let dx = -1; dx <= 1; dx++) {
              const xx = x + dx;
              if (xx >= 0 && xx < w && src[yy * w + xx] === keep) {
                v = keep;
                break;
              }
            }
          }
        }
        out[y * w + x] = v;
      }
    }
    return out;
  };
  return { width: w, height: h, data: pass(pass(light, 1), 0) };
}

/**
 * The largest 4-connected region of light pixels: its area, bounds and the four
 * extreme points of x+y and x-y (the corners of a quadrilateral turned less than 45 degrees).
 * `labels` receives a region number for each light pixel.
 */
function largestLightRegion(mask: Mask, labels: Int32Array): Region | null {
  const { width: w, height: h, data } = mask;
  const stack = new Int32Array(w * h);
  let best: Region | null = null;
  let label = 0;
  for (let start = 0; start < data.length; start++) {
    if (labels[start] !== 0 || data[start] === 0) continue;
    label++;
    labels[start] = label;
    let top = 0;
    stack[top++] = start;
    let area = 0;
    let minX = w;
    let maxX = 0;
    let minY = h;
    let maxY = 0;
    let minSum = Infinity;
    let maxSum = -Infinity;
    let minDiff = Infinity;
    let maxDiff = -Infinity;
    let tl = 0;
    let br = 0;
    let tr = 0;
    let bl = 0;
    while (top > 0) {
      const i = stack[--top];
      const y = (i / w) | 0;
      const x = i - y * w;
      area++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const sum = x + y;
      const diff = x - y;
      if (sum < minSum) {
        minSum = sum;
        tl = i;
      }
      if (sum > maxSum) {
        maxSum = sum;
        br = i;
      }
      if (diff > maxDiff) {
        maxDiff = diff;
        tr = i;
      }
      if (diff < minDiff) {
        minDiff = diff;
        bl = i;
      }
      if (x > 0 && labels[i - 1] === 0 && data[i - 1] !== 0) {
        labels[i - 1] = label;
        stack[top++] = i - 1;
      }
      if (x < w - 1 && labels[i + 1] === 0 && data[i + 1] !== 0) {
        labels[i + 1] = label;
        stack[top++] = i + 1;
      }
      if (y > 0 && labels[i - w] === 0 && data[i - w] !== 0) {
        labels[i - w] = label;
        stack[top++] = i - w;
      }
      if (y < h - 1 && labels[i + w] === 0 && data[i + w] !== 0) {
        labels[i + w] = label;
        stack[top++] = i + w;
      }
    }
    if (!best || area > best.area) {
      const at = (i: number): Point => ({ x: i % w, y: (i / w) | 0 });
      best = { area, minX, maxX, minY, maxY, corners: [at(tl), at(tr), at(br), at(bl)] };
    }
  }
  return best;
}

/** Block average by a whole factor: thin print vanishes into the paper, the cheque stays one region. */
function shrink(grey: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return grey;
  const w = Math.floor(grey.width / factor);
  const h = Math.floor(grey.height / factor);
  const out = new Uint8Array(w * h);
  const block = factor * factor;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * grey.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += grey.data[row + dx];
      }
      out[y * w + x] = sum / block;
    }
  }
  return { width: w, height: h, data: out };
}

/** Whether p lies inside the convex quad (either winding). */
function inside(quad: Quad, x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i];
    const b = quad[(i + 1) % 4];
    const cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

function quadArea([a, b, c, d]: Quad): number {
  const pts = [a, b, c, d];
  let twice = 0;
  for (let i = 0; i < 4; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % 4];
    twice += p.x * q.y - q.x * p.y;
  }
  return Math.abs(twice) / 2;
}

function shapeOf(region: Region, width: number, height: number, touches: ChequeShape['touches']): ChequeShape {
  const [tl, tr, br, bl] = region.corners;
  const top = distance(tl, tr);
  const bottom = distance(bl, br);
  const left = distance(tl, bl);
  const right = distance(tr, br);
  const long = (top + bottom) / 2;
  const short = (left + right) / 2;
  const angle = (a: Point, b: Point) => (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  const ratio = (a: number, b: number) => (Math.max(a, b) === 0 ? 0 : 1 - Math.min(a, b) / Math.max(a, b));
  const area = quadArea(region.corners);
  return {
    corners: region.corners,
    relativeCorners: region.corners.map((p) => ({ x: p.x / width, y: p.y / height })) as Quad,
    fill: long / width,
    padding: Math.min(region.minX / width, (width - 1 - region.maxX) / width, region.minY / height, (height - 1 - region.maxY) / height),
    touches,
    aspect: short === 0 ? 0 : long / short,
    skewDegrees: (angle(tl, tr) + angle(bl, br)) / 2,
    perspective: Math.max(ratio(top, bottom), ratio(left, right)),
    solidity: area === 0 ? 0 : Math.min(1, region.area / area),
    areaShare: region.area / (width * height),
  };
}

/** Mean grey, clipped share and Laplacian variance over a rectangle (inclusive bounds). */
function regionStats(grey: GreyImage, x0: number, y0: number, x1: number, y1: number) {
  const { width: w, data } = grey;
  let n = 0;
  let sum = 0;
  let clipped = 0;
  let lapSum = 0;
  let lapSq = 0;
  let lapN = 0;
  const bins = new Uint32Array(256);
  for (let y = y0; y <= y1; y++) {
    const row = y * w;
    for (let x = x0; x <= x1; x++) {
      const i = row + x;
      const g = data[i];
      n++;
      sum += g;
      bins[g]++;
      if (g >= T.clippedLevel) clipped++;
      if (y > y0 && y < y1 && x > x0 && x < x1) {
        const lap = data[i - 1] + data[i + 1] + data[i - w] + data[i + w] - 4 * g;
        lapSum += lap;
        lapSq += lap * lap;
        lapN++;
      }
    }
  }
  const lapMean = lapN ? lapSum / lapN : 0;
  const percentile = (share: number) => {
    let seen = 0;
    for (let g = 0; g < 256; g++) {
      seen += bins[g];
      if (seen > share * n) return g;
    }
    return 255;
  };
  return {
    mean: n ? sum / n : 0,
    ink: percentile(0.01),
    paper: percentile(0.5),
    clipped: n ? clipped / n : 0,
    sharpness: lapN ? lapSq / lapN - lapMean * lapMean : 0,
  };
}

/** The largest blob of clipped pixels on the cheque, as a share of the cheque's area. */
function largestGlare(grey: GreyImage, cheque: ChequeShape, chequeArea: number): GlareSpot | null {
  const { width: w, height: h, data } = grey;
  const level = T.clippedLevel;
  const xs = cheque.corners.map((p) => p.x);
  const ys = cheque.corners.map((p) => p.y);
  const minX = Math.max(0, Math.floor(Math.min(...xs)));
  const maxX = Math.min(w - 1, Math.ceil(Math.max(...xs)));
  const minY = Math.max(0, Math.floor(Math.min(...ys)));
  const maxY = Math.min(h - 1, Math.ceil(Math.max(...ys)));
  // 0: not looked at, 1: clipped on the cheque and not yet in a blob, 2: done.
  const state = new Uint8Array(data.length);
  let any = false;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const i = y * w + x;
      if (data[i] >= level && inside(cheque.corners, x, y)) {
        state[i] = 1;
        any = true;
      }
    }
  }
  if (!any) return null;
  const stack = new Int32Array(data.length);
  let best = { size: 0, sx: 0, sy: 0 };
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const start = y * w + x;
      if (state[start] !== 1) continue;
      state[start] = 2;
      let top = 0;
      stack[top++] = start;
      let size = 0;
      let sx = 0;
      let sy = 0;
      while (top > 0) {
        const i = stack[--top];
        const py = (i / w) | 0;
        const px = i - py * w;
        size++;
        sx += px;
        sy += py;
        if (px > 0 && state[i - 1] === 1) {
          state[i - 1] = 2;
          stack[top++] = i - 1;
        }
        if (px < w - 1 && state[i + 1] === 1) {
          state[i + 1] = 2;
          stack[top++] = i + 1;
        }
        if (py > 0 && state[i - w] === 1) {
          state[i - w] = 2;
          stack[top++] = i - w;
        }
        if (py < h - 1 && state[i + w] === 1) {
          state[i + w] = 2;
          stack[top++] = i + w;
        }
      }
      if (size > best.size) best = { size, sx, sy };
    }
  }
  if (best.size === 0 || chequeArea === 0 || best.size / chequeArea < T.glareSpeck) return null;
  return { share: best.size / chequeArea, x: best.sx / best.size / w, y: best.sy / best.size / h };
}

/** All the measures of one grey picture (already about CAPTURE_THRESHOLDS.analysisLongSide wide). */
export function measureGrey(grey: GreyImage): FrameMeasures {
  const { width, height } = grey;
  // The cheque is looked for on a picture about 160 px wide: faster, and its print does not cut
  // the paper into pieces. The corners are then scaled back.
  const factor = Math.max(1, Math.round(Math.max(width, height) / T.regionLongSide));
  const small = shrink(grey, factor);
  const split = otsu(histogram(small));
  const contrast = (split.lightMean - split.darkMean) / 255;
  const region = contrast >= T.contrastMin ? largestLightRegion(lightMask(small, split.threshold), new Int32Array(small.width * small.height)) : null;
  let cheque: ChequeShape | null = null;
  let bounds: [number, number, number, number] | null = null;
  if (region && region.area / (small.width * small.height) >= T.regionMinArea) {
    const up = (v: number, max: number) => Math.min(max - 1, v * factor + (factor - 1) / 2);
    const scaled: Region = {
      ...region,
      area: region.area * factor * factor,
      minX: region.minX * factor,
      minY: region.minY * factor,
      maxX: Math.min(width - 1, region.maxX * factor + factor - 1),
      maxY: Math.min(height - 1, region.maxY * factor + factor - 1),
      corners: region.corners.map((p) => ({ x: up(p.x, width), y: up(p.y, height) })) as Quad,
    };
    // An edge of the small picture is an edge of the frame.
    cheque = shapeOf(scaled, width, height, {
      top: region.minY === 0,
      left: region.minX === 0,
      bottom: region.maxY === small.height - 1,
      right: region.maxX === small.width - 1,
    });
    bounds = [scaled.minX, scaled.minY, scaled.maxX, scaled.maxY];
  }

  // Inside the cheque, away from its edges (the paper against the table is not its sharpness);
  // without one, the middle of the picture.
  const inset = (lo: number, hi: number, share: number) => {
    const margin = Math.round((hi - lo) * share);
    return [lo + margin, Math.max(lo + margin, hi - margin)];
  };
  const [x0, x1] = bounds ? inset(bounds[0], bounds[2], 0.1) : inset(0, width - 1, 0.2);
  const [y0, y1] = bounds ? inset(bounds[1], bounds[3], 0.1) : inset(0, height - 1, 0.2);
  const stats = regionStats(grey, x0, y0, x1, y1);
  const brightness = cheque ? stats.mean : regionStats(grey, 0, 0, width - 1, height - 1).mean;
  // Paper that is itself white to clipping (a flatbed scan, a flash) leaves no glare to tell apart.
  const glare = cheque && stats.paper < T.glarePaperMax ? largestGlare(grey, cheque, quadArea(cheque.corners)) : null;
  return { width, height, brightness, clipped: stats.clipped, ink: stats.ink, paper: stats.paper, contrast, cheque, sharpness: stats.sharpness, glare };
}

/** All the measures of one RGBA frame or photo (scaled to about 640 px on its long side first). */
export function measureFrame(image: RgbaImage): FrameMeasures {
  return measureGrey(toGrey(image));
}
