import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/state/hooks';
import { selectActiveWorkspaceId } from '@/state/generalSlice';

// When the user last opened the return desk, per workspace, on this device: what "new returns
// since my last visit" counts from. A moment, not a secret (localStorage; nothing is sent).
const key = (wsId: string) => `returnsSeen:${wsId}`;
const EVENT = 'returns-seen';

function read(wsId: string): string | null {
  if (!wsId) return null;
  try {
    return localStorage.getItem(key(wsId));
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The moment the desk was last seen (ISO) in the active workspace, and the call that marks it seen now. */
export function useReturnsSeen(): { seenAt: string | null; markSeen: () => void } {
  const wsId = useAppSelector(selectActiveWorkspaceId) ?? '';
  const seenAt = useSyncExternalStore(subscribe, () => read(wsId), () => null);
  const markSeen = useCallback(() => {
    if (!wsId) return;
    try {
      localStorage.setItem(key(wsId), new Date().toISOString());
    } catch {
      // private mode: the count stays until the page is left
    }
    window.dispatchEvent(new Event(EVENT));
  }, [wsId]);
  return { seenAt, markSeen };
}
