// The third side of the contract: docs/openapi.yaml is kept true by the mock's replies to its
// sample requests (mocks/contract/openapi.test.ts); here the same replies are read by the client's
// own schema for that call, and must be read whole, with no drift. A schema stricter than the
// document, or a document looser than the schema, fails one side or the other.
import { normalisePath } from '@/test/backendContract';
import { MockReplyError, send, signIn } from '@mocks/testing/mockHttp';
import { READS, type Sample } from '@mocks/contract/samples';
import { clearDrifts, driftReports } from './drift';
import type { Reply } from './reply';

const defined = vi.hoisted(() => [] as Array<{ call: string; parse: (reply: unknown) => unknown }>);

// Every reply the api modules define, as they define it (no registry in the shipped code).
vi.mock('./reply', async (importOriginal) => {
  const original = await importOriginal<typeof import('./reply')>();
  return {
    ...original,
    defineReply: (...args: Parameters<typeof original.defineReply>) => {
      const reply: Reply<unknown> = original.defineReply(...args);
      defined.push(reply);
      return reply;
    },
  };
});

// Replies read without a schema of their own, with the reason (any other read must have one).
const NOT_READ_BY_SCHEMA: Record<string, string> = {
  'GET /api/check/images/{}/{}': 'a picture: read by imageReply (bytes or a JSON data URL), tested there',
  'GET /api/check/image/{}': 'a picture variant: read by imageReply',
  'GET /api/workspace/banks/logo/{}': 'a picture: read by imageReply',
  'GET /api/workspace/{}/reports/checks/download': 'a CSV file, saved as it comes',
  'GET /api/workspace/{}/reports/charges/download': 'a CSV file, saved as it comes',
  'GET /api/workspace/{}/feedback/{}': "the bank's feedback file, a CSV saved as it comes",
  'GET /api/user/payee/{}/otp': 'texts a code: the status is the answer, the body is not read',
};

// Drifts the demo data makes on purpose, with the reason (any other drift fails).
const DEMO_DRIFTS: Record<string, string[]> = {
  // The second demo terminal's redirect is `javascript:alert(1)`: the client drops it (lib/safeUrl).
  'GET /api/terminal/all/{}': ['terminals[].redirectUrl'],
};

const EMAIL = { owner: 'owner@demo.co.il', viewer: 'viewer@demo.co.il', user: 'user@demo.co.il' } as const;
const keyOf = (method: string, path: string) => `${method} ${normalisePath(path)}`;

async function replyTo(sample: Sample): Promise<{ status: number; json: boolean; body: unknown }> {
  signIn(sample.as ? EMAIL[sample.as] : null);
  try {
    const reply = await send(sample.method, sample.url, sample.body, sample.headers);
    return { status: reply.status, json: (reply.headers.get('content-type') ?? '').includes('json'), body: reply.data };
  } catch (error) {
    if (error instanceof MockReplyError) return { status: error.status, json: false, body: error.data };
    throw error;
  }
}

describe("the mock's sample replies, read by the client's schemas", () => {
  beforeAll(async () => {
    // Every module of src/api, so that every reply is defined (tests and types aside).
    await Promise.all(Object.values(import.meta.glob(['../*.ts', '!../*.test.ts'])).map((load) => load()));
  });

  it('finds the replies the api modules define', () => {
    expect(defined.length).toBeGreaterThan(50);
  });

  const reads = READS.filter((sample) => sample.status === 200);
  it.each(reads.map((sample) => [`${sample.method} ${sample.url}`, sample] as const))('%s', async (_name, sample) => {
    const key = keyOf(sample.method, sample.template);
    const readers = defined.filter((reply) => {
      const [method, path] = reply.call.split(' ');
      return keyOf(method, path) === key;
    });
    const reply = await replyTo(sample);
    expect(reply.status).toBe(200);
    if (!readers.length) {
      expect(NOT_READ_BY_SCHEMA[key], `${key} has no reply schema in src/api`).toBeDefined();
      return;
    }
    expect(reply.json).toBe(true);
    for (const reader of readers) {
      clearDrifts();
      expect(() => reader.parse(reply.body), reader.call).not.toThrow();
      const unexpected = driftReports().filter((d) => !DEMO_DRIFTS[key]?.includes(d.field));
      expect(unexpected.map((d) => `${d.field}: expected ${d.expected}, received ${d.received}`), reader.call).toEqual([]);
    }
  });
});
