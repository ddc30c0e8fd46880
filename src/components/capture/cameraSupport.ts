// The little the first screen needs to know about the camera; everything else loads when it opens.

export type CameraProblem = 'denied' | 'none' | 'failed';

/** Whether this browser can show the camera in the page (getUserMedia, on a secure origin). */
export function canOpenCamera(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && (typeof window === 'undefined' || window.isSecureContext !== false);
}

/** A desktop: a fine pointer that hovers, on a wide screen (where a phone's camera beats a webcam). */
export function isDesktop(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(hover: hover) and (pointer: fine) and (min-width: 48rem)').matches;
}
