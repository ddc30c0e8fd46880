import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: one bank check per pause in typing. */
export function useDebouncedValue<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
