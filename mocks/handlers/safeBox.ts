import { route } from '../route';
import { requirePermission } from '../db/permissions';
import { requireConfirmedEmail } from './user';
import { connectSafeBox, disconnectSafeBox, publicSafeBox, safeBoxOf, setSafeTestWait, testSafeBox, type ConnectBody } from '../db/setup/safeBox';

/** The safe-box connection (our calls, docs/backend-contract.md); the key file is never kept. */
export const safeBoxHandlers = [
  route('get', '/api/workspace/:ws/safe-box', ({ me, params }) => ({
    safeBox: publicSafeBox(safeBoxOf(requirePermission(me(), String(params.ws), 'workspace.view').id)),
  })),
  route<ConnectBody>('put', '/api/workspace/:ws/safe-box', ({ me, params, body }) => {
    const user = me();
    const workspace = requirePermission(user, String(params.ws), 'workspace.edit');
    requireConfirmedEmail(user);
    return { safeBox: connectSafeBox(workspace.id, body) };
  }),
  route('post', '/api/workspace/:ws/safe-box/test', ({ me, params }) => testSafeBox(requirePermission(me(), String(params.ws), 'workspace.edit').id)),
  route('delete', '/api/workspace/:ws/safe-box', ({ me, params }) => {
    disconnectSafeBox(requirePermission(me(), String(params.ws), 'workspace.edit').id);
    return { ok: true };
  }),
  // Mock only: the waiting period between two tests (short in the journeys).
  route<{ seconds?: unknown }>('post', '/api/__dev/safe-test-wait', ({ body }) => {
    setSafeTestWait(Number(body.seconds ?? 60));
    return { ok: true };
  }),
];
