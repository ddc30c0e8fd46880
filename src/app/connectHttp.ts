import { configureHttp } from '@/api/http';
import { hrefs, isStandalonePage, paths } from '@/config/paths';
import { redirectParamFor } from '@/lib/redirect';
import { accessRefused, sessionEnded, userReceived } from '@/state/generalSlice';
import type { AppNavigator } from '@/components/routing/AppRouter';
import type { AppStore } from './store';
import { announceSessionEnded } from './sessionSync';
import { readReplyUser } from '@/api/schema/user';

const FORBIDDEN_REFRESH_MS = 3000;

/** Hands the http layer its callbacks: store the user of every reply; one logout per expiry. */
export function connectHttp(store: AppStore, navigator: Pick<AppNavigator, 'navigate'>): void {
  let lastRefresh = 0;
  configureHttp({
    onUser: (user) => store.dispatch(userReceived(user)),
    readUser: readReplyUser,
    // A refusal may mean a role was changed or removed meanwhile: fetch the user again (at most
    // every few seconds, in case that call is refused too), so that the menu, the switcher and
    // every button follow the server.
    onForbidden: () => {
      if (Date.now() - lastRefresh < FORBIDDEN_REFRESH_MS) return;
      lastRefresh = Date.now();
      store.dispatch(accessRefused());
    },
    onUnauthorized: () => {
      // The address bar: BrowserRouter updates it when a navigation starts, before React renders.
      const { pathname, search } = window.location;
      store.dispatch(sessionEnded());
      announceSessionEnded();
      // A signed-in screen's guard (RequireAuth) navigates on its own when the user goes; any
      // other screen is sent to login here, once, after React has rendered the change.
      setTimeout(() => {
        const now = window.location.pathname;
        if (now === paths.login) return;
        // A payer or a signer has no staff account: their page says what failed, in place.
        if (isStandalonePage(now)) return;
        navigator.navigate(hrefs.login(redirectParamFor(pathname + search)), { replace: true });
      }, 0);
    },
  });
}
