import { initialGeneralState, type GeneralState } from './generalSlice';
import { persistableUser } from '@/lib/persistableUser';
import { isObject, isStoredUser } from '@/lib/persistedUser';

/**
 * Whatever stands under the storage key `root` (ours, an older version's, corrupt, or another
 * app's) becomes a valid general state: each field is kept only when it has the right type.
 */
export function sanitizeGeneral(raw: unknown): GeneralState {
  if (!isObject(raw)) return { ...initialGeneralState };
  const user = isStoredUser(raw.user) ? persistableUser(raw.user) : null;
  return {
    user: user as GeneralState['user'],
    workspace: user && typeof raw.workspace === 'string' ? raw.workspace : '',
    sidebarUnfoldable: typeof raw.sidebarUnfoldable === 'boolean' ? raw.sidebarUnfoldable : true,
    sidebarShow: typeof raw.sidebarShow === 'boolean' ? raw.sidebarShow : true,
    inboxParams: isObject(raw.inboxParams) ? raw.inboxParams : {},
    pageTitle: typeof raw.pageTitle === 'string' ? raw.pageTitle : '',
    isNavPage: typeof raw.isNavPage === 'string' ? raw.isNavPage : '',
  };
}

/** redux-persist's deserialize, which must never throw on foreign text. */
export function safeDeserialize(serial: string): unknown {
  try {
    return JSON.parse(serial);
  } catch {
    return {};
  }
}
