import type { ComponentType } from 'react';

// The screens whose code src/main.tsx loaded before the first render (a payer's or a signer's
// landing page, with its texts): their route renders them at once (lazyPage) instead of suspending
// on a React.lazy. A suspended first render shows the spinner, and React then holds the screen back
// for at least 300 ms after that spinner (its fallback throttle), which a phone user waits for.
const screens = new Map<string, ComponentType>();

/** `component` is the export `name` of a screen module that has already loaded. */
export function screenLoaded(name: string, component: ComponentType): void {
  screens.set(name, component);
}

/** The screen exported as `name`, when its module has already loaded; else undefined. */
export function loadedScreen(name: string): ComponentType | undefined {
  return screens.get(name);
}
