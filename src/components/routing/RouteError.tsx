import { useRouteError } from 'react-router-dom';
import { CrashPanel } from '../feedback/CrashPanel';

/** The router's error element: chunk load errors and thrown render errors inside a route. */
export function RouteError() {
  const error = useRouteError();
  return <CrashPanel error={error} />;
}
