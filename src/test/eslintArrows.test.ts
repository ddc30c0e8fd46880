// The import arrows of docs/architecture.md are enforced by eslint.config.js: this lints small
// fixtures (text at a made-up path) and expects the forbidden imports to fail; the same for the
// one way to read a mutation result.
import { ESLint } from 'eslint';
import { join } from 'node:path';

const eslint = new ESLint({ cwd: join(__dirname, '..', '..') });

// Loading the config and its plugins takes a while on a busy machine: once, outside the tests.
beforeAll(() => eslint.calculateConfigForFile('src/lib/money.ts'), 60_000);

async function errorsFor(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [x];\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint enforces the import arrows', () => {
  it.each<[string, string, string]>([
    ['a feature importing another feature', 'src/features/signing/Fixture.tsx', "import { x } from '@/features/cheques/pages/ChequesListPage';"],
    ['a feature importing app/', 'src/features/signing/Fixture.tsx', "import { x } from '@/app/store';"],
    ['a feature importing the start-up manifest', 'src/features/signing/Fixture.tsx', "import { x } from '@/boot/landingPages';"],
    ['api importing state', 'src/api/fixtureApi.ts', "import { x } from '@/state/generalSlice';"],
    ['api importing components by a relative path', 'src/api/fixtureApi.ts', "import { x } from '../components/Money';"],
    ['api importing a feature', 'src/api/fixtureApi.ts', "import { x } from '@/features/cheques/routes';"],
    ['state importing components', 'src/state/fixture.ts', "import { x } from '@/components/Money';"],
    ['state importing a shared hook', 'src/state/fixture.ts', "import { x } from '@/hooks/useMediaQuery';"],
    ['a shared hook importing components', 'src/hooks/useFixture.ts', "import { x } from '@/components/Money';"],
    ['a shared hook importing a feature', 'src/hooks/useFixture.ts', "import { x } from '@/features/cheques/routes';"],
    ['components importing a feature', 'src/components/Fixture.tsx', "import { x } from '@/features/signing/components/ToSignTable';"],
    ['lib importing the app', 'src/lib/fixture.ts', "import { x } from '@/api/chequesApi';"],
    ['a lib folder importing the app', 'src/lib/chequeLaw/fixture.ts', "import { x } from '../../api/chequesApi';"],
    ['production code importing the mock', 'src/features/cheques/Fixture.tsx', "import { x } from '@mocks/node';"],
    ['production code importing a test helper', 'src/components/Fixture.tsx', "import { x } from '@/test/renderApp';"],
    ['a screen talking HTTP itself', 'src/features/cheques/Fixture.tsx', "import x from 'axios';"],
    ['the mock importing a client rule', 'mocks/db/rules/fixture.ts', "import { x } from '../../../src/lib/phone';"],
    ['the mock importing the client by its alias', 'mocks/handlers/fixture.ts', "import { x } from '@/lib/permissions';"],
    ["a mock's test calling through the client", 'mocks/handlers/fixture.test.ts', "import { x } from '@/api/http';"],
    ['the mock importing client code next to the types', 'mocks/db/fixture.ts', "import { x } from '../../src/api/typesReader';"],
  ])('fails on %s', async (_name, filePath, source) => {
    expect(await errorsFor(filePath, source)).toHaveLength(1);
  });

  it.each<[string, string, string]>([
    ['a feature importing its own files', 'src/features/cheques/Fixture.tsx', "import { x } from '@/features/cheques/pages/ChequesListPage';"],
    ['a feature importing the layers below', 'src/features/cheques/Fixture.tsx', "import { x } from '@/components/Money';\nimport { y } from '@/api/chequesApi';"],
    ['app importing a feature', 'src/app/Fixture.tsx', "import { x } from '@/features/cheques/routes';"],
    ['a shared hook reading the store and an endpoint', 'src/hooks/useFixture.ts', "import { x } from '@/state/hooks';\nimport { y } from '@/api/workspaceApi';"],
    ['components using a shared hook', 'src/components/Fixture.tsx', "import { x } from '@/hooks/useMediaQuery';"],
    ['a lib folder importing the rest of lib', 'src/lib/chequeLaw/fixture.ts', "import { x } from '../money';"],
    ['a test importing the mock and test helpers', 'src/features/cheques/Fixture.test.tsx', "import { x } from '@mocks/node';\nimport { y } from '@/test/renderApp';"],
    ["the mock reading the client's reply types", 'mocks/db/fixture.ts', "import type { x } from '../../src/api/types/cheque';\nimport type { y } from '@/api/types/user';"],
  ])('allows %s', async (_name, filePath, source) => {
    expect(await errorsFor(filePath, source)).toEqual([]);
  });
});

describe('lint keeps one way to read a mutation result', () => {
  const syntaxErrors = async (source: string) => {
    const [result] = await eslint.lintText(source, { filePath: 'src/features/cheques/Fixture.ts' });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it.each([
    ['unwrap()', 'export async function f(save: () => { unwrap(): Promise<unknown> }) {\n  return save().unwrap();\n}\n'],
    ["'data' in reply", "export function f(reply: object) {\n  return 'data' in reply;\n}\n"],
  ])('fails on %s', async (_name, source) => {
    expect(await syntaxErrors(source)).toEqual([expect.stringContaining("'error' in reply")]);
  });

  it("allows 'error' in reply", async () => {
    expect(await syntaxErrors("export function f(reply: object) {\n  return 'error' in reply;\n}\n")).toEqual([]);
  });
});

describe('lint keeps replies read by their schemas in src/api', () => {
  const castErrors = async (filePath: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it.each([
    ['a reply cast to its type', 'src/api/fixtureApi.ts', "interface Cheque { id: string }\nexport const read = (reply: unknown) => reply as Cheque;\n"],
    ['a cast through unknown', 'src/api/fixtureCalls.ts', "interface Cheque { id: string }\nexport const read = (reply: string) => reply as unknown as Cheque;\n"],
    ['a cast in a schema of a domain', 'src/api/schema/fixture.ts', "export const read = (reply: unknown) => reply as Record<string, unknown>;\n"],
  ])('fails on %s', async (_name, filePath, source) => {
    expect(await castErrors(filePath, source)).toContainEqual(expect.stringContaining('Read the reply with its schema'));
  });

  it.each([
    ['as const', 'src/api/fixtureApi.ts', "export const KINDS = ['a', 'b'] as const;\n"],
    ['a cast outside src/api', 'src/features/cheques/Fixture.ts', 'export const read = (reply: unknown) => reply as string;\n'],
  ])('allows %s', async (_name, filePath, source) => {
    expect(await castErrors(filePath, source)).toEqual([]);
  });
});
