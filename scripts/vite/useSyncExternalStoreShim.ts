// react-i18next imports `use-sync-external-store/shim`, a fallback for React < 18 that ships whole
// (CommonJS, ~0.7 kB gzip on every page). React 19 has the hook: a build takes it from React itself
// (vite.config.ts).
export { useSyncExternalStore } from 'react';
