import { createBrowserRouter } from 'react-router-dom';
import { createStandaloneStore } from './standaloneStore';
import { standaloneRoutes } from './standaloneRoutes';
import { connectHttp } from './connectHttp';
import { AppProviders } from './AppProviders';

const store = createStandaloneStore();
const router = createBrowserRouter(standaloneRoutes);
connectHttp(store, router);

/** A payer's or a signer's page from a link (issue #14): no persisted store, no staff routes. */
export function StandaloneApp() {
  return <AppProviders store={store} router={router} />;
}
