import { assessFrame, measureFrame, type Assessment, type ChequeSide, type FrameMeasures } from '@/lib/capture';

export interface FrameRequest {
  id: number;
  width: number;
  height: number;
  data: Uint8ClampedArray;
  side: ChequeSide;
}

export interface FrameReply {
  id: number;
  measures: FrameMeasures;
  assessment: Assessment;
  /** Time the checks took, milliseconds. */
  ms: number;
}

export interface FrameChecker {
  /** Checks one frame; its pixel buffer is handed over to the worker (do not use it after). */
  check(image: { width: number; height: number; data: Uint8ClampedArray }, side: ChequeSide): Promise<FrameReply>;
  /** Whether the checks run in a worker (false: on the main thread, where workers are missing). */
  readonly inWorker: boolean;
  dispose(): void;
}

function checkHere(id: number, image: { width: number; height: number; data: Uint8ClampedArray }, side: ChequeSide): FrameReply {
  const started = performance.now();
  const measures = measureFrame(image);
  return { id, measures, assessment: assessFrame(measures, side), ms: performance.now() - started };
}

/**
 * The frame checks in a module worker (made only when the camera opens); on the main thread when
 * a worker cannot start (an old browser, a test environment), with the same results.
 */
export function createFrameChecker(): FrameChecker {
  let worker: Worker | null = null;
  try {
    worker = typeof Worker === 'function' ? new Worker(new URL('./frameChecks.worker.ts', import.meta.url), { type: 'module' }) : null;
  } catch {
    worker = null;
  }
  let sequence = 0;
  const waiting = new Map<number, { resolve: (r: FrameReply) => void; reject: (e: unknown) => void }>();
  const fallBack = () => {
    // The worker failed to load or crashed: the frames it had are lost (the camera sends more),
    // the next ones are checked here.
    worker?.terminate();
    worker = null;
    for (const job of waiting.values()) job.reject(new Error('frame checks worker failed'));
    waiting.clear();
  };
  if (worker) {
    worker.onmessage = (event: MessageEvent<FrameReply>) => {
      const job = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      job?.resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fallBack();
    };
  }
  return {
    get inWorker() {
      return worker !== null;
    },
    check(image, side) {
      sequence += 1;
      const id = sequence;
      if (!worker) return Promise.resolve(checkHere(id, image, side));
      const request: FrameRequest = { id, width: image.width, height: image.height, data: image.data, side };
      return new Promise<FrameReply>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        // The pixels go over without a copy.
        worker!.postMessage(request, [request.data.buffer]);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      waiting.clear();
    },
  };
}
