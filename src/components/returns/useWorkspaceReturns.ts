import { useMemo } from 'react';
import { useSearchChequesQuery } from '@/api/chequesApi';
import { todayIso } from '@/lib/dates';
import { drawerSummaries } from '@/lib/returns/drawerHistory';
import { useAppSelector } from '@/state/hooks';
import { selectWorkspace } from '@/state/generalSlice';

/** The workspace's returned cheques: the search call with the ALL_REJECTED filter (docs/backend-contract.md). */
export function useReturnedCheques(skip = false) {
  const ws = useAppSelector(selectWorkspace);
  return useSearchChequesQuery({ ws, status: 'ALL_REJECTED' }, { skip: skip || !ws });
}

/** Every drawer of the workspace's cheques with its returns (the search call, no filter). */
export function useDrawerHistory(skip = false) {
  const ws = useAppSelector(selectWorkspace);
  const query = useSearchChequesQuery({ ws }, { skip: skip || !ws });
  const summaries = useMemo(() => drawerSummaries(query.data?.checks ?? [], todayIso()), [query.data]);
  return { summaries, query };
}
