/*
 * Generated camera frames of a cheque on a table, for the capture checks' tests and for the fake
 * camera of the browser journeys (scripts/make-fake-camera.ts). Deterministic: the same options
 * give the same pixels.
 */

export interface ScenePoint {
  x: number;
  y: number;
}

export interface SceneOptions {
  width?: number;
  height?: number;
  /** false: the table only. */
  cheque?: boolean;
  /** Cheque width over frame width (when `corners` is not given). */
  fill?: number;
  /** Long over short side of the cheque (Israeli cheques about 2.2). */
  aspect?: number;
  /** Turn of the cheque, degrees clockwise. */
  angle?: number;
  /** Shift of the cheque's centre, shares of the frame. */
  shiftX?: number;
  shiftY?: number;
  /** The top edge this much shorter than the bottom (a phone tilted back): 0-1. */
  perspective?: number;
  /** Explicit corners (top-left, top-right, bottom-right, bottom-left) in pixels. */
  corners?: [ScenePoint, ScenePoint, ScenePoint, ScenePoint];
  /** RGB of the paper, the ink and the table. */
  paper?: [number, number, number];
  ink?: [number, number, number];
  table?: [number, number, number];
  /** false: a blank back of a cheque with only a signature line. */
  printed?: boolean;
  /** Box blur of this odd size (0: none). */
  blur?: number;
  /** Exposure: each channel becomes channel * gain + offset, clipped to 0-255. */
  gain?: number;
  offset?: number;
  /** Sensor noise, +- this many grey levels. */
  noise?: number;
  /** A clipped glare spot: centre as shares of the cheque (u along, v across) and radius as a share of its width. */
  glare?: { u: number; v: number; radius: number };
  seed?: number;
}

export interface SceneImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  corners: [ScenePoint, ScenePoint, ScenePoint, ScenePoint];
}

type Matrix = number[];

/** The homography taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to `q`. */
function squareToQuad(q: ScenePoint[]): Matrix {
  const [p0, p1, p2, p3] = q;
  const sx = p0.x - p1.x + p2.x - p3.x;
  const sy = p0.y - p1.y + p2.y - p3.y;
  const dx1 = p1.x - p2.x;
  const dx2 = p3.x - p2.x;
  const dy1 = p1.y - p2.y;
  const dy2 = p3.y - p2.y;
  const det = dx1 * dy2 - dx2 * dy1;
  const g = det === 0 ? 0 : (sx * dy2 - dx2 * sy) / det;
  const h = det === 0 ? 0 : (dx1 * sy - sx * dy1) / det;
  return [p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x, p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y, g, h, 1];
}

function invert(m: Matrix): Matrix {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [A, -(b * i - c * h), b * f - c * e, B, a * i - c * g, -(a * f - c * d), C, -(a * h - b * g), a * e - b * d].map((v) => v / det);
}

/** A small deterministic hash of integers to 0-1. */
function hash(...values: number[]): number {
  let h = 2166136261;
  for (const v of values) {
    h ^= v | 0;
    h = Math.imul(h, 16777619);
    h ^= h >>> 13;
  }
  return ((h >>> 0) % 10007) / 10007;
}

/** Ink at (u, v) of the cheque (0-1 both ways): bank line, payee and amount lines, words, MICR. */
function inkAt(u: number, v: number, printed: boolean): boolean {
  // A blank margin, then a printed frame line.
  const edgeU = Math.min(u, 1 - u);
  const edgeV = Math.min(v, 1 - v);
  if (edgeU < 0.015 || edgeV < 0.033) return false;
  if (edgeU < 0.02 || edgeV < 0.045) return true;
  if (!printed) return v > 0.62 && v < 0.628 && u > 0.1 && u < 0.6;
  // Ruled lines to write on.
  if ((v > 0.43 && v < 0.437 && u > 0.08 && u < 0.7) || (v > 0.63 && v < 0.637 && u > 0.08 && u < 0.95)) return true;
  // Words: rows of letters (3-4 px wide at 640 px) with spaces.
  const rows: Array<[number, number, number, number]> = [
    [0.08, 0.16, 0.05, 0.55], // the bank's name
    [0.32, 0.4, 0.1, 0.6], // pay to
    [0.52, 0.6, 0.1, 0.9], // the amount in words
    [0.7, 0.78, 0.62, 0.92], // the signature line's text
    [0.85, 0.93, 0.15, 0.85], // MICR
  ];
  for (const [v0, v1, u0, u1] of rows) {
    if (v < v0 || v > v1 || u < u0 || u > u1) continue;
    const letter = Math.floor(u * 140);
    const word = Math.floor(u * 22);
    if (hash(word, Math.round(v0 * 100)) < 0.2) return false;
    const inLetter = (u * 140) % 1;
    if (inLetter > 0.62) return false;
    const stroke = Math.floor(((v - v0) / (v1 - v0)) * 5);
    return hash(letter, stroke, Math.round(v0 * 100)) < 0.55;
  }
  return false;
}

function boxBlur(data: Uint8ClampedArray, width: number, height: number, size: number): void {
  const r = (size - 1) / 2;
  const tmp = new Float32Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let k = -r; k <= r; k++) sum += data[(y * width + Math.min(width - 1, Math.max(0, x + k))) * 4 + c];
        tmp[(y * width + x) * 4 + c] = sum / size;
      }
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let k = -r; k <= r; k++) sum += tmp[(Math.min(height - 1, Math.max(0, y + k)) * width + x) * 4 + c];
        data[(y * width + x) * 4 + c] = sum / size;
      }
    }
  }
}

/** The default cheque's corners: centred, `fill` of the width, turned and tilted as asked. */
export function sceneCorners(o: SceneOptions = {}): [ScenePoint, ScenePoint, ScenePoint, ScenePoint] {
  const width = o.width ?? 640;
  const height = o.height ?? 480;
  const w = (o.fill ?? 0.8) * width;
  const h = w / (o.aspect ?? 2.2);
  const cx = width / 2 + (o.shiftX ?? 0) * width;
  const cy = height / 2 + (o.shiftY ?? 0) * height;
  const top = (w * (1 - (o.perspective ?? 0))) / 2;
  const local: ScenePoint[] = [
    { x: -top, y: -h / 2 },
    { x: top, y: -h / 2 },
    { x: w / 2, y: h / 2 },
    { x: -w / 2, y: h / 2 },
  ];
  const a = ((o.angle ?? 0) * Math.PI) / 180;
  return local.map(({ x, y }) => ({ x: cx + x * Math.cos(a) - y * Math.sin(a), y: cy + x * Math.sin(a) + y * Math.cos(a) })) as [
    ScenePoint,
    ScenePoint,
    ScenePoint,
    ScenePoint,
  ];
}

/** One RGBA frame: a table, a cheque on it (unless cheque: false), then blur, exposure and noise. */
export function chequeScene(o: SceneOptions = {}): SceneImage {
  const width = o.width ?? 640;
  const height = o.height ?? 480;
  const paper = o.paper ?? [206, 209, 200];
  const ink = o.ink ?? [70, 74, 112];
  const table = o.table ?? [96, 78, 62];
  const printed = o.printed ?? true;
  const corners = o.corners ?? sceneCorners(o);
  const toSquare = invert(squareToQuad(corners));
  const data = new Uint8ClampedArray(width * height * 4);
  const glare = o.glare;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      // The table: a faint grain so that it is not a flat colour.
      const grain = (hash(x >> 2, y >> 2, 7) - 0.5) * 10;
      let rgb: [number, number, number] = [table[0] + grain, table[1] + grain, table[2] + grain];
      if (o.cheque !== false) {
        const px = x + 0.5;
        const py = y + 0.5;
        const wq = toSquare[6] * px + toSquare[7] * py + toSquare[8];
        const u = (toSquare[0] * px + toSquare[1] * py + toSquare[2]) / wq;
        const v = (toSquare[3] * px + toSquare[4] * py + toSquare[5]) / wq;
        if (u >= 0 && u <= 1 && v >= 0 && v <= 1) {
          rgb = inkAt(u, v, printed) ? [...ink] : [...paper];
          if (glare) {
            const d = Math.hypot(u - glare.u, (v - glare.v) / (o.aspect ?? 2.2)) / glare.radius;
            if (d < 1.6) {
              const lift = d < 1 ? 255 : 255 * (1.6 - d) / 0.6;
              rgb = rgb.map((c) => Math.max(c, d < 1 ? 255 : c + lift)) as [number, number, number];
            }
          }
        }
      }
      data[p] = rgb[0];
      data[p + 1] = rgb[1];
      data[p + 2] = rgb[2];
      data[p + 3] = 255;
    }
  }
  if (o.blur && o.blur > 1) boxBlur(data, width, height, o.blur);
  const gain = o.gain ?? 1;
  const offset = o.offset ?? 0;
  const noise = o.noise ?? 2;
  const seed = o.seed ?? 1;
  if (gain !== 1 || offset !== 0 || noise) {
    for (let i = 0, n = 0; i < data.length; i += 4, n++) {
      const jitter = noise ? (hash(n, seed) - 0.5) * 2 * noise : 0;
      for (let c = 0; c < 3; c++) data[i + c] = data[i + c] * gain + offset + jitter;
    }
  }
  return { width, height, data, corners };
}
