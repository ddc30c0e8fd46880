import type { PointGroup } from 'signature_pad';
import { PEN } from './useSignaturePad';

/**
 * Records the strokes drawn on `box`, the signer's pad while its library loads (SignLinkPad): in
 * signature_pad's own format and coordinates (CSS pixels from the box's corner, which the canvas
 * takes over at the same size), so that the pad draws them when it is there and a signer who
 * starts before it loses nothing. `take()` stops recording and returns them.
 */
export function recordEarlyStrokes(box: HTMLElement): { take: () => PointGroup[] } {
  const strokes: PointGroup[] = [];
  let drawing: PointGroup | null = null;
  const at = (event: PointerEvent) => {
    const corner = box.getBoundingClientRect();
    return { x: event.clientX - corner.left, y: event.clientY - corner.top, pressure: event.pressure || 0.5, time: Date.now() };
  };
  const down = (event: PointerEvent) => {
    if (event.button !== 0) return;
    box.setPointerCapture?.(event.pointerId);
    drawing = { ...PEN, points: [at(event)] };
    strokes.push(drawing);
  };
  const move = (event: PointerEvent) => drawing?.points.push(at(event));
  const up = (event: PointerEvent) => {
    drawing?.points.push(at(event));
    drawing = null;
  };
  box.addEventListener('pointerdown', down);
  box.addEventListener('pointermove', move);
  box.addEventListener('pointerup', up);
  box.addEventListener('pointercancel', up);
  return {
    take() {
      box.removeEventListener('pointerdown', down);
      box.removeEventListener('pointermove', move);
      box.removeEventListener('pointerup', up);
      box.removeEventListener('pointercancel', up);
      return strokes;
    },
  };
}
