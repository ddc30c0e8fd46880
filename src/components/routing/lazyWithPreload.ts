import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts loading its code now (a pointer heading for it, a focus); never fails. */
  preload: () => void;
};

/**
 * A part of a screen that is not in its first view (a tab not opened, an edit form not asked
 * for): its code loads when the user heads for it (`preload`) or, at the latest, when it renders
 * (React.lazy: a Suspense around it shows meanwhile). One load for both; a failed one is asked again.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  return Object.assign(Lazy, { preload: () => void start().catch(() => undefined) });
}
