import { lazy, type ComponentType } from 'react';
import { SCREEN_CHUNK_TIMEOUT_MS } from '@/lib/timeouts';
import { loadedScreen } from './loadedScreens';
import { loadScreenParts } from '@/styles/screenParts';

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
 * A module that has already loaded, as a thenable that settles at once: React.lazy then renders the
 * screen on its first render instead of suspending (a native promise settles a microtask later).
 */
function settled<T>(value: T): Promise<T> {
  const thenable = { status: 'fulfilled', value, then: (onFulfilled: (value: T) => unknown) => void onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

export interface LazyPageOptions {
  /**
   * False for a screen with no form field and no table (the signed-in home, the shell) and for the
   * link pages (their own sheets): they load without CoreUI's fields and tables (styles/screenParts).
   */
  readonly screenParts?: boolean;
}

/**
 * A lazily loaded screen: `lazyPage(() => import('./pages/XPage'), 'XPage')`. A screen whose code
 * src/main.tsx loaded before the first render (loadedScreens.ts) renders at once, with no spinner.
 * The screen parts' sheet is asked first, so that the screen's own sheet follows it in the cascade.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  { screenParts = true }: LazyPageOptions = {},
) {
  return lazy(() => {
    const loaded = loadedScreen(exportName);
    if (loaded) return settled({ default: loaded });
    const sheet = screenParts ? loadScreenParts() : undefined;
    return importWithTimeout(() => Promise.all([load(), sheet])).then(([module]) => ({ default: module[exportName] as ComponentType }));
  });
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|chunk-load-failed|error loading dynamically/i.test(message);
}
