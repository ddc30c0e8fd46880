import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { readdirSync } from 'node:fs';

const FEATURES = readdirSync(`${import.meta.dirname}/src/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const TESTS = ['src/**/*.test.{ts,tsx}', 'src/test/**'];
const shared = {
  paths: [
    { name: 'axios', message: 'Only src/api talks HTTP: use an RTK Query endpoint.' },
    {
      name: 'react-router-dom',
      importNames: ['createBrowserRouter', 'createMemoryRouter', 'createHashRouter', 'RouterProvider', 'useRouteError', 'useLoaderData', 'useActionData', 'useFetcher', 'useNavigation', 'useMatches', 'useBlocker', 'Form'],
      message: "react-router's data router costs every page ~16 kB gzip (issue #14): declarative mode only (AppRouter, RouteErrorBoundary).",
    },
  ],
  patterns: [
    { group: ['@mocks/*', '**/mocks/*'], message: 'No mock code in the app (only src/main.tsx starts the mock worker).' },
    { group: ['@/test/*', '**/test/*'], message: 'Test helpers belong to tests (src/test).' },
  ],
};
const layer = (...groups) => groups.map(([group, message]) => ({ group, message }));

/** Each layer and what it must not import; a feature also never imports another feature. */
function layerRules() {
  const block = (files, { paths = shared.paths, patterns = [], ignores = [] } = {}) => ({
    files,
    ignores: [...TESTS, ...ignores],
    rules: { 'no-restricted-imports': ['error', { paths, patterns: [...shared.patterns, ...patterns] }] },
  });
  const above = (from, ...names) =>
    names.map((name) => [[`@/${name}`, `@/${name}/*`, `../${name}`, `../${name}/*`, `../../${name}/*`], `${from} never imports ${name}/ (docs/architecture.md).`]);
  return [
    block(['src/**/*.{ts,tsx}'], { ignores: ['src/main.tsx', 'src/api/**'] }),
    block(['src/lib/*.ts'], { patterns: layer([['@/*', '../*'], 'src/lib is pure: it imports nothing of the app.']) }),
    // A folder of lib (chequeLaw/, capture/) may use the rest of lib, one level up, and nothing above.
    block(['src/lib/*/**/*.ts'], { patterns: layer([['@/*', '../../*'], 'src/lib is pure: it imports nothing of the app.']) }),
    block(['src/api/**/*.ts'], { paths: [], patterns: layer(...above('api', 'state', 'hooks', 'components', 'features', 'app', 'boot')) }),
    block(['src/state/**/*.ts'], { patterns: layer(...above('state', 'hooks', 'components', 'features', 'app', 'boot')) }),
    block(['src/hooks/**/*.ts'], { patterns: layer(...above('hooks', 'components', 'features', 'app', 'boot')) }),
    block(['src/components/**/*.{ts,tsx}'], { patterns: layer(...above('components', 'features', 'app', 'boot')) }),
    ...FEATURES.map((feature) =>
      block([`src/features/${feature}/**/*.{ts,tsx}`], {
        patterns: layer(
          [['@/app', '@/app/*', '@/boot', '@/boot/*'], 'Features never import app/ nor the start-up (boot/).'],
          [
            FEATURES.filter((other) => other !== feature).flatMap((other) => [`@/features/${other}`, `@/features/${other}/*`, `**/features/${other}/*`]),
            'Features never import another feature: move what both need down to components/ or lib/.',
          ],
        ),
      }),
    ),
  ];
}

const RESTRICTED_SYNTAX = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No raw HTML (house rule).' },
  // One way to read a mutation's result (docs/architecture.md, "Mutation results").
  {
    selector: "CallExpression[callee.property.name='unwrap']",
    message: "Read the mutation's reply instead: `const reply = await save(args); if ('error' in reply) ...` (docs/architecture.md, Mutation results).",
  },
  {
    selector: "BinaryExpression[operator='in'][left.value='data']",
    message: "Ask for the error, not the data: `if ('error' in reply) ...` (docs/architecture.md, Mutation results).",
  },
];

export default tseslint.config(
  { ignores: ['dist', '.tmp', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', 'mocks/**/*.ts', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // State derived while rendering, refs read in effects and handlers; the few justified
      // exceptions (an outside resource made by an effect) say why inline.
      'react-hooks/set-state-in-effect': 'error',
      'react-hooks/refs': 'error',
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
    },
  },
  // Replies are read by their schemas (src/api/schema, docs/backend-contract.md "How replies are
  // read"), never cast: no `as Something` in src/api but `as const`. Exempt: the schemas' own
  // machinery (valibot's datasets), the plain calls' cache (keyed by the call function), the
  // request's config and the intent key (a request body, not a reply), the catalogue's keys, and
  // the picture cache's key (RTK Query's key function asks for an endpoint it does not read).
  {
    files: ['src/api/**/*.ts'],
    ignores: [
      'src/api/**/*.test.ts',
      'src/api/schema/fields.ts',
      'src/api/schema/reply.ts',
      'src/api/schema/staffFields.ts',
      'src/api/useCall.ts',
      'src/api/http.ts',
      'src/api/intentKey.ts',
      'src/api/errorCatalogue.ts',
      'src/api/pictureCache.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...RESTRICTED_SYNTAX,
        {
          selector: "TSAsExpression:not([typeAnnotation.typeName.name='const']), TSTypeAssertion",
          message: 'Read the reply with its schema (defineReply, src/api/schema) instead of casting it (docs/backend-contract.md, How replies are read).',
        },
      ],
    },
  },
  // The mock backend is a backend written again from the spec: it may read the client's reply types
  // (src/api/types), nothing else of src/, so that a wrong client rule is not served back by the
  // mock and passes every test (docs/backend-contract.md, "The mock backend").
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(@/(?!api/types(/|$))|(\.\./)+src/(?!api/types(/|$)))`,
              message: 'The mock reads only src/api/types of the client: write the rule again in mocks/db/rules (from the spec).',
            },
          ],
        },
      ],
    },
  },
  // Import direction (docs/architecture.md): lib -> api -> state -> hooks -> components -> features -> app -> boot.
  // One block per layer with every rule that applies to it (a later block's no-restricted-imports
  // replaces an earlier one's for the same file, so each block repeats the shared ones).
  ...layerRules(),
);
