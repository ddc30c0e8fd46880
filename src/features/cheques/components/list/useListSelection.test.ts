import { act, renderHook } from '@testing-library/react';
import type { Cheque } from '@/api/types/cheque';
import { useListSelection } from './useListSelection';

const rows = ['c1', 'c2', 'c3'].map((checkId) => ({ checkId }) as Cheque);

describe('selecting a list of cheques', () => {
  it('selects every row shown with "all", and clears them with it again', () => {
    const { result } = renderHook(() => useListSelection(rows));
    act(() => result.current.toggleAll());
    expect(result.current.selected.map((c) => c.checkId)).toEqual(['c1', 'c2', 'c3']);
    expect(result.current.allSelected).toBe(true);
    act(() => result.current.toggleAll());
    expect(result.current.selected).toEqual([]);
  });

  it('offers no "all" while only the first screen of a large list is shown, but one by one still', () => {
    const { result, rerender } = renderHook(({ complete }) => useListSelection(rows, complete), { initialProps: { complete: false } });
    expect(result.current.complete).toBe(false);
    act(() => result.current.toggleAll());
    expect(result.current.selected).toEqual([]);
    act(() => result.current.toggle('c2'));
    expect(result.current.selected.map((c) => c.checkId)).toEqual(['c2']);
    rerender({ complete: true });
    act(() => result.current.toggleAll());
    expect(result.current.allSelected).toBe(true);
  });
});
