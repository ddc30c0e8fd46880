import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { hrefs } from '@/config/hrefs';
import { redirectParamFor } from '@/lib/redirect';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/** Signed-in screens: without a user, to /login with the page in `redirect` (spec section 2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const location = useLocation();
  if (!user) return <Navigate to={hrefs.login(redirectParamFor(location.pathname + location.search))} replace />;
  return <>{children}</>;
}
