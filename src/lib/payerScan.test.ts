import { needsRearPhoto, payerStep, scanInstructions, type PayerStep, type ScanInstruction, type ScanSettings } from './payerScan';

describe('scanInstructions: the subtitle follows the terminal', () => {
  it.each<[ScanSettings | undefined, ScanInstruction[]]>([
    [{ autoRearSignature: true }, ['frontOnly']],
    [{ autoRearSignature: false }, ['frontAndRear']],
    [{}, ['frontAndRear']],
    [undefined, ['frontAndRear']],
    [{ autoRearSignature: true, allowAmountAndDate: true }, ['frontOnly', 'typeAmountAndDate']],
    [{ autoRearSignature: false, allowAmountAndDate: true }, ['frontAndRear', 'typeAmountAndDate']],
    [{ allowAmountAndDate: false }, ['frontAndRear']],
  ])('%j -> %j', (terminal, expected) => {
    expect(scanInstructions(terminal)).toEqual(expected);
  });
});

describe('payerStep: one primary button per step', () => {
  it.each<[number, boolean, PayerStep]>([
    [0, false, 'photo'],
    [0, true, 'review'],
    [1, false, 'send'],
    [1, true, 'review'],
    [3, false, 'send'],
  ])('%i cheques, reviewing %s -> %s', (cheques, reviewing, expected) => {
    expect(payerStep({ cheques, reviewing })).toBe(expected);
  });
});

describe('needsRearPhoto: the back only when the terminal does not endorse it itself', () => {
  it.each<[ScanSettings | null | undefined, boolean]>([
    [{ autoRearSignature: true }, false],
    [{ autoRearSignature: false }, true],
    [{ autoRearSignature: null }, true],
    [{}, true],
    [undefined, true],
  ])('%j -> %s', (terminal, expected) => {
    expect(needsRearPhoto(terminal)).toBe(expected);
  });
});
