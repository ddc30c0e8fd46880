import { useSyncExternalStore } from 'react';
import type { Cheque } from '../types/cheque';

/*
 * A large list reply's first rows while the rest is still being read (chequeListRequest's
 * `onFirstRows`), kept by the request they answer: a way past RTK Query, whose cache holds only the
 * whole list. A list page draws its first screen from them (useShownRows) when they came in the
 * asked order; they are dropped as soon as the request ends, whatever its end.
 */

const firstRows = new Map<string, readonly Cheque[]>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The key of a request's first rows: its arguments as sent. */
export const firstRowsKey = (args: unknown): string => JSON.stringify(args);

/**
 * `read(onFirstRows)`, the first rows it is handed kept as those of the request `key` until it ends,
 * either way; dropped a task later, once the store holds the whole list (dropped at once, the page
 * was left for a frame with neither).
 */
export function keepingFirstRows<T>(key: string, read: (onFirstRows: (rows: readonly Cheque[]) => void) => Promise<T>): Promise<T> {
  let kept = false;
  const drop = () => {
    if (!kept) return;
    setTimeout(() => {
      if (firstRows.delete(key)) changed();
    });
  };
  const reading = read((rows) => {
    kept = true;
    firstRows.set(key, Object.freeze(rows.slice()));
    changed();
  });
  reading.then(drop, drop);
  return reading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The first rows of the request `key` while it is read, else undefined. */
export function useFirstRows(key: string): readonly Cheque[] | undefined {
  return useSyncExternalStore(subscribe, () => firstRows.get(key));
}
