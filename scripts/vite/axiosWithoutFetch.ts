import type { Plugin } from 'vite';

const STUB = '\0axios-fetch-adapter-stub';

/**
 * axios ships three adapters and picks one at run time; a browser build keeps `xhr` and its
 * package already drops `http`, but not `fetch` (with its stream and data-URL helpers: 4.1 kB
 * gzip on every first screen). Our one instance asks for `xhr` (src/api/http.ts), so a build
 * replaces the fetch adapter by a stub that axios reads as "not available" (`getFetch` gives null).
 */
export function axiosWithoutFetch(): Plugin {
  return {
    name: 'axios-without-fetch',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return STUB;
      return null;
    },
    load(id) {
      return id === STUB ? 'export const getFetch = () => null;\nexport default null;\n' : null;
    },
  };
}
