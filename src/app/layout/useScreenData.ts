import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { chequesApi } from '@/api/chequesApi';
import { paths } from '@/config/paths';
import { boxOfPath } from '@/features/cheques/components/list/listBox';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/** How long a click on a menu link keeps the current screen while the next one's data comes. */
export const KEEP_SCREEN_MS = 300;
/** A reply fetched ahead stays good this long (s): pointing at a link again does not ask again. */
const FRESH_FOR_S = 30;

const LIST_SCREENS: readonly string[] = [paths.cheques, paths.chequesSent, paths.chequesInbox, paths.chequesArchive];
const WORKSPACE_SCREENS: readonly string[] = [paths.home, paths.depositWorkspace];

/**
 * The data of the screens the menu opens most (the home, the cheque lists, the deposit
 * workspace), asked for ahead: `prefetch(to)` when the user points at or focuses the link,
 * `ready(to)` when the data is in (at once for a screen not listed here). Their first request is
 * the one the screen itself makes, so the screen finds the reply in the cache.
 */
export function useScreenData(): { prefetch: (to: string) => void; ready: (to: string) => Promise<void> } {
  const ws = useAppSelector(selectWorkspace);
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const prefetchList = chequesApi.usePrefetch('searchCheques', { ifOlderThan: FRESH_FOR_S });
  const prefetchWorkspace = chequesApi.usePrefetch('getWorkspaceCheques', { ifOlderThan: FRESH_FOR_S });

  const prefetch = useCallback(
    (to: string) => {
      if (!ws) return;
      if (LIST_SCREENS.includes(to)) prefetchList({ ws, box: boxOfPath(to) });
      else if (WORKSPACE_SCREENS.includes(to)) prefetchWorkspace(ws);
    },
    [ws, prefetchList, prefetchWorkspace],
  );

  const ready = useCallback(
    async (to: string) => {
      prefetch(to);
      if (!ws) return;
      const running = LIST_SCREENS.includes(to)
        ? dispatch(chequesApi.util.getRunningQueryThunk('searchCheques', { ws, box: boxOfPath(to) }))
        : WORKSPACE_SCREENS.includes(to)
          ? dispatch(chequesApi.util.getRunningQueryThunk('getWorkspaceCheques', ws))
          : undefined;
      await running;
    },
    [ws, prefetch, dispatch],
  );
  return { prefetch, ready };
}
