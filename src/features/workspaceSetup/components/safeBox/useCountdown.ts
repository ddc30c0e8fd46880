import { useCallback, useSyncExternalStore } from 'react';
import { secondsUntil } from '../../rules/safeBox';

/** Whole seconds left until `until`, ticking every second, 0 when over (section 4's waiting period). */
export function useCountdown(until: string | null | undefined): number {
  // The clock is an outside store read afresh at each render: a new `until` counts from now at once.
  const subscribe = useCallback(
    (tick: () => void) => {
      if (!until) return () => undefined;
      const timer = setInterval(tick, 1000);
      return () => clearInterval(timer);
    },
    [until],
  );
  return useSyncExternalStore(subscribe, () => secondsUntil(until, Date.now()));
}
