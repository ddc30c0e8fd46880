import { renderHook, waitFor } from '@testing-library/react';
import type { Cheque } from '@/api/types/cheque';
import { summariseHome } from '../rules/homeSummary';
import { SLICED_FROM, useHomeSummary } from './useHomeSummary';

const TODAY = '2026-11-22';
const OWNER = { role: 'OWNER' as const, userId: 'u1', capabilities: [] };
const STATUSES = ['NEW', 'AWAITING_DEPOSIT', 'REJECTED', 'RECEIVED_BANK'];
const list = (count: number): Cheque[] =>
  Array.from({ length: count }, (_, i) => ({
    checkId: `c${i}`,
    amount: i % 7 ? `${i}.50` : i,
    status: STATUSES[i % STATUSES.length],
    signingStatus: i % 5 ? undefined : 'UNSIGNED',
    checkDate: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    updatedAt: `2026-11-${String((i % 20) + 1).padStart(2, '0')}T08:00:00Z`,
  }));

describe('useHomeSummary', () => {
  it("summarises a small workspace in the render, as the one pass does", () => {
    const cheques = list(30);
    const { result } = renderHook(() => useHomeSummary(cheques, OWNER, TODAY, null));
    expect(result.current).toEqual(summariseHome(cheques, OWNER, TODAY, null));
  });

  it('summarises a large workspace after the render, and has it at once when the home is opened again', async () => {
    const cheques = list(SLICED_FROM + 1);
    const first = renderHook(() => useHomeSummary(cheques, OWNER, TODAY, '2026-11-10T00:00:00Z'));
    expect(first.result.current).toBeUndefined();
    await waitFor(() => expect(first.result.current).toEqual(summariseHome(cheques, OWNER, TODAY, '2026-11-10T00:00:00Z')));
    first.unmount();
    const again = renderHook(() => useHomeSummary(cheques, { ...OWNER }, TODAY, '2026-11-10T00:00:00Z'));
    expect(again.result.current).toBe(first.result.current);
    // Another day is another summary: made again.
    const tomorrow = renderHook(() => useHomeSummary(cheques, OWNER, '2026-11-23', '2026-11-10T00:00:00Z'));
    expect(tomorrow.result.current).toBeUndefined();
    await waitFor(() => expect(tomorrow.result.current).toEqual(summariseHome(cheques, OWNER, '2026-11-23', '2026-11-10T00:00:00Z')));
  });
});
