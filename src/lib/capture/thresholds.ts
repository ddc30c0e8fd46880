/*
 * Every limit of the cheque capture checks, in one place. Sources: /shared/docs/capture-quality.md
 * (Mitek MiSnap defaults, Scanbot, an open Flutter quality gate, and a synthetic 640x360 text image
 * measured there). Those SDKs use their own scales: these values start from the relative
 * strictness the document gives and are to be calibrated on real phone pictures.
 */
export const CAPTURE_THRESHOLDS = {
  /** Frames and photos are checked at about this many pixels on the long side (doc: "about 640"). */
  analysisLongSide: 640,

  /** The cheque's region is looked for on the frame shrunk to about this long side (its print then
   * averages into the paper). Its corners are as precise as one pixel there: 4 px of 640. */
  regionLongSide: 160,

  /** Mean grey (0-255) of the cheque found: doc "too dark below about 50-60". */
  brightnessMin: 60,
  /** Mean grey of the whole frame when no cheque is found: below it, the dark is the likelier
   * reason than the cheque's absence (a dark table alone is about 60-90). */
  frameBrightnessMin: 35,
  /** Doc: "too bright above about 200-210" for the printed front; a blank back reads about 15
   * brighter, and over-exposure also shows as clipped pixels (clippedMax). */
  brightnessMax: 225,
  /** A pixel at this grey or above is clipped (doc: "pixels at 250 or above"). */
  clippedLevel: 250,
  /** More of the cheque than this clipped is over-exposure, not a spot of glare. */
  clippedMax: 0.25,
  /** Bright or clipped is "too bright" only when the print is washed out too: its grey (the darkest
   * 1 % of the cheque) above this. A white scan with black print reads well. */
  inkMax: 120,
  /** Paper whose median grey is this bright or more is white to clipping (a scan, a flash): clipped
   * pixels there are the paper, and glare is not measured. */
  glarePaperMax: 242,

  /** Otsu's class means must differ by this share of 0-255 (Flutter gate: contrast 0.15). */
  contrastMin: 0.15,
  /** An even frame (contrast under contrastMin) at least this bright is a light surface: the cheque
   * needs a darker one. */
  lightSurfaceMin: 150,
  /** The light region must cover this share of the frame to be considered at all. */
  regionMinArea: 0.02,
  /** Light pixels over the area of the four-corner shape (ink makes holes; a blob is not a cheque). */
  solidityMin: 0.7,
  /** Long over short side of the cheque found. Israeli cheques are about 2.2:1; allow perspective. */
  aspectMin: 1.6,
  aspectMax: 3.2,

  /** Cheque width over frame width (MiSnap: at least 80 %; Scanbot size 80/100). Our frame guide is
   * drawn at 86 % of the width, so 0.7 leaves room for a hand that is not quite still. */
  fillMin: 0.7,
  /** Space between the cheque and every frame edge, share of that side (doc: "a few percent"). */
  paddingMin: 0.02,
  /** Degrees the cheque's long edges may turn (doc: "aim under 10-15 degrees"; MiSnap 15 %). */
  skewMaxDegrees: 12,
  /** Opposite edges within this share of each other (doc: "within about 10 %"). */
  perspectiveMax: 0.12,

  /** Variance of the 4-neighbour Laplacian on the cheque (doc: sharp 3,835; 3x3 box blur 397;
   * 5x5 135; "start around 100-150"). A cheque's back has little print: MiSnap is about 4x less
   * strict there (600 front, 100-200 back). */
  sharpnessMin: { front: 150, rear: 45 },

  /** Clipped blobs smaller than this share of the cheque are specks and ignored. */
  glareSpeck: 0.001,
  /** A clipped blob above this share of the cheque is glare (doc: "about 0.5-1 %"). */
  glareBlobMax: 0.0075,

  /** Good frames in a row before the automatic capture (MiSnap waits about one second; frames are
   * checked about 6 times a second). */
  goodFramesInRow: 5,
  /** The automatic capture keeps the sharpest of the last good frames. */
  keepSharpestOf: 5,
  /** A new phrase is shown only after it held this many frames in a row (no flicker). */
  guidanceSteadyFrames: 3,
  /** The photo of this attempt is accepted with a warning even when it fails (never a dead end;
   * a peer identity-capture SDK accepts the third attempt). */
  acceptOnAttempt: 3,
} as const;

export type ChequeSide = 'front' | 'rear';
