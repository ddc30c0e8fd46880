// The little the first screen needs to know about the camera; everything else loads when it opens.

export type CameraProblem = 'denied' | 'none' | 'failed';

/** Whether this browser can show the camera in the page (getUserMedia, on a secure origin). */
export function canOpenCamera(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && (typeof window === 'undefined' || window.isSecureContext !== false);
}
