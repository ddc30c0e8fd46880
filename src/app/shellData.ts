import { userApi } from '@/api/userApi';
import { workspaceApi } from '@/api/workspaceApi';
import type { ScreenQuery } from '@/components/routing/AppRoute';
import { inTasks } from '@/lib/yieldToMain';

/**
 * The signed-in frame's own first reads, asked once the stored state is in (app/router.tsx
 * startScreenData), each in a task of its own: the user (DefaultLayout refreshes it), the
 * workspaces (the switcher) and the active one (the header's credits, the screens' workspace). The
 * frame's hooks ask the same endpoints with the same arguments and find them in the cache; without
 * this they were all sent from the frame's first render, in one task with it (~25 ms of a fast
 * machine's main thread, four times that on a phone). Nothing the frame would not ask itself: the
 * menu's returns badge is drawn on a phone only when the menu opens.
 */
export function startShellData(ws: string, hold: (initiate: ScreenQuery) => void): Promise<unknown> {
  return inTasks([
    () => hold(userApi.endpoints.getCurrentUser.initiate(ws || undefined)),
    () => hold(workspaceApi.endpoints.getAllWorkspaces.initiate(undefined)),
    ...(ws ? [() => hold(workspaceApi.endpoints.getWorkspace.initiate(ws))] : []),
  ]);
}
