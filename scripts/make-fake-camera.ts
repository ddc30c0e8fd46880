// A video for Chromium's fake camera (--use-file-for-fake-video-capture=<file.y4m>): a generated
// cheque on a table, seen first badly (no cheque, too far, blurred), then well, looping. Made at
// test time, never committed:  npx tsx scripts/make-fake-camera.ts .tmp/fake-camera.y4m
import { openSync, writeSync, closeSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chequeScene, type SceneOptions } from '../src/test/chequeScene';

export interface FakeCameraOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** The scenes, each shown for `frames` frames, in order (the video loops). */
  segments?: Array<{ scene: SceneOptions; frames: number }>;
}

/** What the journeys use: about 1 s of framing problems, then 3 s of a good cheque. */
export const JOURNEY_SEGMENTS: FakeCameraOptions['segments'] = [
  { scene: { cheque: false }, frames: 4 },
  { scene: { fill: 0.5 }, frames: 4 },
  { scene: { blur: 7 }, frames: 4 },
  { scene: {}, frames: 30 },
];

/** RGBA to planar Y'CbCr 4:2:0 with full-range (JPEG) BT.601 coefficients: one y4m frame. */
function toI420(data: Uint8ClampedArray, width: number, height: number, jitter: number): Buffer {
  const frame = Buffer.alloc(width * height * 1.5);
  const cw = width / 2;
  const uOffset = width * height;
  const vOffset = uOffset + cw * (height / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 4;
      // A little sensor noise that differs from frame to frame.
      const n = ((((x * 73 + y * 151 + jitter * 97) % 7) - 3) * 2) / 3;
      frame[y * width + x] = Math.max(0, Math.min(255, Math.round(0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2] + n)));
    }
  }
  for (let y = 0; y < height / 2; y++) {
    for (let x = 0; x < cw; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [1, 1]]) {
        const p = ((y * 2 + dy) * width + x * 2 + dx) * 4;
        r += data[p];
        g += data[p + 1];
        b += data[p + 2];
      }
      r /= 4;
      g /= 4;
      b /= 4;
      frame[uOffset + y * cw + x] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      frame[vOffset + y * cw + x] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return frame;
}

/** Writes the .y4m; returns its path. */
export function writeFakeCamera(path: string, { width = 640, height = 480, fps = 10, segments = JOURNEY_SEGMENTS }: FakeCameraOptions = {}): string {
  mkdirSync(dirname(path), { recursive: true });
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
    let count = 0;
    for (const { scene, frames } of segments!) {
      const image = chequeScene({ width, height, noise: 0, ...scene });
      for (let i = 0; i < frames; i++) {
        writeSync(fd, 'FRAME\n');
        writeSync(fd, toI420(image.data, width, height, count++));
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

if (process.argv[1] && /make-fake-camera\.ts$/.test(process.argv[1])) {
  const out = process.argv[2] ?? '.tmp/fake-camera.y4m';
  const started = Date.now();
  writeFakeCamera(out);
  console.log(`fake camera video: ${out} (${Date.now() - started} ms)`);
}
