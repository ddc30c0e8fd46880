import { route } from '../route';
import { requirePermission } from '../db/permissions';
import { createKey, deleteKey, listKeys } from '../db/setup/keys';
import type { KeyKind } from '../../src/api/types/key';

type KeyBody = { name?: unknown; wsId?: unknown; keyId?: unknown };

/** Printer keys and workspace keys (spec section 7): the same rules, two paths. */
function keyRoutes(kind: KeyKind, base: string) {
  // Whoever prints chooses a printer: its name and last use are no secret. Workspace keys are the owner's.
  const read = kind === 'printer' ? 'workspace.view' : 'keys.view';
  return [
    route('get', `${base}/:ws`, ({ me, params }) => ({ keys: listKeys(kind, requirePermission(me(), String(params.ws), read).id) })),
    route<KeyBody>('post', base, ({ me, body }) => ({ key: createKey(kind, requirePermission(me(), String(body.wsId ?? ''), 'keys.create').id, body.name) })),
    route<KeyBody>('delete', base, ({ me, body }) => {
      deleteKey(kind, requirePermission(me(), String(body.wsId ?? ''), 'keys.delete').id, body.keyId);
      return { ok: true };
    }),
  ];
}

export const keyHandlers = [...keyRoutes('printer', '/api/workspace/printer/keys'), ...keyRoutes('workspace', '/api/workspace/keys')];
