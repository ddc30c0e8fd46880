import { standaloneRoutes } from './standaloneRoutes';
import { AppProviders } from './AppProviders';

/**
 * A payer's or a signer's page from a link, on a phone on mobile data: no staff routes, and no store at all. These
 * pages have no session to keep (spec section 2), call the backend with plain calls (src/api/*Calls.ts)
 * and keep their state in their components, so neither redux nor RTK Query is in their first
 * download. No connectHttp either: a refusal on these pages is said in place, never a redirect to
 * the staff sign-in.
 */
export function StandaloneApp() {
  return <AppProviders routes={standaloneRoutes} />;
}
