import { useEffect, useRef } from 'react';

/** Runs `effect` once `value` has stopped changing for `ms` (search text -> URL and server). */
export function useDebouncedEffect<T>(value: T, ms: number, effect: (value: T) => void): void {
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
}
