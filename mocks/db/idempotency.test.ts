import { onceByKey } from './idempotency';

describe('onceByKey: one submission per Idempotency-Key', () => {
  it('runs once per key and scope, and answers the same key with the first reply', () => {
    let runs = 0;
    const act = () => ({ run: ++runs });
    expect(onceByKey('POST /api/terminal/gilboa', 'k1', act)).toEqual({ run: 1 });
    expect(onceByKey('POST /api/terminal/gilboa', 'k1', act)).toEqual({ run: 1 });
    expect(onceByKey('POST /api/terminal/gilboa', 'k2', act)).toEqual({ run: 2 });
    expect(onceByKey('POST /api/terminal/north1', 'k1', act)).toEqual({ run: 3 });
    expect(runs).toBe(3);
  });

  it('runs every time without a key', () => {
    let runs = 0;
    onceByKey('x', null, () => ++runs);
    onceByKey('x', null, () => ++runs);
    expect(runs).toBe(2);
  });

  it('keeps no failure: the same key may try again', () => {
    expect(() =>
      onceByKey('x', 'k', () => {
        throw new Error('busy');
      }),
    ).toThrow('busy');
    expect(onceByKey('x', 'k', () => 'done')).toBe('done');
  });
});
