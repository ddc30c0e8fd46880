import { lazyPage } from '@/components/routing/lazyPage';
import type { AppRoute } from '@/components/routing/AppRoute';
import { paths } from '@/config/paths';

export const peopleAppRoutes: AppRoute[] = [
  {
    path: paths.people,
    titleKey: 'titles.people',
    Page: lazyPage(() => import('./pages/PeoplePage'), 'PeoplePage'),
    nav: { labelKey: 'nav.people', group: 'settings', order: 62, icon: 'cilPeople' },
    permission: 'users.view',
  },
  {
    path: paths.workspaces,
    titleKey: 'titles.workspaces',
    Page: lazyPage(() => import('./pages/WorkspacesPage'), 'WorkspacesPage'),
    nav: { labelKey: 'nav.workspaces', group: 'settings', order: 68, icon: 'cilLayers' },
    permission: 'workspace.create',
  },
];
