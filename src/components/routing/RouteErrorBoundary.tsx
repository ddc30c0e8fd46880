import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppErrorBoundary } from '../feedback/AppErrorBoundary';

/**
 * Around a route's element (what the data router's errorElement was): a chunk that failed to load
 * or a thrown render error shows CrashPanel in place of the route; the next navigation tries again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <AppErrorBoundary resetKey={key}>{children}</AppErrorBoundary>;
}
