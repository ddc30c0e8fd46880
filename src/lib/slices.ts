import { yieldToMain } from './yieldToMain';

/*
 * Work over a whole list (50,000 cheques) written once as steps: a generator that yields now and
 * then (every few hundred items) and returns its result. Run at once where the answer is needed now
 * (the pure functions, tests), or a slice at a time between the browser's own work on a screen, so
 * that no task holds the page for more than a few milliseconds.
 */
export type Steps<T> = Generator<void, T, void>;

/** How long one slice runs before the browser gets the thread back. */
export const SLICE_MS = 8;

/** Every step at once: the result. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Stale: the answer is no longer wanted (a newer list, order or filter came). */
export const STALE: unique symbol = Symbol('stale');

/**
 * The steps a slice at a time (SLICE_MS each), the browser given the thread between slices:
 * the result, or STALE as soon as `stale()` says it is no longer wanted (checked between slices).
 */
export async function runInSlices<T>(steps: Steps<T>, stale: () => boolean, sliceMs = SLICE_MS): Promise<T | typeof STALE> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToMain();
      if (stale()) return STALE;
      sliceStart = performance.now();
    }
  }
}
