import { createNavigator } from '@/components/routing/AppRouter';
import { createStandaloneStore } from './standaloneStore';
import { standaloneRoutes } from './standaloneRoutes';
import { connectHttp } from './connectHttp';
import { AppProviders } from './AppProviders';

const store = createStandaloneStore();
const navigator = createNavigator();
connectHttp(store, navigator);

/** A payer's or a signer's page from a link (issue #14): no persisted store, no staff routes. */
export function StandaloneApp() {
  return <AppProviders store={store} routes={standaloneRoutes} navigator={navigator} />;
}
