import { useCallback, useRef, useState } from 'react';

/**
 * One request per intent (money actions: deposit, print, pay): while `action` runs, further calls
 * are ignored, whatever is clicked twice or pressed again before the button disables. The lock is
 * a ref, set before the first await, so even two clicks in the same tick send one request.
 */
export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      try {
        return await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return [run, busy] as const;
}
