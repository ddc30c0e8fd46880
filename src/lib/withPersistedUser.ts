import { isObject } from './persistedUser';

/**
 * The stored text with `user` signed in on `workspace`, as the staff app's store writes it (the
 * other slices' fields kept; the root's other keys kept). The sign-in app writes it the moment the
 * sign-in succeeds: the staff app's store persists the user only once its code has arrived, and a
 * reload or a new tab before that must not find the visitor signed out. The user given here must
 * already be the persisted fields only (lib/persistedUser persistableUser).
 */
export function withPersistedUser(stored: string | null | undefined, user: object, workspace: string): string {
  let root: Record<string, unknown> = {};
  let general: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? '');
    if (isObject(parsed)) root = parsed;
    const slice: unknown = typeof root.general === 'string' ? JSON.parse(root.general) : undefined;
    if (isObject(slice)) general = slice;
  } catch {
    // Foreign or corrupt text: replaced by a state of our own.
  }
  return JSON.stringify({
    ...root,
    general: JSON.stringify({ ...general, user, workspace }),
    _persist: typeof root._persist === 'string' ? root._persist : JSON.stringify({ version: 1, rehydrated: true }),
  });
}
