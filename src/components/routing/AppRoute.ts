import type { ComponentType, LazyExoticComponent } from 'react';
import type { PermissionAction } from '@/lib/permissions';
import type { NavIconName } from './navIcons';

/** The sidebar's sections, in their order (app/navigation.ts); the home entry stands above them. */
export const navGroupIds = ['cheques', 'moneyIn', 'links', 'reports', 'settings'] as const;
export type NavGroupId = (typeof navGroupIds)[number];

/**
 * What a signed-in address's screen needs before it renders, started with the shell when the staff
 * app opens on it (app/router.tsx preloadSignedInScreen) instead of one round trip after the shell:
 * the loader its lazyPage is given (the browser loads a module once, whoever asks), whether it has
 * the screen parts' sheet (lazyPage's `screenParts`) and the text namespaces its first render reads.
 */
export interface ScreenStart {
  load: () => Promise<unknown>;
  screenParts?: boolean;
  texts?: readonly string[];
}

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
    /** The sidebar section it is listed in; none for the home entry, which stands above them. */
    group?: NavGroupId;
    /** Its place within its section. */
    order: number;
  };
  /**
   * The menu entry to mark as current on this screen when its path does not start with that
   * entry's path (app/navigation.ts's currentNavPath); screens under an entry's path need none.
   */
  navUnder?: string;
  /**
   * What the signed-in user must be allowed (src/lib/permissions.ts) to open the screen; without
   * it the permission page is shown and the menu leaves the entry out. Any signed-in user when absent.
   */
  permission?: PermissionAction;
  /** Its screen's start, for the screens a user often opens by address (a bookmark, a reload, a link). */
  start?: ScreenStart;
}
