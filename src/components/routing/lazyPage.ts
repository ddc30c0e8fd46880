import { createElement, lazy, useState, type ComponentType } from 'react';
import { SCREEN_CHUNK_TIMEOUT_MS } from '@/lib/limits';
import { loadedScreen } from './loadedScreens';

/** Spec section 8: a screen chunk that has not loaded within 120 s raises a load error. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('chunk-load-failed');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

/** Races a dynamic import against the time-out; either failure becomes a ChunkLoadError. */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs = SCREEN_CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/**
 * A lazily loaded screen: `lazyPage(() => import('./pages/XPage'), 'XPage')`. A screen already
 * loaded before the first render (loadedScreens.ts) is rendered at once; which one is chosen when the
 * route mounts, so that a screen is never swapped for itself while it shows.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): ComponentType {
  const Lazy = lazy(() =>
    importWithTimeout(load).then((module) => ({ default: module[exportName] as ComponentType })),
  );
  function LazyPage() {
    const [Screen] = useState<ComponentType>(() => loadedScreen(exportName) ?? Lazy);
    return createElement(Screen);
  }
  LazyPage.displayName = `LazyPage(${exportName})`;
  return LazyPage;
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|chunk-load-failed|error loading dynamically/i.test(message);
}
