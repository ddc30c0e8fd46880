import type { ComponentType, LazyExoticComponent } from 'react';
import type { RoleType } from '@/api/types/user';

/** One screen, declared once: its path, lazy page, title and (for signed-in screens) its menu entry. */
export interface AppRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Key in the `common` namespace, under `titles.`. */
  titleKey: string;
  nav?: {
    /** Key in the `common` namespace, under `nav.` or a feature's label key with `ns:` prefix. */
    labelKey: string;
    icon?: string[];
    order: number;
  };
  /** Roles that may open the screen; all when absent. */
  roles?: RoleType[];
}
