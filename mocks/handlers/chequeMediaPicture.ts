import type { ChequeRow } from '../db/schema';
import { chequeSvg, svgDataUrl } from '../db/chequeImages';

export type Side = 'front' | 'rear';
export interface Point {
  x: number;
  y: number;
}
export interface Corners {
  topLeft: Point;
  topRight: Point;
  bottomRight: Point;
  bottomLeft: Point;
}
export const CORNER_NAMES = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;

/** What this domain keeps on a cheque row beyond the shared schema. */
export interface MediaRow extends ChequeRow {
  /** Clockwise quarter turns per side, in degrees (`rotation` of the schema is the front's). */
  imageRotation?: Partial<Record<Side, number>>;
  /** The four corners chosen on the rotated picture, per side. */
  crop?: Partial<Record<Side, Corners>>;
  stamp?: string;
  rearSignatures?: Array<{ name: string; signaturePath: string }>;
}

const W = 1000;
const H = 450;

export function rotationOf(row: MediaRow, side: Side): number {
  return row.imageRotation?.[side] ?? (side === 'front' ? (row.rotation ?? 0) : 0);
}

/** The size of the picture once rotated: crop corners are chosen in this frame. */
export function frameOf(rotation: number): { width: number; height: number } {
  return rotation % 180 === 0 ? { width: W, height: H } : { width: H, height: W };
}

function rotateTransform(rotation: number): string {
  if (rotation === 90) return `translate(${H} 0) rotate(90)`;
  if (rotation === 180) return `translate(${W} ${H}) rotate(180)`;
  if (rotation === 270) return `translate(0 ${W}) rotate(270)`;
  return '';
}

const image = (href: string, x: number, y: number, w: number, h: number) =>
  `<image href="${href}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid meet"/>`;

/** Signatures drawn where a person would put them: the signature line, the endorsement area. */
function overlays(row: MediaRow, side: Side): string {
  if (side === 'front') {
    return [row.signature ? image(row.signature, 60, 235, 300, 90) : '', row.stamp ? image(row.stamp, 380, 225, 260, 110) : ''].join('');
  }
  return (row.rearSignatures ?? [])
    .map((s, i) => image(s.signaturePath, 720 - (i % 3) * 250, 80 + Math.floor(i / 3) * 150, 240, 90))
    .join('');
}

/**
 * The cheque's picture as the backend would store it after rotate and crop: the original upload
 * (or the generated picture) rotated, signed, and cut to the chosen four corners.
 */
export function chequePicture(row: MediaRow, side: Side, { original = false, small = false } = {}): string {
  const rotation = rotationOf(row, side);
  const frame = frameOf(rotation);
  const stored = side === 'front' ? row.frontImage : row.rearImage;
  const base = stored ?? svgDataUrl(chequeSvg({ ...row, rotation: 0 }, side));
  const corners = original ? undefined : row.crop?.[side];
  const xs = corners ? CORNER_NAMES.map((c) => corners[c].x) : [0, frame.width];
  const ys = corners ? CORNER_NAMES.map((c) => corners[c].y) : [0, frame.height];
  const box = { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
  const width = small ? 200 : Math.round(box.w);
  const height = Math.round((width * box.h) / box.w);
  const clip = corners ? `<clipPath id="crop"><polygon points="${CORNER_NAMES.map((c) => `${corners[c].x},${corners[c].y}`).join(' ')}"/></clipPath>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box.x} ${box.y} ${box.w} ${box.h}"><defs>${clip}</defs><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="#fff"/><g${corners ? ' clip-path="url(#crop)"' : ''}><g transform="${rotateTransform(rotation)}">${image(base, 0, 0, W, H)}${overlays(row, side)}</g></g></svg>`;
}

/** Four corners, each a finite point inside the rotated frame, enclosing a usable area. */
export function isValidCorners(value: unknown, rotation: number): value is Corners {
  if (!value || typeof value !== 'object') return false;
  const frame = frameOf(rotation);
  const c = value as Record<string, unknown>;
  const ok = CORNER_NAMES.every((name) => {
    const p = c[name] as Point | undefined;
    return !!p && Number.isFinite(p.x) && Number.isFinite(p.y) && p.x >= 0 && p.y >= 0 && p.x <= frame.width && p.y <= frame.height;
  });
  if (!ok) return false;
  const corners = value as Corners;
  const xs = CORNER_NAMES.map((n) => corners[n].x);
  const ys = CORNER_NAMES.map((n) => corners[n].y);
  return Math.max(...xs) - Math.min(...xs) >= 20 && Math.max(...ys) - Math.min(...ys) >= 20;
}

/** The picture as a data URL (GET /api/check/images/hash/{hash}): an untouched upload as it came. */
export function pictureDataUrl(row: MediaRow, side: Side): string {
  const edited = rotationOf(row, side) || row.crop?.[side] || (side === 'front' ? row.signature || row.stamp : row.rearSignatures?.length);
  const stored = side === 'front' ? row.frontImage : row.rearImage;
  return !edited && stored ? stored : svgDataUrl(chequePicture(row, side));
}
