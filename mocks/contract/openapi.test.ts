// docs/openapi.yaml, the machine-readable contract, kept true on both sides:
// (a) it has every call the client makes, with the same method and path, and no other path unless
//     marked `x-unused: true`. The client's calls are read from docs/backend-contract.md, whose table
//     src/api/backendContract.test.ts keeps equal to the code of src/api;
// (b) the mock backend's replies, with the demo data, validate against the document's response
//     schemas (JSON Schema draft 2020-12, as OpenAPI 3.1 writes them), and so do the bodies sent.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { send, signIn, MockReplyError } from '../testing/mockHttp';
import { READS, WRITES, type Sample, type Who } from './samples';

const root = join(__dirname, '..', '..');
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface Operation {
  'x-unused'?: boolean;
  'x-client'?: string[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: unknown }> }>;
  parameters?: Array<{ name: string; in: string }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
}

const doc = parse(readFileSync(join(root, 'docs', 'openapi.yaml'), 'utf8')) as Document;
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, op: item[m] as Operation })),
);
const operation = (method: string, path: string) => doc.paths[path]?.[method.toLowerCase() as (typeof METHODS)[number]];

/** `/api/x/{ws}/{id}` -> `/api/x/{}/{}`: parameter names may differ between the two documents. */
const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}').replace(/\?.*$/, '');
const key = (method: string, path: string) => `${method.toUpperCase()} ${shape(path)}`;

/** The calls of docs/backend-contract.md: rows `| METHOD | `path` | `module.endpoint`, ... |`. */
const contractRows = readFileSync(join(root, 'docs', 'backend-contract.md'), 'utf8')
  .split('\n')
  .map((line) => /^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*`([^`]+)`\s*\|([^|]*)\|/.exec(line))
  .filter((m): m is RegExpExecArray => !!m)
  .map((m) => ({ call: key(m[1], m[2]), endpoints: [...m[3].matchAll(/`(\w+\.\w+)`/g)].map((e) => e[1]) }));
const clientCalls = contractRows.map((row) => row.call);

// One validator per schema; `#/components/...` references point into the document, held by Ajv once.
const DOC_ID = 'https://cheques.example/openapi.json';
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const rebase = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${DOC_ID}#/$defs/`)) as object;
ajv.addSchema({ $id: DOC_ID, $defs: rebase(doc.components.schemas) });
const compiled = new Map<unknown, ValidateFunction>();
function validator(schema: unknown): ValidateFunction {
  if (!compiled.has(schema)) compiled.set(schema, ajv.compile(rebase(schema)));
  return compiled.get(schema)!;
}
const problems = (validate: ValidateFunction) => (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);

/** The response of an operation for a status: the exact one, else `default`; a `$ref` followed. */
function responseFor(op: Operation, status: number) {
  const response = op.responses[String(status)] ?? op.responses.default;
  const ref = response?.$ref?.replace('#/components/responses/', '');
  return ref ? doc.components.responses[ref] : response;
}

const EMAIL: Record<Exclude<Who, null>, string> = { owner: 'owner@demo.co.il', viewer: 'viewer@demo.co.il', user: 'user@demo.co.il' };

/** One sample through the mock; what does not fit the document, as text (empty: it fits). */
async function check(sample: Sample): Promise<string[]> {
  const op = operation(sample.method, sample.template);
  if (!op) return [`${sample.method} ${sample.template} is not in docs/openapi.yaml`];
  const out: string[] = [];
  if (sample.body !== undefined) {
    const schema = op.requestBody?.content['application/json']?.schema;
    if (!schema) out.push('sends a JSON body the document does not describe');
    else if (!validator(schema)(sample.body)) out.push(`request body: ${problems(validator(schema)).join('; ')}`);
  }
  signIn(sample.as ? EMAIL[sample.as] : null);
  let status: number;
  let type: string;
  let body: unknown;
  try {
    const reply = await send(sample.method, sample.url, sample.body, sample.headers);
    [status, type, body] = [reply.status, reply.headers.get('content-type') ?? '', reply.data];
  } catch (error) {
    if (!(error instanceof MockReplyError)) throw error;
    [status, body] = [error.status, error.data];
    type = typeof body === 'object' ? 'application/json' : 'text/plain';
  }
  if (status !== sample.status) return [...out, `answered ${status}, expected ${sample.status}: ${JSON.stringify(body).slice(0, 200)}`];
  const content = responseFor(op, status)?.content ?? {};
  const media = Object.keys(content).find((m) => m === type.split(';')[0].trim() || (m.endsWith('/*') && type.startsWith(m.slice(0, -1))));
  if (!media) return [...out, `answered ${type}, the document offers ${Object.keys(content).join(', ') || 'no content'} for ${status}`];
  const schema = content[media].schema;
  if (media === 'application/json' && schema && !validator(schema)(body)) out.push(`reply ${status}: ${problems(validator(schema)).join('; ')}`);
  return out;
}

describe('docs/openapi.yaml, the contract', () => {
  it('is an OpenAPI 3.1 document whose schemas all compile', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const broken = operations.flatMap(({ method, path, op }) => {
      const schemas = [
        ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema),
        ...Object.keys(op.responses).flatMap((status) => Object.values(responseFor(op, Number(status) || 0)?.content ?? {}).map((c) => c.schema)),
      ].filter(Boolean);
      try {
        schemas.forEach(validator);
        return op.responses['200'] ? [] : [`${method} ${path}: no 200 reply`];
      } catch (error) {
        return [`${method} ${path}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it('names every path parameter of a path', () => {
    const wrong = operations.filter(({ path, op }) => {
      const named = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
      return JSON.stringify(named) !== JSON.stringify([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    });
    expect(wrong.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('has every call the client makes, with the same method and path', () => {
    expect(clientCalls.length).toBeGreaterThan(100);
    const documented = new Set(operations.map(({ method, path }) => key(method, path)));
    expect(clientCalls.filter((call) => !documented.has(call))).toEqual([]);
  });

  it("names each operation's client endpoints (x-client) as docs/backend-contract.md does", () => {
    const endpointsOf = new Map(contractRows.map((row) => [row.call, row.endpoints]));
    const wrong = operations.filter(({ method, path, op }) => !op['x-unused'] && JSON.stringify(op['x-client']) !== JSON.stringify(endpointsOf.get(key(method, path))));
    expect(wrong.map(({ method, path, op }) => `${method} ${path}: ${op['x-client']?.join(', ')}`)).toEqual([]);
  });

  it('has no call the client does not make, unless marked x-unused', () => {
    const made = new Set(clientCalls);
    expect(operations.filter(({ method, path, op }) => !made.has(key(method, path)) && !op['x-unused']).map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('has a sample request for every GET it documents', () => {
    const sampled = new Set([...READS, ...WRITES].map((s) => key(s.method, s.template)));
    expect(operations.filter(({ method, path, op }) => method === 'GET' && !op['x-unused'] && !sampled.has(key(method, path))).map(({ path }) => path)).toEqual([]);
  });
});

describe("the mock's replies fit docs/openapi.yaml (demo data)", () => {
  it.each(READS.map((s) => [`${s.method} ${s.url} (${s.as ?? 'no session'}) -> ${s.status}`, s] as const))('%s', async (_name, sample) => {
    expect(await check(sample)).toEqual([]);
  });

  it('mutations, in order: sign-in, cheque moves and refusals, settings, terminals, payment requests, keys', async () => {
    const failures: string[] = [];
    for (const sample of WRITES) failures.push(...(await check(sample)).map((p) => `${sample.method} ${sample.url} -> ${sample.status}: ${p}`));
    expect(failures).toEqual([]);
  });
});
