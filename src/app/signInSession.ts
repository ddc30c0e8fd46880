import { configureHttp } from '@/api/http';
import { readSignInUser } from '@/api/signInCalls';
import type { User } from '@/api/types/user';
import { nextActiveWorkspace } from '@/lib/activeWorkspace';
import { persistableUser } from '@/lib/persistableUser';
import { PERSISTED_STATE_KEY } from '@/lib/persistedUser';
import { withPersistedUser } from '@/lib/withPersistedUser';

// The user the sign-in app received (a login or one-time code reply's `user`, through http.ts's
// onUser hook like every reply), kept in memory only until the staff app starts and puts it in its
// store (app/SignInApp.tsx, App.tsx startApp), which persists it as it persists any user. It is
// also stored at once, as the store would store it: a reload or a new tab opened before the staff
// app's code has arrived finds the visitor signed in.
let signedIn: User | null = null;

function storeSignedIn(user: User): void {
  try {
    const stored = localStorage.getItem(PERSISTED_STATE_KEY);
    localStorage.setItem(PERSISTED_STATE_KEY, withPersistedUser(stored, persistableUser(user), nextActiveWorkspace(null, user, '')));
  } catch {
    // Storage closed or full: the staff app's store will try again when it starts.
  }
}

/** The sign-in app's http hooks: no store yet, so the user is only kept here. */
export function connectSignInHttp(): void {
  signedIn = null;
  configureHttp({
    readUser: readSignInUser,
    onUser: (user) => {
      signedIn = user;
      storeSignedIn(user);
    },
    // A 401 here is a refused sign-in, said on the form; there is no session to end.
    onUnauthorized: () => {
      signedIn = null;
    },
  });
}

/** The signed-in user to hand to the staff app, or null (e.g. on the way to sign up). */
export function signedInUser(): User | null {
  return signedIn;
}
