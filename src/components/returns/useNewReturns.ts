import { useMemo } from 'react';
import { useSearchChequesQuery } from '@/api/chequesApi';
import { useReturnsSeen } from '@/hooks/useReturnsSeen';
import { newReturnsSince, type NewsCheque } from '@/lib/returns/returnNews';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';

// Apart from useWorkspaceReturns: the staff menu and the home page import only this (no drawer history).

/** Returns among `cheques` that came since the desk was last opened (0 while they are not known). */
export function useNewReturnsCount(cheques: readonly NewsCheque[] | undefined): number {
  const { seenAt } = useReturnsSeen();
  return useMemo(() => (cheques ? newReturnsSince(cheques, seenAt) : 0), [cheques, seenAt]);
}

/** For the menu: the desk's own query (the search call with ALL_REJECTED), one request serves both. */
export function useNewReturns(): number {
  const { can } = usePermission();
  const ws = useAppSelector(selectWorkspace);
  const { data } = useSearchChequesQuery({ ws, status: 'ALL_REJECTED' }, { skip: !can('cheque.view') || !ws });
  return useNewReturnsCount(data?.checks);
}
