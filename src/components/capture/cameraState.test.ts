import type { Quad } from '@/lib/capture';
import { cameraReducer, closedCamera, guideBox, type CameraAction, type CameraView } from './cameraState';

const run = (state: CameraView, ...actions: CameraAction[]) => actions.reduce(cameraReducer, state);
const frame = (guidance: CameraView['guidance'], progress = 0): CameraAction => ({ type: 'frame', guidance, quad: null, progress });

describe('cameraReducer', () => {
  it('is not live until the stream plays, then knows its size', () => {
    expect(closedCamera.live).toBe(false);
    expect(run(closedCamera, { type: 'opened', size: { width: 1920, height: 1080 } })).toMatchObject({ live: true, size: { width: 1920, height: 1080 } });
  });

  it.each([
    ['the same advice keeps the "try again" notice', 'holdStill', 'holdStill', 'holdStill'],
    ['another advice replaces it', 'holdStill', 'moveCloser', null],
    ['good frames replace it', 'holdStill', 'ok', null],
    ['no advice any more replaces it', 'holdStill', null, null],
  ] as const)('%s', (_, before, after, notice) => {
    const refused = run(closedCamera, frame(before), { type: 'takeRefused', advice: before });
    expect(refused.notice).toBe(before);
    const next = run(refused, frame(after, 0.5));
    expect(next.notice).toBe(notice);
    expect(next.guidance).toBe(after);
    expect(next.progress).toBe(0.5);
  });

  it("keeps the latest frame's corners and verdict", () => {
    const corners: Quad = [
      { x: 0.1, y: 0.2 },
      { x: 0.9, y: 0.2 },
      { x: 0.9, y: 0.6 },
      { x: 0.1, y: 0.6 },
    ];
    const quad = { corners, passed: true };
    expect(run(closedCamera, { type: 'frame', guidance: 'ok', quad, progress: 1 }).quad).toEqual(quad);
    expect(run(closedCamera, { type: 'frame', guidance: 'ok', quad, progress: 1 }, frame('noCheque')).quad).toBeNull();
  });
});

describe('guideBox: a cheque-shaped frame (2.2:1) across 86 % of the view, centred', () => {
  it.each([
    // Landscape: as wide as 86 % of the view.
    [{ width: 1920, height: 1080 }, { w: 1651.2, h: 1651.2 / 2.2 }],
    // A wide strip: held to 90 % of the height.
    [{ width: 2000, height: 400 }, { w: 1720, h: 360 }],
    // Until the size is known: a 16:9 stand-in.
    [null, { w: 16 * 0.86, h: (16 * 0.86) / 2.2 }],
  ])('%o', (size, { w, h }) => {
    const { view, guide } = guideBox(size);
    expect(guide.w).toBeCloseTo(w);
    expect(guide.h).toBeCloseTo(h);
    expect(guide.x).toBeCloseTo((view.width - w) / 2);
    expect(guide.y).toBeCloseTo((view.height - h) / 2);
  });
});
