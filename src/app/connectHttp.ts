import { configureHttp } from '@/api/http';
import { hrefs, isStandalonePage, paths } from '@/config/paths';
import { redirectParamFor } from '@/lib/redirect';
import { accessRefused, sessionEnded, userReceived } from '@/state/generalSlice';
import type { AppStore } from './store';
import { announceSessionEnded } from './sessionSync';

const FORBIDDEN_REFRESH_MS = 3000;

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string; search: string } };
}

/** Hands the http layer its callbacks: store the user of every reply; one logout per expiry. */
export function connectHttp(store: AppStore, router: Navigator): void {
  let lastRefresh = 0;
  configureHttp({
    onUser: (user) => store.dispatch(userReceived(user)),
    // A refusal may mean a role was changed or removed meanwhile: fetch the user again (at most
    // every few seconds, in case that call is refused too), so that the menu, the switcher and
    // every button follow the server.
    onForbidden: () => {
      if (Date.now() - lastRefresh < FORBIDDEN_REFRESH_MS) return;
      lastRefresh = Date.now();
      store.dispatch(accessRefused());
    },
    onUnauthorized: () => {
      const { pathname, search } = router.state.location;
      store.dispatch(sessionEnded());
      announceSessionEnded();
      // A signed-in screen's guard (RequireAuth) navigates on its own when the user goes; any
      // other screen is sent to login here, once, after React has rendered the change.
      setTimeout(() => {
        if (router.state.location.pathname === paths.login) return;
        // A payer or a signer has no staff account: their page says what failed, in place.
        if (isStandalonePage(router.state.location.pathname)) return;
        void router.navigate(hrefs.login(redirectParamFor(pathname + search)), { replace: true });
      }, 0);
    },
  });
}
