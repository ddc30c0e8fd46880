import type { ActingUser } from '@/lib/chequeNextAction';
import { permissionContextFor } from '@/lib/permissions';
import { mockSignIn } from './mockSignIn';

/** A demo user as the next-action rule reads them in a workspace (what useActingUser gives a screen). */
export function actingAs(email: string, workspace = 'gilboa-trade'): ActingUser {
  const user = mockSignIn(email);
  return { ...permissionContextFor(user, workspace), userId: user.id };
}
