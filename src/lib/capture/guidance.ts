import type { FrameMeasures } from './measures';
import { CAPTURE_THRESHOLDS, type ChequeSide } from './thresholds';

/**
 * What the payer is told, one phrase at a time: keys of the `capture` translations
 * (`guidance.<key>`), most urgent first. The first problem found is the one said: light before
 * framing (a dark frame finds no cheque), framing before steadiness (blur is measured on the cheque).
 */
export const GUIDANCE_PRIORITY = [
  'tooDark',
  'tooBright',
  'lowContrast',
  'noCheque',
  'moveBack',
  'turnSideways',
  'moveCloser',
  'holdFlat',
  'straighten',
  'glare',
  'holdStill',
] as const;

export type GuidanceProblem = (typeof GUIDANCE_PRIORITY)[number];
export type GuidanceKey = GuidanceProblem | 'ok';

export interface Assessment {
  /** The one thing to say: the most urgent problem, or 'ok'. */
  key: GuidanceKey;
  /** Every problem found, in priority order. */
  problems: GuidanceProblem[];
  passed: boolean;
}

const T = CAPTURE_THRESHOLDS;

/** The problems of one frame (unordered); see GUIDANCE_PRIORITY for the order they are told in. */
function problemsOf(m: FrameMeasures, side: ChequeSide): Set<GuidanceProblem> {
  const found = new Set<GuidanceProblem>();
  if (m.brightness < (m.cheque ? T.brightnessMin : T.frameBrightnessMin)) found.add('tooDark');
  // Too bright: the print washed out, with the cheque blown out to clipping or (on the front, which
  // has print to judge by) brighter than brightnessMax. A blank back is bright by nature.
  if (m.ink > T.inkMax && (m.clipped > T.clippedMax || (side === 'front' && m.brightness > T.brightnessMax))) found.add('tooBright');
  const c = m.cheque;
  if (!c) {
    // Nothing stands out: on a bright, even frame the cheque is likely lost on a light surface.
    found.add(m.contrast < T.contrastMin && m.brightness >= T.lightSurfaceMin ? 'lowContrast' : 'noCheque');
    return found;
  }
  const { top, right, bottom, left } = c.touches;
  if (top && right && bottom && left) {
    // Light from edge to edge: the cheque lies on a light surface (or fills the whole picture).
    found.add('lowContrast');
    return found;
  }
  if (top || right || bottom || left || c.padding < T.paddingMin) found.add('moveBack');
  const upright = c.aspect > 0 && 1 / c.aspect >= T.aspectMin && 1 / c.aspect <= T.aspectMax;
  if (upright) found.add('turnSideways');
  else if (c.aspect < T.aspectMin || c.aspect > T.aspectMax || c.solidity < T.solidityMin) {
    // Cut off by an edge, a cheque looks short or long: "move back" says it better than "no cheque".
    if (!found.has('moveBack')) found.add('noCheque');
  }
  if (c.fill < T.fillMin && !upright) found.add('moveCloser');
  if (c.perspective > T.perspectiveMax) found.add('holdFlat');
  if (Math.abs(c.skewDegrees) > T.skewMaxDegrees && !upright) found.add('straighten');
  if (m.glare && m.glare.share > T.glareBlobMax) found.add('glare');
  if (m.sharpness < T.sharpnessMin[side]) found.add('holdStill');
  return found;
}

/** One frame's measures as advice: the most urgent problem, or 'ok' when it may be captured. */
export function assessFrame(m: FrameMeasures, side: ChequeSide): Assessment {
  const found = problemsOf(m, side);
  const problems = GUIDANCE_PRIORITY.filter((p) => found.has(p));
  return { key: problems[0] ?? 'ok', problems, passed: problems.length === 0 };
}

/** The problems staff are warned of on an uploaded picture: what cut-and-detect cannot fix. */
export const UPLOAD_WARNINGS: readonly GuidanceProblem[] = ['tooDark', 'tooBright', 'glare', 'holdStill'];

/** The subset of a picture's problems worth a warning on the staff's desktop scan form. */
export function uploadWarnings(assessment: Assessment): GuidanceProblem[] {
  return assessment.problems.filter((p) => UPLOAD_WARNINGS.includes(p));
}
