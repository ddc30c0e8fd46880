import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { AutoCapture, SteadyGuidance, decideCapture, type Assessment, type ChequeSide, type FrameMeasures, type GuidanceProblem } from '@/lib/capture';
import type { CameraProblem } from './cameraSupport';
import { cameraReducer, closedCamera } from './cameraState';
import { createFrameChecker } from './frameChecker';
import { analysisPixels, cropBox, renderStill } from './stillImage';

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

/** About 6 frames a second are checked (capture-quality.md: 5-10 a second is easy in a worker). */
const FRAME_INTERVAL_MS = 150;

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

/** What the frame loop and the button share, outside React's renders. */
interface Session {
  latest: Frame | undefined;
  good: Array<{ id: number; frame: Frame }>;
  done: boolean;
  attempts: number;
  frameMs: number[];
}

/** Takes `frame` as the still (once per session) and lets every other frame go. */
function finish(state: Session, onCapture: (still: CapturedStill) => void, frame: Frame, auto: boolean, warning?: GuidanceProblem[]) {
  if (state.done) return;
  state.done = true;
  const image = renderStill(frame.source, frame.width, frame.height, cropBox(frame.measures, frame.assessment));
  release(state.latest);
  state.good.forEach((g) => release(g.frame));
  release(frame);
  onCapture({ image, auto, warning, frameMs: state.frameMs });
}

/**
 * The rear camera's stream and frame loop (the state of cameraReducer and the work behind it):
 * frames are checked in a worker; after several good frames in a row the sharpest is taken by
 * itself; `takeNow` takes the current frame, refused with the advice before the third attempt and
 * accepted with a warning from it on.
 */
export function useCameraSession(side: ChequeSide, onCapture: (still: CapturedStill) => void, onUnavailable: (problem: CameraProblem) => void) {
  const video = useRef<HTMLVideoElement>(null);
  const takeButton = useRef<HTMLButtonElement>(null);
  const [view, dispatch] = useReducer(cameraReducer, closedCamera);
  const { live } = view;
  const session = useRef<Session>({ latest: undefined, good: [], done: false, attempts: 0, frameMs: [] });
  // The latest callbacks, for the stream's and the loop's callbacks and the button: kept after each
  // render (never written during one), before any of them can run.
  const callbacks = useRef({ onCapture, onUnavailable });
  useLayoutEffect(() => {
    callbacks.current = { onCapture, onUnavailable };
  });

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
        dispatch({ type: 'opened', size: { width: element.videoWidth || 1280, height: element.videoHeight || 720 } });
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
          const cheque = reply.measures.cheque;
          dispatch({
            type: 'frame',
            guidance: steady.push(reply.assessment.key),
            quad: cheque ? { corners: cheque.relativeCorners, passed: reply.assessment.passed } : null,
            progress: auto.progress,
          });
          if (chosen !== null) {
            const best = state.good.find((g) => g.id === chosen)?.frame ?? frame;
            finish(state, callbacks.current.onCapture, best, true);
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

  const takeNow = () => {
    const state = session.current;
    const frame = state.latest;
    if (!frame || state.done) return;
    state.attempts += 1;
    const decision = decideCapture(state.attempts, frame.assessment);
    if (decision === 'retry') {
      dispatch({ type: 'takeRefused', advice: frame.assessment.key });
      return;
    }
    // The button takes this very frame: it is no longer the loop's to release.
    state.good = state.good.filter((g) => g.frame !== frame);
    state.latest = undefined;
    finish(state, callbacks.current.onCapture, frame, false, decision === 'acceptWithWarning' ? frame.assessment.problems : undefined);
  };

  return { view, video, takeButton, takeNow };
}
