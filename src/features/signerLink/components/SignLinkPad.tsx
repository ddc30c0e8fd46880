import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignaturePad, type SignaturePadClass } from '@/components/signature/useSignaturePad';
import { recordEarlyStrokes } from '@/components/signature/earlyStrokes';

interface Props {
  onChange: (dataUrl: string | null) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The signer's drawing pad: the staff's logic (useSignaturePad) in the link page's look. Its
 * library (signature_pad, 5 kB gzip) is not in the first download on a phone: it is asked for
 * when the pad comes into view or is touched; until then a box of the same size stands
 * in its place, so nothing moves, and what is drawn on it is drawn on the pad when it is there.
 */
export function SignLinkPad({ onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation('common');
  const hintId = useId();
  const [Lib, setLib] = useState<SignaturePadClass | null>(null);
  const [failed, setFailed] = useState(false);
  const placeholderRef = useRef<HTMLDivElement>(null);
  const { canvasRef, ...pad } = useSignaturePad(Lib, onChange);
  const { addStroke } = pad;

  useEffect(() => {
    const box = placeholderRef.current;
    if (Lib || !box) return;
    let live = true;
    let observer: IntersectionObserver | undefined;
    const early = recordEarlyStrokes(box);
    const load = () => {
      observer?.disconnect();
      import('signature_pad').then(
        (module) => {
          if (!live) return;
          early.take().forEach(addStroke);
          setLib(() => module.default);
        },
        () => {
          if (live) setFailed(true);
        },
      );
    };
    box.addEventListener('pointerdown', load);
    if (typeof IntersectionObserver === 'undefined') load();
    else {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) load();
      });
      observer.observe(box);
    }
    return () => {
      live = false;
      observer?.disconnect();
      box.removeEventListener('pointerdown', load);
      early.take();
    };
  }, [Lib, addStroke]);

  if (failed || pad.unavailable) return <p className="link-muted">{t('signaturePad.unavailable')}</p>;

  const describe = [hintId, describedBy].filter(Boolean).join(' ');
  const box = `link-pad__canvas${invalid ? ' is-invalid' : ''}`;
  return (
    <div className="link-pad">
      <p id={hintId} className="link-pad__hint">
        {t('signaturePad.hint')}
      </p>
      {Lib ? (
        <canvas ref={canvasRef} className={box} role="img" aria-label={t('signaturePad.label')} aria-describedby={describe} />
      ) : (
        <div ref={placeholderRef} className={box} aria-hidden="true" />
      )}
      <div className="link-pad__tools">
        <button type="button" className="link-btn link-btn--secondary link-btn--small" onClick={pad.undo} disabled={!pad.canUndo}>
          {t('signaturePad.undo')}
        </button>
        <button type="button" className="link-btn link-btn--secondary link-btn--small" onClick={pad.redo} disabled={!pad.canRedo}>
          {t('signaturePad.redo')}
        </button>
        <button type="button" className="link-btn link-btn--secondary link-btn--small link-pad__clear" onClick={pad.clear} disabled={pad.empty}>
          {t('signaturePad.clear')}
        </button>
      </div>
    </div>
  );
}
