import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AutoCapture,
  SteadyGuidance,
  decideCapture,
  type Assessment,
  type ChequeSide,
  type FrameMeasures,
  type GuidanceKey,
  type GuidanceProblem,
  type Quad,
} from '@/lib/capture';
import { createFrameChecker } from './frameChecker';
import { analysisPixels, cropBox, renderStill } from './stillImage';
import './capture.css';

import type { CameraProblem } from './cameraSupport';

export type { CameraProblem };

export interface CapturedStill {
  /** JPEG data URL, at most 1,600 px, cut to the cheque when its corners were found. */
  image: string;
  /** Taken by itself after good frames in a row (false: the button). */
  auto: boolean;
  /** Set when a picture that failed the checks was accepted (the third attempt). */
  warning?: GuidanceProblem[];
  /** Check times of the frames seen, milliseconds (for the benchmark and diagnostics). */
  frameMs: number[];
}

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

/** About 6 frames a second are checked (capture-quality.md: 5-10 a second is easy in a worker). */
const FRAME_INTERVAL_MS = 150;
/** The frame to aim at: a cheque shape (2.2:1) across 86 % of the view. */
const GUIDE = { width: 0.86, aspect: 2.2 };

interface Frame {
  source: ImageBitmap | HTMLCanvasElement;
  width: number;
  height: number;
  measures: FrameMeasures;
  assessment: Assessment;
}

function problemOf(error: unknown): CameraProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'none';
  return 'failed';
}

async function grab(video: HTMLVideoElement, width: number, height: number): Promise<ImageBitmap | HTMLCanvasElement> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(video);
    } catch {
      /* drawn below */
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(video, 0, 0, width, height);
  return canvas;
}

const release = (frame: Frame | undefined) => {
  if (frame && 'close' in frame.source) frame.source.close();
};

/**
 * The rear camera in the page with a cheque-shaped frame to aim at. Frames are checked in a worker;
 * one phrase of guidance at a time, announced politely; after several good frames in a row the
 * sharpest is taken by itself. The button takes the current frame: refused with the advice before
 * the third attempt, accepted with a warning from it on.
 */
export function CameraCapture({ side, sideLabel, onCapture, onUnavailable, onClose, children }: Props) {
  const { t } = useTranslation('capture');
  const video = useRef<HTMLVideoElement>(null);
  const takeButton = useRef<HTMLButtonElement>(null);
  const [live, setLive] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [guidance, setGuidance] = useState<GuidanceKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [quad, setQuad] = useState<{ corners: Quad; passed: boolean } | null>(null);
  const [progress, setProgress] = useState(0);
  // What the frame loop and the button share, outside React's renders.
  const session = useRef({ latest: undefined as Frame | undefined, good: [] as Array<{ id: number; frame: Frame }>, done: false, attempts: 0, frameMs: [] as number[] });
  const callbacks = useRef({ onCapture, onUnavailable });
  callbacks.current = { onCapture, onUnavailable };

  // The stream: opened once, stopped when the camera closes.
  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    const element = video.current!;
    navigator.mediaDevices
      .getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } } })
      .then(async (opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        element.srcObject = opened;
        await new Promise<void>((resolve) => {
          if (element.readyState >= 1) resolve();
          else element.addEventListener('loadedmetadata', () => resolve(), { once: true });
        });
        await element.play().catch(() => undefined);
        if (cancelled) return;
        setSize({ width: element.videoWidth || 1280, height: element.videoHeight || 720 });
        setLive(true);
        takeButton.current?.focus();
      })
      .catch((error: unknown) => {
        if (!cancelled) callbacks.current.onUnavailable(problemOf(error));
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
      element.srcObject = null;
    };
  }, []);

  const finish = (frame: Frame, auto: boolean, warning?: GuidanceProblem[]) => {
    const state = session.current;
    if (state.done) return;
    state.done = true;
    const image = renderStill(frame.source, frame.width, frame.height, cropBox(frame.measures, frame.assessment));
    release(state.latest);
    state.good.forEach((g) => release(g.frame));
    release(frame);
    callbacks.current.onCapture({ image, auto, warning, frameMs: state.frameMs });
  };

  // The frame loop: grab, scale to ~640 px, check in the worker, advise, maybe capture.
  useEffect(() => {
    if (!live) return;
    const state = session.current;
    const checker = createFrameChecker();
    const auto = new AutoCapture<number>();
    const steady = new SteadyGuidance();
    const small = document.createElement('canvas');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      const element = video.current;
      if (stopped || state.done || !element) return;
      if (element.readyState >= 2 && element.videoWidth) {
        const width = element.videoWidth;
        const height = element.videoHeight;
        const source = await grab(element, width, height);
        const pixels = stopped ? null : analysisPixels(source, width, height, small);
        const reply = pixels ? await checker.check(pixels, side).catch(() => null) : null;
        if (stopped || state.done || !reply) {
          if ('close' in source) source.close();
          if (stopped || state.done) return;
        } else {
          const frame: Frame = { source, width, height, measures: reply.measures, assessment: reply.assessment };
          state.frameMs.push(reply.ms);
          if (state.frameMs.length > 200) state.frameMs.shift();
          // The latest frame is kept for the button; good ones for the automatic capture.
          const previous = state.latest;
          state.latest = frame;
          if (previous && !state.good.some((g) => g.frame === previous)) release(previous);
          if (reply.assessment.passed) state.good.push({ id: reply.id, frame });
          else {
            state.good.forEach((g) => g.frame !== frame && release(g.frame));
            state.good = [];
          }
          const chosen = auto.push(reply.assessment, reply.measures.sharpness, reply.id);
          while (state.good.length > 6) {
            const dropped = state.good.shift()!;
            if (dropped.frame !== state.latest) release(dropped.frame);
          }
          setGuidance(steady.push(reply.assessment.key));
          setQuad(reply.measures.cheque ? { corners: reply.measures.cheque.relativeCorners, passed: reply.assessment.passed } : null);
          setProgress(auto.progress);
          if (chosen !== null) {
            const best = state.good.find((g) => g.id === chosen)?.frame ?? frame;
            finish(best, true);
            return;
          }
        }
      }
      timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      checker.dispose();
    };
  }, [live, side]);

  useEffect(
    () => () => {
      const state = session.current;
      release(state.latest);
      state.good.forEach((g) => release(g.frame));
      state.good = [];
      state.latest = undefined;
    },
    [],
  );

  // Any change of advice replaces a "try again" notice: one phrase at a time.
  useEffect(() => setNotice(null), [guidance]);

  const takeNow = () => {
    const state = session.current;
    const frame = state.latest;
    if (!frame || state.done) return;
    state.attempts += 1;
    const decision = decideCapture(state.attempts, frame.assessment);
    if (decision === 'retry') {
      setNotice(t('camera.retry', { advice: t(`guidance.${frame.assessment.key}`) }));
      return;
    }
    // The button takes this very frame: it is no longer the loop's to release.
    state.good = state.good.filter((g) => g.frame !== frame);
    state.latest = undefined;
    finish(frame, false, decision === 'acceptWithWarning' ? frame.assessment.problems : undefined);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const spoken = notice ?? (guidance ? t(`guidance.${guidance}`) : live ? '' : t('camera.opening'));
  const view = size ?? { width: 16, height: 9 };
  const guideW = view.width * GUIDE.width;
  const guideH = Math.min(view.height * 0.9, guideW / GUIDE.aspect);
  const guide = { x: (view.width - guideW) / 2, y: (view.height - guideH) / 2, w: guideW, h: guideH };
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
