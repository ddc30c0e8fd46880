/*
 * What the backend sent that the client did not expect, once per call and field per session (page
 * load): the diagnostics list a support person reads (the user menu's "Diagnostics"), and a warning
 * in the development console. Kinds only ("object", "null"), never the values: a reply may carry
 * personal data.
 */

export interface Drift {
  /** The call, as `GET /api/workspace/all`. */
  call: string;
  /** Where in the reply, as `workspaces[].name` (`(reply)` for the reply itself). */
  field: string;
  expected: string;
  received: string;
  /** The reply could not be read at all (the screen said so); otherwise the field was left out. */
  failed: boolean;
  /** When it was first seen (ms since the epoch). */
  at: number;
}

let drifts: readonly Drift[] = [];
const listeners = new Set<() => void>();

/** Records a drift, unless this call and field were already reported in this session. */
export function reportDrift(drift: Omit<Drift, 'at'>): void {
  if (drifts.some((d) => d.call === drift.call && d.field === drift.field && d.failed === drift.failed)) return;
  drifts = [...drifts, { ...drift, at: Date.now() }];
  if (import.meta.env.DEV && import.meta.env.MODE !== 'test') {
    console.warn(`[reply] ${drift.call}: ${drift.field} expected ${drift.expected}, received ${drift.received}${drift.failed ? ' (reply refused)' : ''}`);
  }
  listeners.forEach((listener) => listener());
}

/** The drifts of this session, oldest first. */
export const driftReports = (): readonly Drift[] => drifts;

/** Calls `listener` on each new drift; returns the unsubscribe (useSyncExternalStore's shape). */
export function subscribeDrift(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets every drift (tests, and the diagnostics list's "clear"). */
export function clearDrifts(): void {
  drifts = [];
  listeners.forEach((listener) => listener());
}
