import { sessionEnded } from '@/state/generalSlice';
import type { AppStore } from './store';

const CHANNEL = 'chequespace-session';
type SessionMessage = { type: 'ended' };

let channel: BroadcastChannel | null = null;

/**
 * Logout in one tab ends the session in every open tab of this browser (a shared computer: no tab left signed in): the tab that
 * logs out (or learns of an expiry) says so on a BroadcastChannel; the others forget the user
 * and their server data (`sessionEnded` empties the server cache: state/serverCacheReset.ts), and
 * their signed-in screens go to the sign-in page. No RTK Query here: a page opened from a link
 * imports this file (through connectHttp) and does not load it.
 */
export function connectSessionSync(store: AppStore): void {
  if (typeof BroadcastChannel === 'undefined') return;
  channel?.close();
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type !== 'ended' || !store.getState().general.user) return;
    store.dispatch(sessionEnded());
  };
}

/** Tells the other tabs that the session is over. */
export function announceSessionEnded(): void {
  channel?.postMessage({ type: 'ended' } satisfies SessionMessage);
}
