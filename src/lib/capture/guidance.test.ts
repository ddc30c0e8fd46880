import { assessFrame, GUIDANCE_PRIORITY, uploadWarnings } from './guidance';
import type { ChequeShape, FrameMeasures } from './measures';
import { CAPTURE_THRESHOLDS as T } from './thresholds';

const shape = (over: Partial<ChequeShape> = {}): ChequeShape => ({
  corners: [{ x: 64, y: 180 }, { x: 576, y: 180 }, { x: 576, y: 412 }, { x: 64, y: 412 }],
  relativeCorners: [{ x: 0.1, y: 0.375 }, { x: 0.9, y: 0.375 }, { x: 0.9, y: 0.86 }, { x: 0.1, y: 0.86 }],
  fill: 0.8,
  padding: 0.1,
  touches: { top: false, right: false, bottom: false, left: false },
  aspect: 2.2,
  skewDegrees: 0,
  perspective: 0,
  solidity: 0.93,
  areaShare: 0.4,
  ...over,
});

const good = (over: Partial<FrameMeasures> = {}): FrameMeasures => ({
  width: 640,
  height: 480,
  brightness: 190,
  clipped: 0,
  ink: 80,
  paper: 200,
  contrast: 0.5,
  cheque: shape(),
  sharpness: 3000,
  glare: null,
  ...over,
});

describe('assessFrame: measures to one phrase', () => {
  it('passes a good frame', () => {
    expect(assessFrame(good(), 'front')).toEqual({ key: 'ok', problems: [], passed: true });
  });

  // Each limit from both sides.
  it.each([
    ['brightness', good({ brightness: T.brightnessMin - 1 }), good({ brightness: T.brightnessMin + 1 }), 'tooDark'],
    ['brightness (high)', good({ brightness: T.brightnessMax + 1, ink: 160 }), good({ brightness: T.brightnessMax - 1, ink: 160 }), 'tooBright'],
    ['clipped share', good({ clipped: T.clippedMax + 0.01, ink: 160 }), good({ clipped: T.clippedMax - 0.01, ink: 160 }), 'tooBright'],
    ['washed-out print', good({ brightness: 240, ink: T.inkMax + 1 }), good({ brightness: 240, ink: T.inkMax - 1 }), 'tooBright'],
    ['fill', good({ cheque: shape({ fill: T.fillMin - 0.01 }) }), good({ cheque: shape({ fill: T.fillMin + 0.01 }) }), 'moveCloser'],
    ['padding', good({ cheque: shape({ padding: T.paddingMin - 0.005 }) }), good({ cheque: shape({ padding: T.paddingMin + 0.005 }) }), 'moveBack'],
    ['skew', good({ cheque: shape({ skewDegrees: T.skewMaxDegrees + 1 }) }), good({ cheque: shape({ skewDegrees: T.skewMaxDegrees - 1 }) }), 'straighten'],
    ['skew (other way)', good({ cheque: shape({ skewDegrees: -T.skewMaxDegrees - 1 }) }), good({ cheque: shape({ skewDegrees: 1 - T.skewMaxDegrees }) }), 'straighten'],
    ['perspective', good({ cheque: shape({ perspective: T.perspectiveMax + 0.01 }) }), good({ cheque: shape({ perspective: T.perspectiveMax - 0.01 }) }), 'holdFlat'],
    ['glare', good({ glare: { share: T.glareBlobMax + 0.001, x: 0.3, y: 0.5 } }), good({ glare: { share: T.glareBlobMax - 0.001, x: 0.3, y: 0.5 } }), 'glare'],
    ['sharpness', good({ sharpness: T.sharpnessMin.front - 1 }), good({ sharpness: T.sharpnessMin.front + 1 }), 'holdStill'],
    ['aspect (too long)', good({ cheque: shape({ aspect: T.aspectMax + 0.1 }) }), good({ cheque: shape({ aspect: T.aspectMax - 0.1 }) }), 'noCheque'],
    ['aspect (too square)', good({ cheque: shape({ aspect: T.aspectMin - 0.1 }) }), good({ cheque: shape({ aspect: T.aspectMin + 0.1 }) }), 'noCheque'],
    ['solidity', good({ cheque: shape({ solidity: T.solidityMin - 0.01 }) }), good({ cheque: shape({ solidity: T.solidityMin + 0.01 }) }), 'noCheque'],
  ] as const)('%s: fails on one side of its limit, passes on the other', (_name, failing, passing, key) => {
    expect(assessFrame(failing, 'front').key).toBe(key);
    expect(assessFrame(passing, 'front').passed).toBe(true);
  });

  it('does not call a blank, bright back too bright unless it is blown out', () => {
    const blank = good({ brightness: 245, ink: 230, paper: 246 });
    expect(assessFrame(blank, 'rear').passed).toBe(true);
    expect(assessFrame(blank, 'front').key).toBe('tooBright');
    expect(assessFrame(good({ brightness: 250, ink: 230, clipped: 0.8 }), 'rear').key).toBe('tooBright');
  });

  it('is less strict about sharpness on the back', () => {
    const soft = good({ sharpness: T.sharpnessMin.rear + 1 });
    expect(assessFrame(soft, 'front').key).toBe('holdStill');
    expect(assessFrame(soft, 'rear').key).toBe('ok');
  });

  it('tells a missing cheque from a light surface and from the dark', () => {
    expect(assessFrame(good({ cheque: null, brightness: 90, contrast: 0.03 }), 'front').key).toBe('noCheque');
    expect(assessFrame(good({ cheque: null, brightness: 210, contrast: 0.03 }), 'front').key).toBe('lowContrast');
    expect(assessFrame(good({ cheque: null, brightness: T.frameBrightnessMin - 1 }), 'front').key).toBe('tooDark');
    // A cheque found may be darker than the whole frame may be without one.
    expect(assessFrame(good({ cheque: null, brightness: T.frameBrightnessMin + 1 }), 'front').key).toBe('noCheque');
    const edgeToEdge = shape({ touches: { top: true, right: true, bottom: true, left: true }, padding: 0 });
    expect(assessFrame(good({ cheque: edgeToEdge }), 'front').key).toBe('lowContrast');
  });

  it('says "turn sideways" for an upright cheque, not "move closer"', () => {
    expect(assessFrame(good({ cheque: shape({ aspect: 1 / 2.2, fill: 0.3 }) }), 'front').problems).toEqual(['turnSideways']);
  });

  it('says "move back" for a cheque cut by an edge even though its shape looks wrong', () => {
    const cut = shape({ touches: { top: false, right: true, bottom: false, left: false }, padding: 0, aspect: 1.4 });
    expect(assessFrame(good({ cheque: cut }), 'front').problems).toEqual(['moveBack']);
  });

  it('names every problem in priority order and says only the first', () => {
    const all = good({
      brightness: 40,
      cheque: shape({ fill: 0.5, skewDegrees: 20, perspective: 0.3 }),
      glare: { share: 0.05, x: 0.5, y: 0.5 },
      sharpness: 10,
    });
    const result = assessFrame(all, 'front');
    expect(result.problems).toEqual(['tooDark', 'moveCloser', 'holdFlat', 'straighten', 'glare', 'holdStill']);
    expect(result.key).toBe('tooDark');
    expect(GUIDANCE_PRIORITY.indexOf('tooDark')).toBeLessThan(GUIDANCE_PRIORITY.indexOf('holdStill'));
  });

  it('warns staff only of what cut-and-detect cannot fix: dark, bright, glare, blur', () => {
    const all = assessFrame(good({ brightness: 40, cheque: shape({ fill: 0.5 }), glare: { share: 0.05, x: 0.5, y: 0.5 }, sharpness: 10 }), 'front');
    expect(uploadWarnings(all)).toEqual(['tooDark', 'glare', 'holdStill']);
    expect(uploadWarnings(assessFrame(good({ cheque: shape({ fill: 0.5 }) }), 'front'))).toEqual([]);
  });
});
