import { useCallback, useMemo } from 'react';
import type { Cheque } from '@/api/types/cheque';
import { useSetSelection } from '@/hooks/useSetSelection';

export interface ListSelection {
  /** The selected cheques among those shown, in list order. */
  selected: Cheque[];
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  toggleAll: () => void;
  clear: () => void;
  allSelected: boolean;
  someSelected: boolean;
  /** Every row of the list is shown: until then (a large list's first screen) "all" is not offered. */
  complete: boolean;
}

/**
 * Selection of many cheques. Only cheques still shown count: a filter that hides a selected
 * cheque also keeps it out of the next bulk action. `complete` false: `rows` is only the first
 * screen of a list still being worked out, and selecting all of them would not be selecting all.
 */
export function useListSelection(rows: Cheque[], complete = true): ListSelection {
  const { ids, toggle, selectOnly, clear } = useSetSelection();
  const selected = useMemo(() => (ids.size ? rows.filter((c) => ids.has(c.checkId)) : []), [rows, ids]);
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const toggleAll = useCallback(() => {
    if (allSelected) clear();
    else if (complete) selectOnly(rows.map((c) => c.checkId));
  }, [allSelected, complete, rows, clear, selectOnly]);
  return {
    selected,
    isSelected: (id) => ids.has(id),
    toggle,
    toggleAll,
    clear,
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    complete,
  };
}
