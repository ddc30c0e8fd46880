import { signingProgress } from './signingProgress';

describe('signingProgress', () => {
  it.each([
    [{ signingStatus: 'UNSIGNED' }, 2, { signed: 0, required: 2 }],
    [{ signingStatus: 'PARTIALLY_SIGNED' }, 2, { signed: 1, required: 2 }],
    [{ signingStatus: 'PARTIALLY_SIGNED', signatorsIds: ['u1', 'u2'] }, 3, { signed: 2, required: 3 }],
    [{ signingStatus: 'PARTIALLY_SIGNED', signatorsIds: ['u1', 'u2', 'u3'] }, 3, { signed: 2, required: 3 }],
    [{ signingStatus: 'SIGNED' }, 2, { signed: 2, required: 2 }],
    [{ signingStatus: 'SIGNED', signatorsIds: ['u1', 'u2', 'u3'] }, 2, { signed: 2, required: 2 }],
    [{ signingStatus: 'UNSIGNED' }, 0, { signed: 0, required: 1 }],
    [{ signingStatus: 'UNSIGNED' }, Number.NaN, { signed: 0, required: 1 }],
    [{}, 1, { signed: 0, required: 1 }],
  ])('%j with %d required -> %j', (cheque, required, expected) => {
    expect(signingProgress(cheque, required)).toEqual(expected);
  });
});
