import type { CropCorners, Point } from '@/api/types/chequeImage';

export type CornerName = keyof CropCorners;
export interface Frame {
  width: number;
  height: number;
}

/** In the order a person goes round the cheque. */
export const CORNER_NAMES: readonly CornerName[] = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'];

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/** A first guess: the whole picture, a little inside its edges where a scan has its margin. */
export function defaultCorners({ width, height }: Frame): CropCorners {
  const dx = Math.round(width * 0.02);
  const dy = Math.round(height * 0.02);
  return {
    topLeft: { x: dx, y: dy },
    topRight: { x: width - dx, y: dy },
    bottomRight: { x: width - dx, y: height - dy },
    bottomLeft: { x: dx, y: height - dy },
  };
}

/** A corner moved to a point, kept inside the picture. */
export function placeCorner(corners: CropCorners, name: CornerName, point: Point, frame: Frame): CropCorners {
  return { ...corners, [name]: { x: clamp(point.x, frame.width), y: clamp(point.y, frame.height) } };
}

export function nudgeCorner(corners: CropCorners, name: CornerName, dx: number, dy: number, frame: Frame): CropCorners {
  const p = corners[name];
  return placeCorner(corners, name, { x: p.x + dx, y: p.y + dy }, frame);
}

/** Saved corners are used again only when they still fit the picture (a turn changes its frame). */
export function cornersFit(corners: CropCorners | undefined | null, frame: Frame): corners is CropCorners {
  if (!corners) return false;
  return CORNER_NAMES.every((n) => {
    const p = corners[n];
    return !!p && Number.isFinite(p.x) && Number.isFinite(p.y) && p.x >= 0 && p.y >= 0 && p.x <= frame.width && p.y <= frame.height;
  });
}

/** Arrow keys move by one pixel of the picture, with Shift by ten. */
export function arrowStep(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}
