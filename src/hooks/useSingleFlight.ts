import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * One request per intent, for money actions (deposit, bulk action, sign, print, pay, a payer's
 * submit): while `action` runs, further calls (the second click of a double click, an Enter, a
 * second submit in the same tick, before any re-render could disable the button) return undefined
 * without calling it. The lock is a ref, set before the first await: it holds before React renders
 * again. `busy` is the same lock as state, for the button. The latest `action` is called, so a
 * caller may pass an inline function.
 */
export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R> | R) {
  const running = useRef(false);
  const latest = useRef(action);
  // After each render, before any handler can run: a click always calls this render's action.
  useLayoutEffect(() => {
    latest.current = action;
  });
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [run, busy] as const;
}
