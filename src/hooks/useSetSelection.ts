import { useCallback, useMemo, useState } from 'react';

export interface SetSelection {
  ids: ReadonlySet<string>;
  has: (id: string) => boolean;
  /** Selects an id that is not, unselects one that is. */
  toggle: (id: string) => void;
  /** Exactly these ids selected (a "select all" box). */
  selectOnly: (ids: Iterable<string>) => void;
  /** Unselects these ids, keeps the others (the rows a request has just dealt with). */
  remove: (ids: Iterable<string>) => void;
  clear: () => void;
}

/** Many rows picked by id, each a box to tick; a new Set on every change, so React sees it. */
export function useSetSelection(): SetSelection {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setIds((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const selectOnly = useCallback((list: Iterable<string>) => setIds(new Set(list)), []);
  const remove = useCallback((list: Iterable<string>) => {
    const gone = new Set(list);
    setIds((prev) => new Set([...prev].filter((id) => !gone.has(id))));
  }, []);
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(() => ({ ids, has: (id: string) => ids.has(id), toggle, selectOnly, remove, clear }), [ids, toggle, selectOnly, remove, clear]);
}
