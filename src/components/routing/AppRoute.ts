import type { ComponentType, LazyExoticComponent } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
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
  /**
   * The screen's first data, asked once the stored workspace is known (app/router.tsx
   * startScreenData), with its code instead of after its first render: the very requests, same
   * endpoints and arguments, the screen's own hooks then find in the cache.
   */
  data?: (start: ScreenDataStart) => Promise<unknown>;
}

export interface ScreenDataStart {
  /** The address's parameters (`checkId`...). */
  params: Readonly<Record<string, string | undefined>>;
  /** The address's path. */
  pathname: string;
  /** The address's query, as the screen would read it. */
  search: URLSearchParams;
  /** The active workspace (its key, as the calls name it). */
  ws: string;
  /**
   * Dispatches a query's `initiate` and holds its subscription for SCREEN_DATA_HOLD_MS, long enough
   * for the screen to subscribe itself (an entry nothing holds may go at once: the pictures').
   */
  hold: (initiate: ScreenQuery) => void;
}

/** An RTK Query `endpoints.x.initiate(args)`: a thunk whose result can be unsubscribed. */
export type ScreenQuery = (...thunkArgs: Parameters<ThunkAction<unknown, unknown, unknown, UnknownAction>>) => { unsubscribe: () => void };

/** How long the data asked with a screen's code is held for it. */
export const SCREEN_DATA_HOLD_MS = 30_000;

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
