import { act, renderHook } from '@testing-library/react';
import { useSetSelection } from './useSetSelection';

const sorted = (ids: ReadonlySet<string>) => [...ids].sort();

describe('useSetSelection: rows ticked by id', () => {
  it('starts with nothing selected', () => {
    const { result } = renderHook(() => useSetSelection());
    expect(sorted(result.current.ids)).toEqual([]);
    expect(result.current.has('a')).toBe(false);
  });

  it('toggles an id in, then out again, leaving the others', () => {
    const { result } = renderHook(() => useSetSelection());
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('b'));
    expect(sorted(result.current.ids)).toEqual(['a', 'b']);
    act(() => result.current.toggle('a'));
    expect(sorted(result.current.ids)).toEqual(['b']);
    expect(result.current.has('a')).toBe(false);
  });

  it('toggles twice in one event as two clicks (each from the state the previous left)', () => {
    const { result } = renderHook(() => useSetSelection());
    act(() => {
      result.current.toggle('a');
      result.current.toggle('a');
    });
    expect(sorted(result.current.ids)).toEqual([]);
  });

  it('selects exactly a list ("select all"), an empty list unselects all', () => {
    const { result } = renderHook(() => useSetSelection());
    act(() => result.current.toggle('x'));
    act(() => result.current.selectOnly(['a', 'b', 'a']));
    expect(sorted(result.current.ids)).toEqual(['a', 'b']);
    act(() => result.current.selectOnly([]));
    expect(sorted(result.current.ids)).toEqual([]);
  });

  it('removes the ids just dealt with and keeps the rest; ids not selected change nothing', () => {
    const { result } = renderHook(() => useSetSelection());
    act(() => result.current.selectOnly(['a', 'b', 'c']));
    act(() => result.current.remove(['a', 'c', 'z']));
    expect(sorted(result.current.ids)).toEqual(['b']);
    act(() => result.current.clear());
    expect(sorted(result.current.ids)).toEqual([]);
  });

  it('gives React a new set on each change and the same one when nothing changed', () => {
    const { result, rerender } = renderHook(() => useSetSelection());
    const before = result.current.ids;
    rerender();
    expect(result.current.ids).toBe(before);
    act(() => result.current.toggle('a'));
    expect(result.current.ids).not.toBe(before);
  });
});
