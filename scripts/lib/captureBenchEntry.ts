// Bundled by scripts/bench-capture.mjs and run inside Chromium: the camera's frame checks
// (src/lib/capture, what the worker runs per frame) timed on generated frames.
import { assessFrame, measureFrame } from '../../src/lib/capture';
import { chequeScene, type SceneOptions } from '../../src/test/chequeScene';

const SCENES: Array<[string, SceneOptions]> = [
  ['good cheque', {}],
  ['blurred', { blur: 7 }],
  ['dark', { gain: 0.22 }],
  ['over-exposed', { gain: 1.8, offset: 40 }],
  ['glare', { glare: { u: 0.5, v: 0.5, radius: 0.12 } }],
  ['skewed', { angle: 14, perspective: 0.2 }],
  ['no cheque', { cheque: false }],
];

export interface SceneTiming {
  scene: string;
  frames: number;
  medianMs: number;
  p95Ms: number;
  guidance: string;
}

/** Milliseconds per frame (measure + assess, as in the worker) at the camera's analysis size. */
export function runCaptureBench(frames = 40, width = 640, height = 480): SceneTiming[] {
  return SCENES.map(([scene, options]) => {
    const image = chequeScene({ width, height, ...options });
    const times: number[] = [];
    let guidance = '';
    for (let i = 0; i < frames; i++) {
      const started = performance.now();
      const assessment = assessFrame(measureFrame({ width, height, data: image.data }), 'front');
      times.push(performance.now() - started);
      guidance = assessment.key;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2));
    return { scene, frames, medianMs: at(0.5), p95Ms: at(0.95), guidance };
  });
}
