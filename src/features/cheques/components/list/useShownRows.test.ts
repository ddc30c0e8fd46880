import { renderHook, waitFor } from '@testing-library/react';
import type { Cheque } from '@/api/types/cheque';
import { filterTest, type ChequeListFilter } from '@/lib/chequeListFilter';
import { sortCheques } from '@/lib/chequeListOrder';
import { actingAs } from '@/test/actingAs';
import { useShownRows } from './useShownRows';

vi.mock('@/lib/chequeListFilter', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/chequeListFilter')>();
  return { ...original, filterTest: vi.fn(original.filterTest) };
});

const who = actingAs('owner@demo.co.il');
const many = (n: number): Cheque[] =>
  Array.from({ length: n }, (_, i) => ({ checkId: `c${i}`, amount: (i * 7919) % 10007, status: 'NEW', payee: 'דנה', createdAt: `2026-01-01T00:00:00Z` }) as Cheque);

describe('the rows a large list shows', () => {
  it('shows the first screen of a reply that came in the asked order at once, then the whole list counted', async () => {
    const reply = Object.freeze(sortCheques(many(30_000), 'amount', 'desc'));
    const { result } = renderHook(() => useShownRows(reply, 'amount', 'desc', { box: 'all' }, who));
    expect(result.current?.rows).toEqual(reply.slice(0, 60));
    expect(result.current?.turns).toBeNull();
    await waitFor(() => expect(result.current?.turns).not.toBeNull());
    expect(result.current?.rows).toEqual(reply);
  });

  it('shows nothing of a reply that did not come in the asked order until it is sorted', async () => {
    const reply = Object.freeze(many(30_000));
    const { result } = renderHook(() => useShownRows(reply, 'amount', 'desc', { box: 'all' }, who));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.turns).not.toBeNull();
    expect(result.current?.rows).toEqual(sortCheques(reply, 'amount', 'desc'));
  });

  it('filters a new search in a task after the one that drew the letter, then shows its rows', async () => {
    const reply = Object.freeze(sortCheques(many(1000), 'amount', 'desc'));
    const { result, rerender } = renderHook(({ filter }: { filter: ChequeListFilter }) => useShownRows(reply, 'amount', 'desc', filter, who), {
      initialProps: { filter: { box: 'all' } as ChequeListFilter },
    });
    await waitFor(() => expect(result.current?.turns).not.toBeNull());
    vi.mocked(filterTest).mockClear();
    rerender({ filter: { box: 'all', q: 'no such payee' } });
    // The letter's render and effects are done (act): the filter has not started in their task.
    expect(filterTest).not.toHaveBeenCalled();
    expect(result.current?.rows).toHaveLength(1000);
    await waitFor(() => expect(result.current?.rows).toEqual([]));
    expect(filterTest).toHaveBeenCalled();
  });

  describe("a reply's first rows, before the whole reply is read", () => {
    const renderList = (firstRows: readonly Cheque[] | undefined) =>
      renderHook(({ source, early }: { source?: readonly Cheque[]; early?: readonly Cheque[] }) => useShownRows(source, 'amount', 'desc', { box: 'all' }, who, early), {
        initialProps: { source: undefined, early: firstRows } as { source?: readonly Cheque[]; early?: readonly Cheque[] },
      });

    it('draw the first screen when they came in the asked order; the whole list then replaces it', async () => {
      const reply = Object.freeze(sortCheques(many(3000), 'amount', 'desc'));
      const { result, rerender } = renderList(reply.slice(0, 500));
      await waitFor(() => expect(result.current?.rows).toEqual(reply.slice(0, 60)));
      expect(result.current?.turns).toBeNull();
      rerender({ source: reply, early: undefined });
      await waitFor(() => expect(result.current?.turns).not.toBeNull());
      expect(result.current?.rows).toEqual(reply);
    });

    it('draw nothing when they did not come in the asked order', async () => {
      const { result } = renderList(many(500));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(result.current).toBeNull();
    });

    it('shown from an in-order run of a server that did not sort, last only until the whole list is sorted', async () => {
      const rest = many(3000).slice(500);
      const run = sortCheques(many(500), 'amount', 'desc');
      const reply = Object.freeze([...run, ...rest]);
      const { result, rerender } = renderList(run);
      await waitFor(() => expect(result.current?.rows).toEqual(run.slice(0, 60)));
      rerender({ source: reply, early: undefined });
      await waitFor(() => expect(result.current?.turns).not.toBeNull());
      expect(result.current?.rows.slice(0, 60)).not.toEqual(run.slice(0, 60));
      expect(result.current?.rows).toEqual(sortCheques(reply, 'amount', 'desc'));
    });
  });
});
