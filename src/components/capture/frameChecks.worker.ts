// The camera's frames are checked here, off the main thread (a same-origin module worker built by
// Vite): measures and advice of src/lib/capture, nothing else.
import { assessFrame, measureFrame } from '@/lib/capture';
import type { FrameReply, FrameRequest } from './frameChecker';

self.onmessage = (event: MessageEvent<FrameRequest>) => {
  const { id, width, height, data, side } = event.data;
  const started = performance.now();
  const measures = measureFrame({ width, height, data });
  const assessment = assessFrame(measures, side);
  const reply: FrameReply = { id, measures, assessment, ms: performance.now() - started };
  self.postMessage(reply);
};
