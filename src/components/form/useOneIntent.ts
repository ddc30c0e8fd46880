import { useCallback, useRef } from 'react';

/**
 * A money action (deposit, bulk action, sign, terminal submit, purchase) sends one request per
 * intent (issue #14): while `action` runs, further calls (the second click of a double click, an
 * Enter, a second submit in the same tick, before any re-render could disable the button) return
 * undefined without calling it. A ref, not state: it holds before React renders again.
 */
export function useOneIntent<A extends unknown[], R>(action: (...args: A) => Promise<R> | R): (...args: A) => Promise<R | undefined> {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(async (...args: A) => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
    }
  }, []);
}
