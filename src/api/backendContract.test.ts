// docs/backend-contract.md and src/api describe the same calls (RTK Query endpoints in *Api.ts, the
// link pages' plain calls in *Calls.ts): this test fails when one side has a call the other lacks,
// when the document names the wrong module or endpoint, or when the same method + path is declared
// twice.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { codeCalls, declaresEndpoint, docCalls, normalisePath, type Call } from '@/test/backendContract';

const root = join(__dirname, '..', '..');
const apiDir = join(root, 'src', 'api');
const modules = readdirSync(apiDir)
  .filter((f) => /(Api|Calls)\.ts$/.test(f))
  .map((file) => ({ module: file.replace(/\.ts$/, ''), source: readFileSync(join(apiDir, file), 'utf8') }));
const fromCode = modules.flatMap(({ module, source }) => codeCalls(module, source));
const fromDoc = docCalls(readFileSync(join(root, 'docs', 'backend-contract.md'), 'utf8'));

const key = (c: Pick<Call, 'method' | 'path'>) => `${c.method} ${normalisePath(c.path)}`;
const keys = (calls: Call[]) => [...new Set(calls.map(key))].sort();

describe('docs/backend-contract.md against src/api', () => {
  it('finds the calls on both sides', () => {
    expect(fromCode.length).toBeGreaterThan(40);
    expect(fromDoc.length).toBeGreaterThan(40);
    // The plain calls of the pages opened from a link are read too.
    expect(fromCode.filter((c) => c.module?.endsWith('Calls')).length).toBeGreaterThanOrEqual(10);
  });

  it('documents every call the code makes', () => {
    const documented = new Set(fromDoc.map(key));
    expect(keys(fromCode).filter((k) => !documented.has(k))).toEqual([]);
  });

  it('has code for every call the document lists', () => {
    const coded = new Set(fromCode.map(key));
    expect(keys(fromDoc).filter((k) => !coded.has(k))).toEqual([]);
  });

  it('declares every method + path in exactly one place of src/api', () => {
    const seen = new Map<string, string[]>();
    for (const call of fromCode) seen.set(key(call), [...(seen.get(key(call)) ?? []), call.module ?? '']);
    expect([...seen].filter(([, where]) => where.length > 1)).toEqual([]);
  });

  it('lists every call once in the document', () => {
    const rows = fromDoc.map(key);
    expect(rows.filter((k, i) => rows.indexOf(k) !== i)).toEqual([]);
  });

  it('names the module that declares the call and endpoints that exist there', () => {
    const moduleOf = new Map(fromCode.map((c) => [key(c), c.module]));
    const wrong = fromDoc.flatMap((row) =>
      row.endpoints
        .filter((endpoint) => {
          const [module, name] = endpoint.split('.');
          const source = modules.find((m) => m.module === module)?.source ?? '';
          return module !== moduleOf.get(key(row)) || !declaresEndpoint(source, name);
        })
        .map((endpoint) => `${key(row)} -> ${endpoint}`),
    );
    expect(wrong).toEqual([]);
  });

  it('writes every /api path of src/api as a `url:` of a request (so this test sees it)', () => {
    const stray = modules.flatMap(({ module, source }) =>
      [...source.matchAll(/(url:\s*)?['`](\/api\/[^'`]*)['`]/g)].filter((m) => !m[1]).map((m) => `${module}: ${m[2]}`),
    );
    expect(stray).toEqual([]);
  });
});
