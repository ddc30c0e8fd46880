import { AutoCapture, SteadyGuidance, decideCapture } from './autoCapture';
import type { Assessment } from './guidance';

const pass: Assessment = { key: 'ok', problems: [], passed: true };
const blur: Assessment = { key: 'holdStill', problems: ['holdStill'], passed: false };

describe('AutoCapture', () => {
  it('captures after five good frames in a row, the sharpest of them', () => {
    const auto = new AutoCapture<string>(5, 5);
    const sharpness = [300, 900, 500, 700, 400];
    const taken = sharpness.map((s, i) => auto.push(pass, s, `frame ${i}`));
    expect(taken).toEqual([null, null, null, null, 'frame 1']);
  });

  it('starts again after a failing frame', () => {
    const auto = new AutoCapture<number>(3, 3);
    expect(auto.push(pass, 1, 1)).toBeNull();
    expect(auto.push(pass, 1, 2)).toBeNull();
    expect(auto.progress).toBeCloseTo(2 / 3);
    expect(auto.push(blur, 1, 3)).toBeNull();
    expect(auto.progress).toBe(0);
    expect(auto.push(pass, 5, 4)).toBeNull();
    expect(auto.push(pass, 9, 5)).toBeNull();
    expect(auto.push(pass, 7, 6)).toBe(5);
  });

  it('keeps only the last few good frames to choose from', () => {
    const auto = new AutoCapture<string>(4, 2);
    auto.push(pass, 999, 'old and sharp');
    auto.push(pass, 1, 'a');
    auto.push(pass, 3, 'b');
    expect(auto.push(pass, 2, 'c')).toBe('b');
  });
});

describe('SteadyGuidance', () => {
  it('shows the first phrase at once and a new one only after three frames in a row', () => {
    const steady = new SteadyGuidance(3);
    expect(steady.push('noCheque')).toBe('noCheque');
    expect(steady.push('moveCloser')).toBe('noCheque');
    expect(steady.push('holdStill')).toBe('noCheque');
    expect(steady.push('moveCloser')).toBe('noCheque');
    expect(steady.push('moveCloser')).toBe('noCheque');
    expect(steady.push('moveCloser')).toBe('moveCloser');
    expect(steady.push('noCheque')).toBe('moveCloser');
    expect(steady.push('moveCloser')).toBe('moveCloser');
    expect(steady.push('noCheque')).toBe('moveCloser');
  });
});

describe('decideCapture: nobody reaches a dead end', () => {
  it.each([
    [1, pass, 'accept'],
    [1, blur, 'retry'],
    [2, blur, 'retry'],
    [3, blur, 'acceptWithWarning'],
    [4, blur, 'acceptWithWarning'],
    [3, pass, 'accept'],
  ] as const)('attempt %i, %o: %s', (attempt, assessment, decision) => {
    expect(decideCapture(attempt, assessment)).toBe(decision);
  });
});
