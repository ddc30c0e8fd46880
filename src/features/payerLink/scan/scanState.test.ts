import type { ScanResult } from '@/api/types/terminal';
import { readyToSend, scanReducer, showsSend, startVisit, type ScanAction, type ScanVisit } from './scanState';
import type { ScannedCheque } from './scannedCheque';

const cheque = (id: string): ScannedCheque => ({ id, frontImage: `data:image/png;base64,${id}` });
const visit = (change: Partial<ScanVisit> = {}): ScanVisit => ({ ...startVisit(undefined, false), ...change });
const reply = (totalSucceeded: number, totalFailed = 0): ScanResult => ({ totalChecks: totalSucceeded + totalFailed, totalSucceeded, totalFailed });
const run = (state: ScanVisit, ...actions: ScanAction[]) => actions.reduce(scanReducer, state);

describe('startVisit', () => {
  it.each([
    [undefined, false, '', true],
    ['payer@example.com', false, 'payer@example.com', true],
    // A visit that kept cheques before keeps nothing new until it has read them back.
    [undefined, true, '', false],
  ])('email %s, restoring %s: offers %j, keeping %s', (email, restoring, offered, keeping) => {
    const state = startVisit(email, restoring);
    expect(state.details).toEqual({ fromName: '', comments: '', email: offered });
    expect(state.keeping).toBe(keeping);
    expect(state.cheques).toEqual([]);
    expect(state.result).toBeNull();
  });
});

describe('scanReducer', () => {
  it('adding a cheque lists it, clears "photograph a cheque first" and opens a new draft', () => {
    const next = run(visit({ needCheque: true, added: 2 }), { type: 'added', cheque: cheque('a') });
    expect(next.cheques.map((c) => c.id)).toEqual(['a']);
    expect(next.needCheque).toBe(false);
    expect(next.added).toBe(3);
  });

  it('removing takes out only that cheque', () => {
    const next = run(visit({ cheques: [cheque('a'), cheque('b'), cheque('c')] }), { type: 'removed', id: 'b' });
    expect(next.cheques.map((c) => c.id)).toEqual(['a', 'c']);
  });

  it.each([
    [0, { fromName: 'required' }, true],
    [0, {}, true],
    [1, { fromName: 'required' }, false],
    [2, {}, false],
  ])('a send asked for with %i cheques and errors %o: needCheque %s', (count, errors, needCheque) => {
    const state = visit({ cheques: Array.from({ length: count }, (_, i) => cheque(`c${i}`)) });
    const next = run(state, { type: 'checked', errors });
    expect(next.detailErrors).toEqual(errors);
    expect(next.needCheque).toBe(needCheque);
  });

  it.each([
    [0, {}, false],
    [1, { email: 'invalid' }, false],
    [1, {}, true],
    [3, {}, true],
  ])('readyToSend with %i cheques and errors %o: %s', (count, errors, ready) => {
    expect(readyToSend(visit({ cheques: Array.from({ length: count }, (_, i) => cheque(`c${i}`)) }), errors)).toBe(ready);
  });

  it.each([
    ['no cheque, nothing sending', visit(), false],
    ['one cheque confirmed', visit({ cheques: [cheque('a')] }), true],
    ['a picture under review, no cheque yet', visit({ reviewing: true }), false],
    ['a send under way', visit({ sending: { phase: 'sending', attempt: 1 } }), true],
  ])('the send button shows: %s -> %s', (_, state, shown) => {
    expect(showsSend(state)).toBe(shown);
  });

  it.each([
    ['nothing kept', null, { keeping: true, cheques: [], restored: null }],
    [
      'two cheques kept',
      { cheques: [cheque('a'), cheque('b')], details: { fromName: 'Dana', comments: '', email: '' } },
      { keeping: true, cheques: [cheque('a'), cheque('b')], restored: { count: 2, resuming: false } },
    ],
    [
      'a send under way',
      { cheques: [cheque('a')], details: { fromName: '', comments: '', email: '' }, pending: { idempotencyKey: 'k', since: 1 } },
      { keeping: true, cheques: [cheque('a')], restored: { count: 1, resuming: true } },
    ],
  ])('coming back with %s', (_, kept, expected) => {
    const next = run(startVisit(undefined, true), { type: 'restored', kept });
    expect(next).toMatchObject(expected);
    if (kept) expect(next.details).toEqual(kept.details);
  });

  it.each([
    ['all read: the list is emptied', reply(2), []],
    ['some read: the list is emptied (the backend keeps what it read)', reply(1, 1), []],
    ['none read: the cheques stay for a new try', reply(0, 2), ['a', 'b']],
  ])('a reply, %s', (_, result, left) => {
    const sent = [cheque('a'), cheque('b')];
    const next = run(visit({ cheques: sent }), { type: 'replied', result, sent });
    expect(next.result).toEqual(result);
    expect(next.sent).toEqual(sent);
    expect(next.cheques.map((c) => c.id)).toEqual(left);
  });

  it('a failure is said until the next send starts; scanning again leaves the result', () => {
    const error = { status: 500 };
    const failed = run(visit(), { type: 'sendState', sending: { phase: 'sending', attempt: 1 } }, { type: 'sendFailed', error }, { type: 'sendState', sending: null });
    expect(failed.sendError).toBe(error);
    expect(failed.sending).toBeNull();
    expect(run(failed, { type: 'sendState', sending: { phase: 'offline', attempt: 1 } }).sendError).toBeUndefined();
    expect(run(visit({ result: reply(1) }), { type: 'scanAgain' }).result).toBeNull();
  });

  it('the same review state twice is the same state (no render for nothing)', () => {
    const state = visit({ reviewing: true });
    expect(scanReducer(state, { type: 'reviewing', reviewing: true })).toBe(state);
    expect(scanReducer(state, { type: 'reviewing', reviewing: false }).reviewing).toBe(false);
  });
});
