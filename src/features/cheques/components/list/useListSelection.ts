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
}

/**
 * Selection of many cheques. Only cheques still shown count: a filter that hides a selected
 * cheque also keeps it out of the next bulk action.
 */
export function useListSelection(rows: Cheque[]): ListSelection {
  const { ids, toggle, selectOnly, clear } = useSetSelection();
  const selected = useMemo(() => (ids.size ? rows.filter((c) => ids.has(c.checkId)) : []), [rows, ids]);
  const allSelected = rows.length > 0 && selected.length === rows.length;
  const toggleAll = useCallback(() => (allSelected ? clear() : selectOnly(rows.map((c) => c.checkId))), [allSelected, rows, clear, selectOnly]);
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
