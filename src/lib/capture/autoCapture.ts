import type { Assessment, GuidanceKey } from './guidance';
import { CAPTURE_THRESHOLDS } from './thresholds';

/**
 * Automatic capture: after `goodFramesInRow` passing frames in a row, the sharpest of the last
 * `keepSharpestOf` of them is taken. Any failing frame starts the count again.
 */
export class AutoCapture<F> {
  private good: Array<{ sharpness: number; frame: F }> = [];
  private inRow = 0;

  constructor(
    private readonly goodFramesInRow: number = CAPTURE_THRESHOLDS.goodFramesInRow,
    private readonly keepSharpestOf: number = CAPTURE_THRESHOLDS.keepSharpestOf,
  ) {}

  /** The frame to capture, when this one completes a run of good frames; else null. */
  push(assessment: Assessment, sharpness: number, frame: F): F | null {
    if (!assessment.passed) {
      this.reset();
      return null;
    }
    this.inRow++;
    this.good.push({ sharpness, frame });
    if (this.good.length > this.keepSharpestOf) this.good.shift();
    if (this.inRow < this.goodFramesInRow) return null;
    const sharpest = this.good.reduce((a, b) => (b.sharpness > a.sharpness ? b : a));
    this.reset();
    return sharpest.frame;
  }

  /** How far the current run is (0-1): the capture ring's progress. */
  get progress(): number {
    return Math.min(1, this.inRow / this.goodFramesInRow);
  }

  reset(): void {
    this.inRow = 0;
    this.good = [];
  }
}

/**
 * One phrase at a time and no flicker: a new phrase replaces the shown one only after it came
 * `steadyFrames` frames in a row. The first phrase shows at once.
 */
export class SteadyGuidance {
  private candidate: GuidanceKey | null = null;
  private count = 0;
  shown: GuidanceKey | null = null;

  constructor(private readonly steadyFrames: number = CAPTURE_THRESHOLDS.guidanceSteadyFrames) {}

  push(key: GuidanceKey): GuidanceKey | null {
    if (key === this.shown) {
      this.candidate = null;
      this.count = 0;
      return this.shown;
    }
    if (key === this.candidate) this.count++;
    else {
      this.candidate = key;
      this.count = 1;
    }
    if (this.shown === null || this.count >= this.steadyFrames) {
      this.shown = key;
      this.candidate = null;
      this.count = 0;
    }
    return this.shown;
  }
}

export type CaptureDecision = 'accept' | 'acceptWithWarning' | 'retry';

/**
 * A photo taken by hand (the capture button, or the phone's camera app): accepted when it passes;
 * refused with the guidance before the `acceptOnAttempt`-th attempt, accepted with a warning from it on.
 */
export function decideCapture(attempt: number, assessment: Assessment): CaptureDecision {
  if (assessment.passed) return 'accept';
  return attempt >= CAPTURE_THRESHOLDS.acceptOnAttempt ? 'acceptWithWarning' : 'retry';
}
