import { useMemo } from 'react';
import { useGetTerminalsQuery } from '@/api/terminalsApi';
import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { todayIso } from '@/lib/dates';
import { dateToCancel } from '@/lib/daysToCancel';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/** The workspace's terminals as choices, and the date to cancel its days-to-cancel setting gives. */
export type RequestTerminals = ReturnType<typeof useRequestTerminals>;

export function useRequestTerminals() {
  const ws = useAppSelector(selectWorkspace);
  const terminals = useGetTerminalsQuery(ws, { skip: !ws });
  const workspace = useGetWorkspaceQuery(ws, { skip: !ws });
  const options = useMemo(() => (terminals.data ?? []).map((t) => ({ value: t.terminalId, label: t.name })), [terminals.data]);
  const days = workspace.data?.daysToCancel;
  return {
    ws,
    terminals,
    options,
    daysToCancel: days,
    /** 'YYYY-MM-DD', or undefined when the workspace does not say (the backend then decides). */
    defaultCancelDate: dateToCancel(todayIso(), days) ?? undefined,
    isLoading: terminals.isLoading || workspace.isLoading,
  };
}
