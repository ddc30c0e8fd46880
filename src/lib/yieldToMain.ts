interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task: what follows runs in a task of its own, after what the browser has waiting
 * (input, a paint, another script). A start-up step of a few milliseconds each instead of one long
 * task holding a phone's main thread (Lighthouse counts every task over 50 ms on a
 * phone, ~12 ms here, as blocking). `scheduler.yield()` where there is one (Chromium: the rest runs
 * ahead of other queued tasks), else a timer.
 */
export function yieldToMain(scheduler: Scheduler | undefined = (globalThis as { scheduler?: Scheduler }).scheduler): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs the first step at once and each next one in a task of its own (yieldToMain); resolves with
 * their results once all of them are in (a step may return a promise: a call sent).
 */
export async function inTasks<T>(steps: ReadonlyArray<() => T>): Promise<Awaited<T>[]> {
  const results: T[] = [];
  for (const [index, step] of steps.entries()) {
    if (index > 0) await yieldToMain();
    results.push(step());
  }
  return Promise.all(results);
}
