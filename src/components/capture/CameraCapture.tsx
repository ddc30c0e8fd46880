import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChequeSide } from '@/lib/capture';
import type { CameraProblem } from './cameraSupport';
import { guideBox, type CameraView } from './cameraState';
import { useCameraSession, type CapturedStill } from './useCameraSession';
import './capture.css';

export type { CameraProblem };

interface Props {
  side: ChequeSide;
  /** "front of the cheque" / "back of the cheque". */
  sideLabel: string;
  onCapture: (still: CapturedStill) => void;
  onUnavailable: (problem: CameraProblem) => void;
  onClose: () => void;
  /** Shown under the buttons: the way to the file input. */
  children?: ReactNode;
}

/** The cheque-shaped frame to aim at over the video, the corners found, and the automatic capture's progress. */
function CameraOverlay({ size, quad, progress }: Pick<CameraView, 'size' | 'quad' | 'progress'>) {
  const { view, guide } = guideBox(size);
  return (
    <>
      {size && (
        <svg className="capture-camera__overlay" viewBox={`0 0 ${view.width} ${view.height}`} preserveAspectRatio="none" aria-hidden="true">
          <path
            className="capture-camera__shade"
            fillRule="evenodd"
            d={`M0 0H${view.width}V${view.height}H0Z M${guide.x} ${guide.y}h${guide.w}v${guide.h}h${-guide.w}Z`}
          />
          <rect className="capture-camera__guide" x={guide.x} y={guide.y} width={guide.w} height={guide.h} rx={view.width * 0.015} />
          {quad && (
            <polygon
              className={quad.passed ? 'capture-camera__quad capture-camera__quad--good' : 'capture-camera__quad'}
              points={quad.corners.map((p) => `${p.x * view.width},${p.y * view.height}`).join(' ')}
            />
          )}
        </svg>
      )}
      <div className="capture-camera__progress" aria-hidden="true">
        <span style={{ transform: `scaleX(${progress})` }} />
      </div>
    </>
  );
}

/**
 * The rear camera in the page with a cheque-shaped frame to aim at (useCameraSession does the
 * work); one phrase of guidance at a time, announced politely; the button takes the current frame.
 */
export function CameraCapture({ side, sideLabel, onCapture, onUnavailable, onClose, children }: Props) {
  const { t } = useTranslation('capture');
  const { view, video, takeButton, takeNow } = useCameraSession(side, onCapture, onUnavailable);
  const { live, size, guidance, notice } = view;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const spoken = notice
    ? t('camera.retry', { advice: t(`guidance.${notice}`) })
    : guidance
      ? t(`guidance.${guidance}`)
      : live
        ? ''
        : t('camera.opening');
  const headingId = `camera-title-${side}`;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape anywhere in the camera closes it
    <section className="capture-camera" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <h3 id={headingId} className="capture-camera__title">
        {t('camera.region', { side: sideLabel })}
      </h3>
      <div
        className="capture-camera__view"
        style={size ? { aspectRatio: `${size.width} / ${size.height}`, width: `min(100%, ${(62 * size.width) / size.height}vh)` } : undefined}
      >
        <video ref={video} className="capture-camera__video" muted playsInline autoPlay aria-hidden="true" />
        <CameraOverlay size={size} quad={view.quad} progress={view.progress} />
      </div>
      <p className="visually-hidden">{t('camera.view')}</p>
      <p className="capture-camera__guidance" role="status" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
      <div className="capture-camera__actions">
        <button ref={takeButton} type="button" className="terminal-btn" onClick={takeNow} disabled={!live}>
          {t('camera.take')}
        </button>
        <button type="button" className="terminal-btn terminal-btn--secondary" onClick={onClose}>
          {t('camera.close')}
        </button>
      </div>
      {children}
    </section>
  );
}
