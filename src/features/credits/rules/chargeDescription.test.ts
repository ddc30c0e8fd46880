import { chargeWording, type ChargeDescribed } from './chargeDescription';

describe('chargeWording', () => {
  it.each<[ChargeDescribed, ReturnType<typeof chargeWording>]>([
    [{ actionType: 'IN', credits: 250, description: 'רכישת 250 קרדיטים' }, { kind: 'purchase', count: 250 }],
    [{ actionType: 'in', credits: '1' }, { kind: 'purchase', count: 1 }],
    [{ actionType: 'OUT', credits: 1, description: 'הפקדת 1 צ׳קים' }, { kind: 'deposit', count: 1 }],
    [{ actionType: 'OUT', credits: 3, description: 'הפקדת 3 צ׳קים' }, { kind: 'deposit', count: 3 }],
    [{ actionType: 'OUT', credits: -4, description: 'הדפסת 4 צ׳קים' }, { kind: 'print', count: 4 }], // a negative count on an OUT row
    [{ actionType: 'OUT', credits: 2, description: 'Something else' }, { kind: 'spend', count: 2 }],
    [{ actionType: 'OUT', credits: 0, description: null }, { kind: 'spend', count: 0 }],
    [{ actionType: 'REFUND', credits: 5, description: 'החזר' }, null], // unknown type: the server's text
    [{ actionType: undefined, credits: 5 }, null],
    [{ actionType: 'IN', credits: 'many' }, null], // no count to say
    [{ actionType: 'IN', credits: null }, null],
  ])('%j -> %j', (charge, expected) => {
    expect(chargeWording(charge)).toEqual(expected);
  });
});
