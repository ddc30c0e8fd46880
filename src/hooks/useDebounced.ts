import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Runs `effect` once `value` has stopped changing for `ms` (typing that pauses: one request per
 * pause, not per letter). The latest `effect` is called, so a caller may pass an inline function.
 */
export function useDebouncedEffect<T>(value: T, ms: number, effect: (value: T) => void): void {
  // An effect event: the timer calls the latest `effect` without restarting when it changes.
  const run = useEffectEvent(effect);
  useEffect(() => {
    const timer = setTimeout(() => run(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
}

/** The value once it has stopped changing for `ms`; until then the one before. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useDebouncedEffect(value, ms, setSettled);
  return settled;
}
