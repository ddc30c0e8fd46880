import { configureHttp } from '@/api/http';
import type { User } from '@/api/types/user';

// The user the sign-in app received (a login or one-time code reply's `user`, through http.ts's
// onUser hook like every reply), kept in memory only until the staff app starts and puts it in its
// store (app/SignInApp.tsx, App.tsx startApp), which persists it as it persists any user.
let signedIn: User | null = null;

/** The sign-in app's http hooks: no store yet, so the user is only kept here. */
export function connectSignInHttp(): void {
  signedIn = null;
  configureHttp({
    onUser: (user) => {
      signedIn = user;
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
