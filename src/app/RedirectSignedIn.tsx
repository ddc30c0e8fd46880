import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { postLoginTarget } from '@/lib/redirect';
import { selectUser } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';

/**
 * The staff app's /login: a signed-in user goes on to `redirect` (only a path of ours, else home)
 * instead of the form. Here, not in LoginPage: the page also opens in the sign-in app, which has
 * no store (app/SignInApp.tsx).
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const [params] = useSearchParams();
  if (user) return <Navigate to={postLoginTarget(params.get('redirect'))} replace />;
  return <>{children}</>;
}
