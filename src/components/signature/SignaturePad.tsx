import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import SignaturePadLib, { type PointGroup } from 'signature_pad';
import { canRedo, canUndo, emptyPadHistory, padHistoryReducer } from '@/lib/padHistory';
import '@/styles/parts/signaturePad.scss';

interface Props {
  /** The drawing as a PNG data URL, or null while the pad is empty. */
  onChange: (dataUrl: string | null) => void;
  /** Set when the user tried to sign with nothing drawn. */
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A finger or mouse signature (signature_pad v5: pointer events), with undo, redo and clear.
 * The canvas is sized in device pixels so strokes stay sharp, and redrawn from the strokes after
 * every resize (a canvas loses its picture when its size changes).
 */
export function SignaturePad({ onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const [history, dispatch] = useReducer(padHistoryReducer<PointGroup>, undefined, emptyPadHistory<PointGroup>);
  const presentRef = useRef(history.present);
  presentRef.current = history.present;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let pad: SignaturePadLib;
    try {
      pad = new SignaturePadLib(canvas, { penColor: '#0b2a6f', minWidth: 1, maxWidth: 3 });
    } catch {
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
    };
    resize();
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
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    // After undo, redo or clear the canvas shows other strokes than the history: redraw it.
    if (pad.toData().length !== history.present.length) pad.fromData(history.present, { clear: true });
    onChangeRef.current(history.present.length ? pad.toDataURL('image/png') : null);
  }, [history.present]);

  if (unavailable) return <p className="text-body-secondary">{t('signaturePad.unavailable')}</p>;

  return (
    <div className="signature-pad">
      <p id={hintId} className="signature-pad__hint text-body-secondary small mb-1">
        {t('signaturePad.hint')}
      </p>
      <canvas
        ref={canvasRef}
        className={`signature-pad__canvas${invalid ? ' is-invalid' : ''}`}
        role="img"
        aria-label={t('signaturePad.label')}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
      />
      <div className="signature-pad__tools d-flex gap-2 mt-2">
        <CButton color="secondary" variant="outline" size="sm" onClick={() => dispatch({ type: 'undo' })} disabled={!canUndo(history)}>
          {t('signaturePad.undo')}
        </CButton>
        <CButton color="secondary" variant="outline" size="sm" onClick={() => dispatch({ type: 'redo' })} disabled={!canRedo(history)}>
          {t('signaturePad.redo')}
        </CButton>
        <CButton color="secondary" variant="outline" size="sm" className="ms-auto" onClick={() => dispatch({ type: 'clear' })} disabled={!history.present.length}>
          {t('signaturePad.clear')}
        </CButton>
      </div>
    </div>
  );
}
