import { chequeScene, type SceneOptions } from '../../test/chequeScene';
import { assessFrame, type GuidanceKey } from './guidance';
import { measureFrame } from './measures';
import { CAPTURE_THRESHOLDS as T } from './thresholds';

// Generated 640x480 frames of a cheque on a wooden table (src/test/chequeScene.ts).
const measure = (o: SceneOptions = {}) => measureFrame(chequeScene(o));

describe('a well taken frame', () => {
  const m = measure();

  it('finds the cheque and its four corners where they were drawn', () => {
    const drawn = chequeScene().corners;
    expect(m.cheque).not.toBeNull();
    m.cheque!.corners.forEach((corner, i) => {
      expect(Math.abs(corner.x - drawn[i].x)).toBeLessThanOrEqual(3);
      expect(Math.abs(corner.y - drawn[i].y)).toBeLessThanOrEqual(3);
    });
    expect(m.cheque!.relativeCorners[2].x).toBeCloseTo(drawn[2].x / 640, 1);
  });

  it('measures fill, aspect, skew and perspective', () => {
    expect(m.cheque!.fill).toBeCloseTo(0.8, 1);
    expect(m.cheque!.aspect).toBeGreaterThan(2.1);
    expect(m.cheque!.aspect).toBeLessThan(2.3);
    expect(Math.abs(m.cheque!.skewDegrees)).toBeLessThan(1);
    expect(m.cheque!.perspective).toBeLessThan(0.03);
    expect(m.cheque!.padding).toBeGreaterThan(T.paddingMin);
  });

  it('is well lit, sharp and free of glare: it passes', () => {
    expect(m.brightness).toBeGreaterThan(T.brightnessMin);
    expect(m.brightness).toBeLessThan(T.brightnessMax);
    expect(m.sharpness).toBeGreaterThan(T.sharpnessMin.front * 10);
    expect(m.glare).toBeNull();
    expect(assessFrame(m, 'front')).toEqual({ key: 'ok', problems: [], passed: true });
  });

  it('gives the same measures for a 1920x1080 frame (scaled down to about 640 first)', () => {
    const big = measure({ width: 1920, height: 1080 });
    expect(big.width).toBe(640);
    expect(big.cheque!.fill).toBeCloseTo(0.8, 1);
    expect(assessFrame(big, 'front').key).toBe('ok');
  });
});

describe('sharpness: variance of the Laplacian', () => {
  it('falls with the blur (sharp > 3x3 > 5x5 > 7x7 box blur)', () => {
    const values = [0, 3, 5, 7].map((blur) => measure({ blur }).sharpness);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // The figures of capture-quality.md for its synthetic text image: 3,835 / 397 / 135 / 64.
    expect(values[0]).toBeGreaterThan(2000);
    expect(values[1]).toBeGreaterThan(T.sharpnessMin.front);
    expect(values[3]).toBeLessThan(T.sharpnessMin.front);
  });

  it('is less strict on the blank back of a cheque', () => {
    const back = measure({ printed: false, blur: 3 });
    expect(back.sharpness).toBeLessThan(T.sharpnessMin.front);
    expect(assessFrame(back, 'rear').key).toBe('ok');
    expect(assessFrame(back, 'front').key).toBe('holdStill');
    expect(assessFrame(measure({ printed: false, blur: 7 }), 'rear').key).toBe('holdStill');
  });
});

describe('a flatbed scan: white paper, black print', () => {
  const scan = measure({ table: [235, 235, 235], paper: [255, 255, 255], ink: [20, 20, 20], fill: 0.9 });

  it('is not "too bright" and has no glare: its print is dark and its paper white to clipping', () => {
    expect(scan.paper).toBeGreaterThanOrEqual(T.glarePaperMax);
    expect(scan.ink).toBeLessThan(T.inkMax);
    expect(scan.glare).toBeNull();
    expect(assessFrame(scan, 'front').problems).not.toContain('tooBright');
  });
});

describe('glare: clipped blobs on the cheque', () => {
  it('ignores a speck and says where a large spot is', () => {
    expect(measure({ glare: { u: 0.3, v: 0.5, radius: 0.004 } }).glare).toBeNull();
    const small = measure({ glare: { u: 0.3, v: 0.5, radius: 0.015 } });
    expect(small.glare!.share).toBeLessThan(T.glareBlobMax);
    const big = measure({ glare: { u: 0.3, v: 0.5, radius: 0.08 } });
    expect(big.glare!.share).toBeGreaterThan(T.glareBlobMax);
    // The cheque spans x 64-576: 30 % along it is near x = 218 of 640.
    expect(big.glare!.x).toBeCloseTo(218 / 640, 1);
    expect(big.glare!.y).toBeCloseTo(0.5, 1);
  });
});

// Both sides of every limit: [case, scene, side, expected guidance].
const cases: Array<[string, SceneOptions, 'front' | 'rear', GuidanceKey]> = [
  ['well lit', {}, 'front', 'ok'],
  ['dark (a fifth of the light)', { gain: 0.22 }, 'front', 'tooDark'],
  ['dim but enough (40 % of the light)', { gain: 0.4 }, 'front', 'ok'],
  ['over-exposed', { gain: 1.5, offset: 60 }, 'front', 'tooBright'],
  ['bright but not clipped', { gain: 1.05, offset: 5 }, 'front', 'ok'],
  ['no cheque on a dark table', { cheque: false }, 'front', 'noCheque'],
  ['no cheque on a white table', { cheque: false, table: [215, 215, 212] }, 'front', 'lowContrast'],
  ['cheque on a white table', { table: [215, 215, 212] }, 'front', 'lowContrast'],
  ['too far (half the width)', { fill: 0.5 }, 'front', 'moveCloser'],
  ['far enough (three quarters)', { fill: 0.75 }, 'front', 'ok'],
  ['too close (cut by the edges)', { fill: 1.1 }, 'front', 'moveBack'],
  ['off to one side', { shiftX: 0.2 }, 'front', 'moveBack'],
  ['standing upright', { angle: 90, fill: 0.35 }, 'front', 'turnSideways'],
  ['skewed 20 degrees', { angle: 20, fill: 0.75 }, 'front', 'straighten'],
  ['skewed 8 degrees', { angle: 8 }, 'front', 'ok'],
  ['skewed -20 degrees', { angle: -20, fill: 0.75 }, 'front', 'straighten'],
  ['phone tilted back (25 % perspective)', { perspective: 0.25, fill: 0.9 }, 'front', 'holdFlat'],
  ['slight perspective (6 %)', { perspective: 0.06, fill: 0.85 }, 'front', 'ok'],
  ['glare spot', { glare: { u: 0.6, v: 0.4, radius: 0.08 } }, 'front', 'glare'],
  ['small reflection', { glare: { u: 0.6, v: 0.4, radius: 0.015 } }, 'front', 'ok'],
  ['blurred (7x7)', { blur: 7 }, 'front', 'holdStill'],
  ['slightly soft (3x3)', { blur: 3 }, 'front', 'ok'],
  ['portrait frame of a phone', { width: 360, height: 640, fill: 0.85 }, 'front', 'ok'],
  ['dark and blurred: the light first', { gain: 0.22, blur: 7 }, 'front', 'tooDark'],
  ['far and blurred: the framing first', { fill: 0.5, blur: 9 }, 'front', 'moveCloser'],
];

describe('the guidance for generated frames', () => {
  it.each(cases)('%s', (_name, scene, side, expected) => {
    expect(assessFrame(measure(scene), side).key).toBe(expected);
  });
});
