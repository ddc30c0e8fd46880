// `npm run bench:stack-floor`: the gzip bytes of the design card's libraries alone, as a payer's
// page uses them (react-dom, react-router in declarative mode: BrowserRouter + useRoutes, axios,
// i18next + react-i18next; no store: link pages have none, src/app/StandaloneApp.tsx), built like
// production with our build's aliases, none of our code and no CSS. It is the floor under
// bench:size's figures for /terminal/:link and /signChecks/:hash (what a stack costs before any code of ours). `--staff` adds what
// the staff app adds: Redux Toolkit + RTK Query + react-redux.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build, loadConfigFromFile } from 'vite';
import react from '@vitejs/plugin-react';

const root = `${process.cwd()}/.tmp/stack-floor`;
rmSync(root, { recursive: true, force: true });
mkdirSync(root, { recursive: true });
writeFileSync(`${root}/index.html`, '<!doctype html><html><body><div id="root"></div><script type="module" src="./entry.tsx"></script></body></html>');
const staff = process.argv.includes('--staff');
writeFileSync(
  `${root}/entry.tsx`,
  `import { createRoot } from 'react-dom/client';
import { BrowserRouter, useParams, useRoutes } from 'react-router-dom';
import axios from 'axios';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
${
  staff
    ? `import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';`
    : ''
}

const http = axios.create({ baseURL: '/api' });
void i18next.use(initReactI18next).init({ lng: 'he', resources: { he: { common: { hi: 'hi' } } } });
${
  staff
    ? `const api = createApi({
  baseQuery: fakeBaseQuery(),
  endpoints: (b) => ({ info: b.query<unknown, string>({ queryFn: async (id) => ({ data: (await http.get('/x/' + id)).data }) }) }),
});
const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
const useInfo = (id: string) => api.endpoints.info.useQuery(id).data;
const Root = ({ children }: { children: React.ReactNode }) => <Provider store={store}>{children}</Provider>;`
    : `import { useEffect, useState } from 'react';
const useInfo = (id: string) => {
  const [data, setData] = useState<unknown>();
  useEffect(() => void http.get('/x/' + id).then((r) => setData(r.data)), [id]);
  return data;
};
const Root = ({ children }: { children: React.ReactNode }) => <>{children}</>;`
}
function Page() {
  const { id = '' } = useParams();
  const { t } = useTranslation('common');
  return <p>{t('hi')} {JSON.stringify(useInfo(id))}</p>;
}
const routes = [{ path: '/terminal/:id', element: <Page /> }];
function Routes() {
  return useRoutes(routes);
}
createRoot(document.getElementById('root')!).render(<Root><BrowserRouter><Routes /></BrowserRouter></Root>);
`,
);
// Our build's aliases (vite.config.ts): react-router's production files, React's own
// useSyncExternalStore for react-i18next's shim; not '@' and '@mocks' (no code of ours here).
const ours = await loadConfigFromFile({ command: 'build', mode: 'production' }, 'vite.config.ts', process.cwd(), 'silent');
const alias = ours.config.resolve.alias.filter((entry) => entry.find instanceof RegExp);
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: `${root}/dist`, emptyOutDir: true, target: 'es2022' },
  resolve: { alias },
});
let total = 0;
for (const file of readdirSync(`${root}/dist/assets`)) total += gzipSync(readFileSync(`${root}/dist/assets/${file}`), { level: 9 }).length;
console.log(`The design card's libraries alone, as ${staff ? 'the staff app' : "a payer's page"} uses them: ${(total / 1024).toFixed(1)} kB gzip (JS; no CSS, none of our code)`);
