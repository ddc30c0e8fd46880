import { act, renderHook, waitFor } from '@testing-library/react';
import type { Cheque } from '../types/cheque';
import { firstRowsKey, keepingFirstRows, useFirstRows } from './firstRows';

const rows = [{ checkId: 'c1' }, { checkId: 'c2' }] as Cheque[];

describe("a large list reply's first rows, kept by the request until it ends", () => {
  it.each<[string, boolean]>([
    ['read', true],
    ['refused', false],
  ])('are shown to the page of that request while it is read, and gone once it is %s', async (_end, succeeds) => {
    const key = firstRowsKey({ ws: 'ws1', box: 'all', q: succeeds ? 'a' : 'b' });
    const other = renderHook(() => useFirstRows(firstRowsKey({ ws: 'ws1', box: 'sent' })));
    const { result } = renderHook(() => useFirstRows(key));
    let end: (ok: boolean) => void = () => undefined;
    let hand: (r: readonly Cheque[]) => void = () => undefined;
    const reading = keepingFirstRows(key, (onFirstRows) => {
      hand = onFirstRows;
      return new Promise<string>((resolve, reject) => {
        end = (ok) => (ok ? resolve('list') : reject(new Error('refused')));
      });
    });
    expect(result.current).toBeUndefined();
    act(() => hand(rows));
    expect(result.current?.map((c) => c.checkId)).toEqual(['c1', 'c2']);
    expect(other.result.current).toBeUndefined();
    end(succeeds);
    await (succeeds ? expect(reading).resolves.toBe('list') : expect(reading).rejects.toThrow('refused'));
    await waitFor(() => expect(result.current).toBeUndefined());
  });
});
