// What the live camera shows, as one state and its changes (pure: cameraState.test.ts). The stream,
// the frame loop and the capture itself are useCameraSession's.
import type { GuidanceKey, Quad } from '@/lib/capture';

export interface CameraView {
  /** The stream plays (the take button is usable). */
  live: boolean;
  /** The video's size in pixels, once it plays. */
  size: { width: number; height: number } | null;
  /** The advice of the latest frames (steadied: it does not flicker). */
  guidance: GuidanceKey | null;
  /** A take refused with this advice ("try again: ..."), until the advice changes. */
  notice: GuidanceKey | null;
  /** The cheque's corners found in the latest frame, and whether that frame passed. */
  quad: { corners: Quad; passed: boolean } | null;
  /** How far the automatic capture is, 0 to 1. */
  progress: number;
}

export type CameraAction =
  | { type: 'opened'; size: { width: number; height: number } }
  | { type: 'frame'; guidance: GuidanceKey | null; quad: CameraView['quad']; progress: number }
  | { type: 'takeRefused'; advice: GuidanceKey };

export const closedCamera: CameraView = { live: false, size: null, guidance: null, notice: null, quad: null, progress: 0 };

export function cameraReducer(state: CameraView, action: CameraAction): CameraView {
  switch (action.type) {
    case 'opened':
      return { ...state, live: true, size: action.size };
    case 'frame':
      // One phrase at a time: a change of advice replaces a "try again" notice.
      return {
        ...state,
        guidance: action.guidance,
        notice: action.guidance === state.guidance ? state.notice : null,
        quad: action.quad,
        progress: action.progress,
      };
    case 'takeRefused':
      return { ...state, notice: action.advice };
  }
}

/** The frame to aim at: a cheque shape (2.2:1) across 86 % of the view. */
const GUIDE = { width: 0.86, aspect: 2.2 };

/** The aiming frame in the video's pixels (a 16:9 stand-in until the video's size is known). */
export function guideBox(size: CameraView['size']) {
  const view = size ?? { width: 16, height: 9 };
  const w = view.width * GUIDE.width;
  const h = Math.min(view.height * 0.9, w / GUIDE.aspect);
  return { view, guide: { x: (view.width - w) / 2, y: (view.height - h) / 2, w, h } };
}
