import { isObject } from './persistedUser';

// Not in persistedUser.ts, which every page's entry carries for main.tsx's one question (is a user
// stored?): only the sign-in app and the staff app's store write a user.

// What a reload needs of the user, and nothing else (the rest stays in memory until the page goes,
// and GET /api/user brings it back): who it is, its roles, its choices. An allow-list: a field the
// backend adds tomorrow (a token, a card number, a PIN) is never written to the browser's storage.
const USER_TEXT_FIELDS = ['id', 'email', 'firstName', 'lastName', 'phone', 'verificationMethod'] as const;
const WORKSPACE_FIELDS = ['id', 'name', 'companyName'] as const;

const isText = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
const texts = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined);

function pickTexts(from: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (isText(from[field]) || (field === 'verificationMethod' && from[field] === null)) out[field] = from[field];
  return out;
}

function persistableRole(role: unknown): Record<string, unknown> | null {
  if (!isObject(role) || !isObject(role.Workspace)) return null;
  const out: Record<string, unknown> = { Workspace: pickTexts(role.Workspace, WORKSPACE_FIELDS) };
  if (typeof role.roleType === 'string') out.roleType = role.roleType;
  const capabilities = texts(role.capabilities);
  if (capabilities) out.capabilities = capabilities;
  return out;
}

/** The user as it may be stored in the browser: only the fields a reload needs (allow-list, at every depth). */
export function persistableUser<T>(user: T): T {
  if (!isObject(user)) return user;
  const out = pickTexts(user, USER_TEXT_FIELDS);
  if (typeof user.emailConfirmed === 'boolean') out.emailConfirmed = user.emailConfirmed;
  const capabilities = texts(user.capabilities);
  if (capabilities) out.capabilities = capabilities;
  if (Array.isArray(user.Roles)) out.Roles = user.Roles.map(persistableRole).filter(Boolean);
  if (isObject(user.inboxColumns)) {
    out.inboxColumns = Object.fromEntries(
      Object.entries(user.inboxColumns).flatMap(([ws, columns]) => (Array.isArray(columns) ? [[ws, texts(columns) ?? []]] : [])),
    );
  }
  return out as T;
}
