import { useCallback, useMemo, useState } from 'react';
import type { Cheque } from '@/api/types/cheque';

export interface ListSelection {
  /** The selected cheques among those shown, in list order. */
  selected: Cheque[];
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  toggleAll: () => void;
  clear: () => void;
  allSelected: boolean;
  someSelected: boolean;
}

/**
 * Selection of many cheques. Only cheques still shown count: a filter that hides a selected
 * cheque also keeps it out of the next bulk action.
 */
export function useListSelection(rows: Cheque[]): ListSelection {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const selected = useMemo(() => (ids.size ? rows.filter((c) => ids.has(c.checkId)) : []), [rows, ids]);
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const toggle = useCallback((id: string) => {
    setIds((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => {
    setIds(allSelected ? new Set() : new Set(rows.map((c) => c.checkId)));
  }, [allSelected, rows]);
  const clear = useCallback(() => setIds(new Set()), []);
  return {
    selected,
    isSelected: (id) => ids.has(id),
    toggle,
    toggleAll,
    clear,
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
  };
}
