// Whether the staff app's persisted state (localStorage `persist:root`, written by redux-persist:
// src/app/store.ts) holds a signed-in user: src/main.tsx then opens /login in the staff app (which
// sends the user on), else in the sign-in app without a store (a smaller first download). Read before any store
// exists, so it parses the stored text itself: a JSON object whose `general` is itself JSON text.

/** Where redux-persist keeps the staff app's state (its key `root`, src/app/store.ts). */
export const PERSISTED_STATE_KEY = 'persist:root';

export const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A stored user is kept only when it is an object with an e-mail (here and in state/persistedState's sanitizer). */
export const isStoredUser = (v: unknown): v is Record<string, unknown> & { email: string } => isObject(v) && typeof v.email === 'string';

/** True when the stored text's `general.user` is a user the store would restore (isStoredUser). */
export function hasPersistedUser(stored: string | null | undefined): boolean {
  try {
    const general: unknown = JSON.parse(JSON.parse(stored ?? '').general);
    return isObject(general) && isStoredUser(general.user);
  } catch {
    // No text, not JSON, or no `general` text in it.
    return false;
  }
}
