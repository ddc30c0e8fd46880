import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders the app src/main.tsx chose into #root. React DOM comes with this module, in a chunk of its
 * own (scripts/vite/firstScreenChunks.ts) that main.tsx imports beside the texts and the app: each
 * is evaluated in a task of its own instead of one long task on a phone's main thread (Lighthouse counts a task over 50 ms as blocking).
 * The first render is a transition: React builds the first screen in slices of a few milliseconds,
 * so the page answers a tap while it does.
 */
export function mountApp(app: ReactNode, container: HTMLElement): void {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
