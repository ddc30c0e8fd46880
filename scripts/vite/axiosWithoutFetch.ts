import type { Plugin } from 'vite';

/** What a build puts in place of an axios module (ids end in `-stub`: the request chunk group takes them). */
interface Stub {
  /** The module that imports it (axios/lib/...) and the import as written there. */
  importer: RegExp;
  source: string;
  id: string;
  code: string;
}

const STUBS: Stub[] = [
  // axios ships three adapters and picks one at run time; a browser build keeps `xhr` and its
  // package already drops `http`, but not `fetch` (with its stream and data-URL helpers: 4.1 kB
  // gzip on every first screen). Our one instance asks for `xhr` (src/api/http.ts), so a build
  // replaces the fetch adapter by a stub that axios reads as "not available" (`getFetch` gives null).
  {
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    source: './fetch.js',
    id: '\0axios-fetch-adapter-stub',
    code: 'export const getFetch = () => null;\nexport default null;\n',
  },
  // The static extras axios hangs on its default export, which no code of ours uses (src/api cancels
  // with an AbortSignal and names statuses by number): the legacy CancelToken and the table of
  // status names. axios itself never reads them (its adapters check `config.cancelToken` of a
  // caller's own token). About 1.3 kB gzip on every first screen. A use would fail loudly.
  {
    importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    source: './cancel/CancelToken.js',
    id: '\0axios-cancel-token-stub',
    code: "export default class CancelToken {\n  constructor() {\n    throw new Error('axios.CancelToken is left out of the build (scripts/vite/axiosWithoutFetch.ts): cancel with an AbortSignal');\n  }\n}\n",
  },
  {
    importer: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    source: './helpers/HttpStatusCode.js',
    id: '\0axios-status-names-stub',
    code: 'export default {};\n',
  },
  // Upload and download progress (with its rate meter and throttle): the XHR adapter builds it only
  // for a call given onUploadProgress or onDownloadProgress, which none of ours is. About 0.8 kB gzip.
  {
    importer: /[\\/]axios[\\/]lib[\\/]adapters[\\/]xhr\.js$/,
    source: '../helpers/progressEventReducer.js',
    id: '\0axios-progress-stub',
    code: "export function progressEventReducer() {\n  throw new Error('axios progress events are left out of the build (scripts/vite/axiosWithoutFetch.ts)');\n}\n",
  },
  // FormData turned into JSON: axios does it for `axios.formToJSON` and for a FormData body sent with
  // a JSON Content-Type. Ours never is: the one FormData we send (api/bankAccountsApi.ts) goes as
  // multipart/form-data, which axios passes on as it is. About 1 kB gzip on every first screen.
  ...[/[\\/]axios[\\/]lib[\\/]axios\.js$/, /[\\/]axios[\\/]lib[\\/]defaults[\\/]index\.js$/].map((importer) => ({
    importer,
    source: importer.source.includes('defaults') ? '../helpers/formDataToJSON.js' : './helpers/formDataToJSON.js',
    id: '\0axios-form-to-json-stub',
    code: "export default function formDataToJSON() {\n  throw new Error('FormData as JSON is left out of the build (scripts/vite/axiosWithoutFetch.ts): send FormData as multipart/form-data');\n}\n",
  })),
];

/**
 * A build leaves out the parts of axios our one instance never reaches (src/api/http.ts): the fetch
 * adapter, the legacy cancel token, the status-name table, progress events and FormData-to-JSON.
 * Tests and the dev server run axios whole.
 */
export function axiosWithoutFetch(): Plugin {
  return {
    name: 'axios-without-fetch',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return (importer && STUBS.find((stub) => stub.source === source && stub.importer.test(importer))?.id) || null;
    },
    load(id) {
      return STUBS.find((stub) => stub.id === id)?.code ?? null;
    },
  };
}
