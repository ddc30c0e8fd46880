import { useMemo } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { safeRedirectPath } from '@/lib/redirect';

/** What a link carries so that the page it opens can come back here, list filters included. */
export interface BackState {
  from?: string;
}

/** Router `state` for a link or navigate() from this page: `<Link to=... state={backState(location)}>`. */
export function backState(location: Pick<Location, 'pathname' | 'search'>): BackState {
  return { from: `${location.pathname}${location.search}` };
}

/**
 * Where a back link leads: the page this one was opened from when it is under `fallback`'s
 * section of the app (so the list comes back with its filters), else `fallback`.
 */
export function useBackTarget(fallback: string, accepts: (path: string) => boolean = () => true): string {
  const location = useLocation();
  const from = safeRedirectPath((location.state as BackState | null)?.from);
  return from && accepts(from) ? from : fallback;
}

/** backState of the current page, for links to a detail page (`<Link state={useBackState()}>`). */
export function useBackState(): BackState {
  const { pathname, search } = useLocation();
  return useMemo(() => ({ from: `${pathname}${search}` }), [pathname, search]);
}
