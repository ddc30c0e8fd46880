import { db, nextId } from '../database';
import { badRequest, MockHttpError } from '../MockHttpError';
import type { UserRow } from '../schema';
import { unavailable } from './members';
import { isValidNationalId, nationalIdKey } from '../rules/nationalId';
import { isValidWorkspaceIdentifier } from '../rules/workspaceIdentifier';
import { isSafeText } from '../rules/text';
import type { Workspace } from '../../../src/api/types/workspace';

const lower = (s: unknown) => String(s ?? '').trim().toLowerCase();

export interface NewWorkspaceBody {
  type?: unknown;
  companyName?: unknown;
  companySlug?: unknown;
  hetpey?: unknown;
}

/**
 * POST /api/workspace/create: a private or business workspace, its creator its owner. The same
 * checks and messages as the business sign-up (section 8: "Already exists: Workspace, hetpey,
 * companySlug"); "Workspace creation currently unavailable" when switched off in the dev outbox.
 */
export function createWorkspace(user: UserRow, body: NewWorkspaceBody): Workspace {
  if (unavailable().includes('workspaces')) throw new MockHttpError(503, { message: 'Workspace creation currently unavailable' });
  const type = body.type === 'BUSINESS' ? 'BUSINESS' : body.type === 'PRIVATE' ? 'PRIVATE' : null;
  const companyName = String(body.companyName ?? '').trim();
  const slug = String(body.companySlug ?? '');
  if (!type || !companyName || !isSafeText(companyName) || !isValidWorkspaceIdentifier(slug)) throw badRequest('Invalid data structure');
  if (type === 'BUSINESS' && !isValidNationalId(body.hetpey)) throw badRequest('Invalid data structure');
  if (db.workspaces.some((w) => lower(w.companyName) === lower(companyName))) throw badRequest('Workspace already exists');
  const hetpey = type === 'BUSINESS' ? nationalIdKey(String(body.hetpey)) : undefined;
  if (hetpey && db.workspaces.some((w) => w.hetpey === hetpey)) throw badRequest('hetpey already exists');
  if (db.workspaces.some((w) => lower(w.companySlug) === lower(slug) || lower(w.name) === lower(slug))) throw badRequest('companySlug already exists');
  const workspace: Workspace = {
    id: nextId('w'), name: slug, companyName, companySlug: slug, type, ...(hetpey ? { hetpey } : {}),
    checkSettings: { days_to_delete_check: 90, amount_of_signators: 1, defaultSendingTime: 'immediate' },
  };
  db.workspaces.push(workspace);
  db.memberships.push({ userId: user.id, wsId: workspace.id, roleType: 'OWNER', capabilities: ['all_capabilities'] });
  return workspace;
}
