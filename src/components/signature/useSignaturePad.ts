import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type SignaturePadLib from 'signature_pad';
import type { PointGroup, PointGroupOptions } from 'signature_pad';
import { canRedo, canUndo, emptyPadHistory, padHistoryReducer } from '@/lib/padHistory';

/** signature_pad's class: imported by the staff's pad, loaded on demand by the signer's (SignLinkPad). */
export type SignaturePadClass = typeof SignaturePadLib;

/** The pen of both pads (and of strokes drawn before the pad is there: earlyStrokes); signature_pad's other defaults. */
export const PEN: PointGroupOptions = { penColor: '#0b2a6f', minWidth: 1, maxWidth: 3, dotSize: 0, velocityFilterWeight: 0.7, compositeOperation: 'source-over' };

/**
 * A finger or mouse signature on a canvas (signature_pad v5: pointer events), with undo, redo and
 * clear: the logic of both pads (SignaturePad for the staff, SignLinkPad for a signer's link).
 * The canvas is sized in device pixels so strokes stay sharp, and redrawn from the strokes after
 * every resize (a canvas loses its picture when its size changes). Until `Lib` is there the caller
 * shows a placeholder instead of the canvas.
 */
export function useSignaturePad(Lib: SignaturePadClass | null, onChange: (dataUrl: string | null) => void) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const [history, dispatch] = useReducer(padHistoryReducer<PointGroup>, undefined, emptyPadHistory<PointGroup>);
  // What the pad's own listeners (resize) read: kept up to date after each render, never during it.
  const presentRef = useRef(history.present);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    presentRef.current = history.present;
    onChangeRef.current = onChange;
  });
  const [unavailable, setUnavailable] = useState(false);

  // A layout effect: the pad listens from the moment its canvas is on the screen (a signer's pad
  // appears when its library arrives, maybe under a finger already).
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !Lib) return;
    let pad: SignaturePadLib;
    try {
      pad = new Lib(canvas, PEN);
    } catch {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the pad is built on the committed canvas; only then is it known that this browser cannot draw
      setUnavailable(true);
      return;
    }
    padRef.current = pad;
    const onEnd = () => {
      const data = pad.toData();
      const stroke = data[data.length - 1];
      if (stroke) dispatch({ type: 'stroke', stroke });
    };
    pad.addEventListener('endStroke', onEnd);
    let lastWidth = -1;
    const resize = () => {
      // Phones change the height of the viewport while scrolling: only a new width needs a redraw.
      if (canvas.offsetWidth === lastWidth) return;
      lastWidth = canvas.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(presentRef.current, { clear: true });
      // The picture of the strokes at the canvas's new size (also the first strokes' picture when
      // they were drawn before the pad was there).
      if (presentRef.current.length) onChangeRef.current(pad.toDataURL('image/png'));
    };
    // The observer's first call sizes the canvas, after the browser's own layout of the frame and
    // before its paint: measuring here would force a layout in the middle of React's commit.
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    window.addEventListener('resize', resize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resize);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [Lib]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    // After undo, redo or clear the canvas shows other strokes than the history: redraw it.
    if (pad.toData().length !== history.present.length) pad.fromData(history.present, { clear: true });
    onChangeRef.current(history.present.length ? pad.toDataURL('image/png') : null);
  }, [history.present]);

  /** A stroke drawn before the pad was there (recordEarlyStrokes), as if drawn on it. */
  const addStroke = useCallback((stroke: PointGroup) => dispatch({ type: 'stroke', stroke }), []);

  return {
    canvasRef,
    addStroke,
    unavailable,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    empty: !history.present.length,
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    clear: () => dispatch({ type: 'clear' }),
  };
}
