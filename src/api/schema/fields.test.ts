import { alias, bool, either, id, isBare, list, listIn, map, money, num, obj, objectIn, oneOf, opt, text, dict, texts } from './fields';
import { noneUnder } from './staffFields';
import { defineReply, fieldOf, isMalformedReply } from './reply';
import { clearDrifts, driftReports } from './drift';

const row = obj({ id: id(), name: opt(text()), amount: money(), count: opt(num(), () => 0) });
const reply = defineReply('GET /test', listIn(['rows'], row));

beforeEach(() => clearDrifts());

describe('reply fields', () => {
  it.each([
    ['a bare list', [{ id: 1, amount: 5 }], [{ id: '1', amount: 5, count: 0 }]],
    ['a list under its key', { rows: [{ id: 'a', amount: '12.50', count: '3' }] }, [{ id: 'a', amount: '12.50', count: 3 }]],
    ['a list under data', { data: [{ id: 'a', amount: 1 }] }, [{ id: 'a', amount: 1, count: 0 }]],
    ['a list under data and its key', { data: { rows: [{ id: 'a', amount: 1 }] } }, [{ id: 'a', amount: 1, count: 0 }]],
    ['an empty list', { rows: [] }, []],
  ])('reads %s', (_name, input, expected) => {
    expect(reply.parse(input)).toEqual(expected);
    expect(driftReports()).toEqual([]);
  });

  it('drops null rows and rows without an id, and reports them once', () => {
    const input = { rows: [null, { id: 'a', amount: 1 }, { amount: 2 }, null] };
    expect(reply.parse(input)).toEqual([{ id: 'a', amount: 1, count: 0 }]);
    expect(reply.parse(input)).toHaveLength(1);
    expect(driftReports().map((d) => [d.call, d.field, d.failed])).toEqual([
      ['GET /test', 'rows[]', false],
      ['GET /test', 'rows[].id', false],
    ]);
  });

  it('leaves out a tolerant field that does not fit, and keeps the row', () => {
    expect(reply.parse([{ id: 'a', amount: 1, name: { he: 'x' }, count: 'many', extra: 'secret' }])).toEqual([{ id: 'a', amount: 1, name: undefined, count: 0 }]);
    expect(driftReports().map((d) => `${d.field} ${d.expected} ${d.received}`)).toEqual(['[].name text object', '[].count a number text']);
  });

  it.each([
    ['null', null],
    ['an object for a list', { rows: { id: 'a' } }],
    ['{}', {}],
    ['HTML text', '<html>oops</html>'],
    ['a list of nulls only', { rows: [null, null] }],
    ['rows whose money is not a number', { rows: [{ id: 'a', amount: 'NaN' }] }],
  ])('refuses %s with a malformed-reply error', (_name, input) => {
    let thrown: unknown;
    try {
      reply.parse(input);
    } catch (error) {
      thrown = error;
    }
    expect(isMalformedReply(thrown)).toBe(true);
    expect(driftReports().some((d) => d.failed)).toBe(true);
  });

  it.each([
    [1250.5, true],
    ['1250.50', true],
    [' 7 ', true],
    ['-3', true],
    [Number.NaN, false],
    [Infinity, false],
    ['12,50', false],
    ['abc', false],
    ['', false],
    [null, false],
    [{}, false],
  ])('money %j fits: %s', (value, fits) => {
    const out = defineReply('GET /m', obj({ amount: money() }));
    if (fits) expect(out.parse({ amount: value }).amount).toBeDefined();
    else expect(() => out.parse({ amount: value })).toThrow();
  });

  it.each([
    [3, 3],
    ['3', 3],
    [' 4.5 ', 4.5],
    ['3a', undefined],
    ['', undefined],
    [true, undefined],
    [Number.NaN, undefined],
  ])('a tolerant number reads %j as %j', (input, expected) => {
    expect(defineReply('GET /n', obj({ n: opt(num()) })).parse({ n: input }).n).toBe(expected);
  });

  it('reads alternate names, booleans, one-of values, dictionaries and text lists', () => {
    const schema = alias(obj({ id: id(), on: opt(bool()), role: opt(oneOf(['A', 'B'] as const, (x) => x.toUpperCase())), cols: opt(dict(texts())) }), { id: ['_id'] });
    expect(defineReply('GET /a', schema).parse({ _id: 7, on: 'true', role: 'b', cols: { x: ['a', 1, null], y: 'no' } })).toEqual({
      id: '7',
      on: true,
      role: 'B',
      cols: { x: ['a', '1'] },
    });
  });

  it('reads an object bare, under its key or under data, and maps it', () => {
    const schema = defineReply('GET /o', objectIn(['thing'], map(obj({ id: id() }), (t) => t.id)));
    expect([schema.parse({ id: 1 }), schema.parse({ thing: { id: 2 } }), schema.parse({ data: { id: 3 } })]).toEqual(['1', '2', '3']);
    expect(() => schema.parse({ thing: null })).toThrow();
  });

  it('names fields by their path', () => {
    expect(fieldOf(undefined)).toBe('(reply)');
    expect(fieldOf([{ key: 'checks', type: 'object' }, { key: 3, type: 'array' }, { key: 'amount', type: 'object' }])).toBe('checks[].amount');
  });

  it('a list helper drops non-text rows', () => {
    expect(defineReply('GET /t', list(text())).parse(['a', null, 2])).toEqual(['a', '2']);
  });
});

describe('objects, alternates and "none yet"', () => {
  const account = defineReply('GET /test/one', objectIn(['account'], alias(obj({ id: id(), url: opt(text()) }), { id: ['_id'], url: ['paymentUrl'] })));

  it.each<[string, unknown]>([
    ['a list for the object', [{ id: 'a' }]],
    ['the object as a list under its key', { account: [{ id: 'a' }] }],
  ])('refuses %s', (_name, input) => {
    expect(() => account.parse(input)).toThrow(expect.objectContaining({ messageKey: 'errors.malformedReply' }));
  });

  it('reads the next documented name when a field is missing, null or empty text', () => {
    expect(account.parse({ id: '', _id: 7, url: '', paymentUrl: 'https://pay.example/1' })).toEqual({ id: '7', url: 'https://pay.example/1' });
    expect(account.parse({ id: null, _id: 'b' })).toEqual({ id: 'b' });
    expect(account.parse({ id: 'a', _id: 'b' })).toEqual({ id: 'a' });
  });

  it('reads a documented alternate of another kind (either): a bare code or its object', () => {
    const bank = defineReply('GET /test/banks', list(either<{ code: string }>(isBare, map(id(), (code) => ({ code })), obj({ code: id() }))));
    expect(bank.parse(['10', 12, { code: '20' }, null])).toEqual([{ code: '10' }, { code: '12' }, { code: '20' }]);
  });

  it('reads {key: null} as none yet, and anything else by its schema', () => {
    const box = defineReply('GET /test/box', noneUnder('box', objectIn(['box'], obj({ id: id() }))));
    expect(box.parse({ box: null })).toBeNull();
    expect(box.parse({ box: { id: 'b1' } })).toEqual({ id: 'b1' });
    expect(() => box.parse({})).toThrow(expect.objectContaining({ messageKey: 'errors.malformedReply' }));
  });
});
