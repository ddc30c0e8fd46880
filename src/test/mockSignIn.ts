import type { User } from '@/api/types/user';
import { db } from '@mocks/db/database';
import { publicUser } from '@mocks/db/views';
import { mockRow } from '@mocks/scenarios';

/** Signs a demo user in at the mock (a session cookie) and returns it as the backend would. */
export function mockSignIn(email: string): User {
  const row = mockRow.user(email);
  const sid = `test-${row.id}`;
  db.sessions.push({ sid, userId: row.id, createdAt: Date.now() });
  document.cookie = `mock_sid=${sid}; path=/`;
  return publicUser(row);
}

/** Signs out at the mock: the next request has no session. */
export function mockSignOut(): void {
  document.cookie = 'mock_sid=; path=/; max-age=0';
}
