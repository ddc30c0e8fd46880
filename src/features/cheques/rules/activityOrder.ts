import type { ChequeActivity } from '@/api/types/cheque';

const time = (at: string) => {
  const ms = Date.parse(at);
  return Number.isFinite(ms) ? ms : -Infinity;
};

/** Newest first; entries of the same moment keep the order the backend gave, last one on top. */
export function newestFirst<T extends ChequeActivity>(entries: readonly T[]): T[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => time(b.entry.at) - time(a.entry.at) || b.index - a.index)
    .map(({ entry }) => entry);
}
