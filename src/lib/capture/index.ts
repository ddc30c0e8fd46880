export { CAPTURE_THRESHOLDS, type ChequeSide } from './thresholds';
export { toGrey, histogram, otsu, type GreyImage, type RgbaImage } from './image';
export { measureFrame, measureGrey, type ChequeShape, type FrameMeasures, type GlareSpot, type Point, type Quad } from './measures';
export { assessFrame, uploadWarnings, GUIDANCE_PRIORITY, UPLOAD_WARNINGS, type Assessment, type GuidanceKey, type GuidanceProblem } from './guidance';
export { AutoCapture, SteadyGuidance, decideCapture, type CaptureDecision } from './autoCapture';
