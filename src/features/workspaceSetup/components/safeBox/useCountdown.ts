import { useEffect, useState } from 'react';
import { secondsUntil } from '../../rules/safeBox';

/** Whole seconds left until `until`, ticking every second, 0 when over (section 4's waiting period). */
export function useCountdown(until: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsUntil(until, now);
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
