import type { ComponentType, LazyExoticComponent } from 'react';
import type { PermissionAction } from '@/lib/permissions';
import type { NavIconName } from './navIcons';

/** One screen, declared once: its path, lazy page, title and (for signed-in screens) its menu entry. */
export interface AppRoute {
  path: string;
  Page: LazyExoticComponent<ComponentType>;
  /** Key in the `common` namespace, under `titles.`. */
  titleKey: string;
  nav?: {
    /** Key in the `common` namespace, under `nav.` or a feature's label key with `ns:` prefix. */
    labelKey: string;
    /** The sidebar's icon, by name (navIcons.ts: the SVGs load with the signed-in shell only). */
    icon?: NavIconName;
    order: number;
  };
  /**
   * What the signed-in user must be allowed (src/lib/permissions.ts) to open the screen; without
   * it the permission page is shown and the menu leaves the entry out. Any signed-in user when absent.
   */
  permission?: PermissionAction;
}
