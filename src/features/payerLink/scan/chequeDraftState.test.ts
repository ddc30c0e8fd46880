import { draftReducer, startDraft, type Draft, type DraftAction } from './chequeDraftState';

const run = (state: Draft, ...actions: DraftAction[]) => actions.reduce(draftReducer, state);
const fresh = () => startDraft('');

describe('draftReducer', () => {
  it('offers a payment request amount and starts at the front', () => {
    expect(startDraft('1,250.00')).toMatchObject({ stage: { kind: 'capture', side: 'front' }, values: { amount: '1,250.00', checkDate: '' }, camera: false });
  });

  it.each(['file', 'camera'] as const)('a photo from the %s clears the last failure and advice, closes the camera and waits', (via) => {
    const before: Draft = { ...fresh(), failure: new Error('x'), advice: { key: 'tooDark', lastTry: false }, camera: true };
    expect(run(before, { type: 'photoStarted', side: 'front', via })).toMatchObject({
      failure: undefined,
      advice: null,
      camera: false,
      via,
      stage: { kind: 'busy', side: 'front' },
    });
  });

  it.each([
    [1, false],
    [2, true],
  ])('refused photo number %i (last try %s): back to the way in with the advice, the attempt counted', (attempt, lastTry) => {
    const next = run(fresh(), { type: 'photoStarted', side: 'rear', via: 'file' }, { type: 'photoRefused', side: 'rear', attempt, advice: 'holdStill', lastTry });
    expect(next.stage).toEqual({ kind: 'capture', side: 'rear' });
    expect(next.advice).toEqual({ key: 'holdStill', lastTry });
    expect(next.attempts).toEqual({ front: 0, rear: attempt });
  });

  it('a failed photo is said and the same side is asked again', () => {
    const error = { status: 500 };
    expect(run(fresh(), { type: 'photoFailed', side: 'front', error })).toMatchObject({ failure: error, stage: { kind: 'capture', side: 'front' } });
  });

  it.each([
    ['nothing typed: what was read fills both', { amount: '', checkDate: '' }, { amount: '80.00', checkDate: '01/04/2026' }, { amount: '80.00', checkDate: '01/04/2026' }],
    ['the amount typed stays', { amount: '75', checkDate: '' }, { amount: '80.00', checkDate: '01/04/2026' }, { amount: '75', checkDate: '01/04/2026' }],
    ['both typed stay', { amount: '75', checkDate: '02/04/2026' }, { amount: '80.00', checkDate: '01/04/2026' }, { amount: '75', checkDate: '02/04/2026' }],
    ['nothing read: nothing filled', { amount: '', checkDate: '' }, { amount: '', checkDate: '' }, { amount: '', checkDate: '' }],
  ])('the front read: %s', (_, typed, read, expected) => {
    const state: Draft = { ...fresh(), values: typed, attempts: { front: 2, rear: 1 } };
    const next = run(state, { type: 'detected', side: 'front', image: 'cut', read });
    expect(next.values).toEqual(expected);
    expect(next.stage).toEqual({ kind: 'review', side: 'front', image: 'cut', warning: undefined });
    // A picture that passed starts its side over from the first attempt.
    expect(next.attempts).toEqual({ front: 0, rear: 1 });
  });

  it('the rear read fills nothing and keeps the warning of an accepted poor photo', () => {
    const state: Draft = { ...fresh(), values: { amount: '5', checkDate: '' } };
    const next = run(state, { type: 'detected', side: 'rear', image: 'back', warning: ['tooDark'] });
    expect(next.values).toEqual({ amount: '5', checkDate: '' });
    expect(next.stage).toEqual({ kind: 'review', side: 'rear', image: 'back', warning: ['tooDark'] });
  });

  it('typing changes one field', () => {
    const next = run(fresh(), { type: 'typed', field: 'amount', value: '1' }, { type: 'typed', field: 'checkDate', value: '15/03/2026' }, { type: 'typed', field: 'amount', value: '12' });
    expect(next.values).toEqual({ amount: '12', checkDate: '15/03/2026' });
  });

  it.each([
    ['camera', true, true],
    ['camera', false, false],
    ['file', true, false],
    ['file', false, false],
  ] as const)('front confirmed (taken by %s, camera usable %s): the back is asked, the camera open again: %s', (via, cameraUsable, camera) => {
    const review: Draft = { ...fresh(), via, stage: { kind: 'review', side: 'front', image: 'front-cut' } };
    const next = run(review, { type: 'frontConfirmed', image: 'front-cut', cameraUsable });
    expect(next).toMatchObject({ front: 'front-cut', stage: { kind: 'capture', side: 'rear' }, camera });
  });

  it('retake goes back to the side under review; the camera opens, closes, and stays shut once it cannot be used', () => {
    const review: Draft = { ...fresh(), stage: { kind: 'review', side: 'rear', image: 'x' } };
    expect(run(review, { type: 'retake' }).stage).toEqual({ kind: 'capture', side: 'rear' });
    expect(run(fresh(), { type: 'cameraOpened' }).camera).toBe(true);
    expect(run(fresh(), { type: 'cameraOpened' }, { type: 'cameraClosed' }).camera).toBe(false);
    expect(run(fresh(), { type: 'cameraOpened' }, { type: 'cameraProblem', problem: 'denied' })).toMatchObject({ camera: false, cameraProblem: 'denied' });
  });

  it('the amount and date errors are those of the last check', () => {
    const next = run(fresh(), { type: 'checked', errors: { amount: 'required' } }, { type: 'checked', errors: {} });
    expect(next.errors).toEqual({});
  });
});
