import { id, listIn, money, num, obj, opt, text } from './fields';
import { readableAhead, rowsIn } from './staffFields';
import { defineReply } from './reply';
import { clearDrifts, driftReports } from './drift';

// A large list's rows read ahead in slices (readableAhead) must read exactly as at once: same rows,
// same dropped rows, same drifts, same refusal.
const row = obj({ id: id(), name: opt(text()), amount: money(), count: opt(num(), () => 0) });
const plain = defineReply('GET /plain', listIn(['rows'], row));
const makeAhead = () => {
  const rows = readableAhead(row);
  return defineReply('GET /plain', listIn(['rows'], rows.schema), async (reply) => {
    const found = rowsIn(reply, ['rows']);
    if (found) await rows.readAhead(found);
  });
};

beforeEach(() => clearDrifts());
// When a drift was seen (`at`) differs from one read to the next.
const drifts = () => driftReports().map(({ at: _at, ...drift }) => drift);

const many = Array.from({ length: 3000 }, (_, i) => ({ id: i, amount: `${i}.50`, count: i % 7 === 0 ? 'many' : i }));

describe('rows read ahead', () => {
  it.each<[string, unknown]>([
    ['a bare list', [{ id: 1, amount: 5 }]],
    ['a list under its key', { rows: [{ id: 'a', amount: '12.50', count: '3' }] }],
    ['a list under data', { data: [{ id: 'a', amount: 1 }] }],
    ['a list under data and its key', { data: { rows: [{ id: 'a', amount: 1 }] } }],
    ['an empty list', { rows: [] }],
    ['rows without an id, null rows, a drifting count', { rows: [null, { id: 'a', amount: 1, count: 'x' }, { amount: 2 }, 'b'] }],
    ['3,000 rows, one in seven with a drift', { rows: many }],
    ['no row fits: refused', { rows: [{ amount: 1 }, { id: 'b' }] }],
    ['no list at all: refused', { items: [] }],
    ['not an object: refused', 'oops'],
  ])('%s: the same reply and the same drifts as read at once', async (_name, input) => {
    const atOnce = plain['~standard'].validate(input);
    const reportsAtOnce = drifts();
    clearDrifts();
    const ahead = await makeAhead()['~standard'].validate(input);
    expect(ahead).toEqual(atOnce);
    expect(drifts()).toEqual(reportsAtOnce);
    if (typeof input === 'object' && input && 'rows' in input && (input.rows as unknown[]).length > 1) expect(reportsAtOnce.length).toBeGreaterThan(0);

    // Read ahead at once (the list reader's worker sends each row on as it is read): the rows handed
    // on are the very rows the reply then keeps, in order; the reply and its drifts are the same.
    clearDrifts();
    const rows = readableAhead(row);
    const reply = defineReply('GET /plain', listIn(['rows'], rows.schema));
    const handed: unknown[] = [];
    rows.readNow(rowsIn(input, ['rows']) ?? [], (value) => handed.push(value));
    const now = await reply['~standard'].validate(input);
    expect(now).toEqual(atOnce);
    expect(drifts()).toEqual(reportsAtOnce);
    const keptRows = 'value' in now ? (now.value as unknown[]) : [];
    expect(handed).toHaveLength(keptRows.length);
    expect(handed.every((value, i) => value === keptRows[i])).toBe(true);
  });

  it('reads a row again when the same reply is read twice (nothing kept past its read)', async () => {
    const reply = makeAhead();
    const input = { rows: [{ id: 'a', amount: 1 }] };
    expect(await reply['~standard'].validate(input)).toEqual({ value: [{ id: 'a', amount: 1, count: 0 }] });
    expect(reply.parse(input)).toEqual([{ id: 'a', amount: 1, count: 0 }]);
  });
});

describe('rowsIn', () => {
  const list = [{ id: 1 }];
  it.each<[string, unknown, unknown]>([
    ['bare', list, list],
    ['under the first key', { rows: list }, list],
    ['under the second key', { items: list }, list],
    ['under data', { data: list }, list],
    ['under data and a key', { data: { items: list } }, list],
    ['a key that is not a list', { rows: 'x' }, undefined],
    ['an object without a list', { total: 3 }, undefined],
    ['null', null, undefined],
    ['text', 'rows', undefined],
  ])('%s', (_name, reply, expected) => {
    expect(rowsIn(reply, ['rows', 'items'])).toBe(expected);
  });
});

