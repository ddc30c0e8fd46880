// readCharges (GET /api/workspace/{ws}/reports/charges): docs/backend-contract.md, "Reports".
import { readCharges } from './reportsApi';

const malformed = expect.objectContaining({ messageKey: 'errors.malformedReply' });

const purchase = { id: 'ch1', date: '2026-03-01T10:00:00Z', actionType: 'in', credits: 100, description: 'רכישת 100 קרדיטים', amount: '1250.50', receiptNumber: 'R-10021' };
const purchaseRead = { id: 'ch1', date: '2026-03-01T10:00:00Z', actionType: 'IN', credits: 100, description: 'רכישת 100 קרדיטים', amount: '1250.50', receiptNumber: 'R-10021' };

describe('readCharges', () => {
  it.each<[string, unknown, ReturnType<typeof readCharges>]>([
    ['the mock shape: charges, total and balance', { charges: [purchase], total: 1, balance: 120 }, { charges: [purchaseRead], balance: 120 }],
    ['a bare list (no balance)', [purchase], { charges: [purchaseRead], balance: undefined }],
    ['a list under report', { report: [purchase], balance: '120' }, { charges: [purchaseRead], balance: 120 }],
    ['the whole report under report', { report: { charges: [purchase], total: 1, balance: 120 } }, { charges: [purchaseRead], balance: 120 }],
    ['the report under data, the balance as a string', { data: { charges: [purchase], balance: '7' } }, { charges: [purchaseRead], balance: 7 }],
    ['the balance named credits', { charges: [], credits: 42 }, { charges: [], balance: 42 }],
    ['a null balance', { charges: [], balance: null }, { charges: [], balance: undefined }],
    ['garbage rows among the charges (dropped)', { charges: [null, 'ch0', 7, purchase], balance: 1 }, { charges: [purchaseRead], balance: 1 }],
    ['a balance that is no number (left out)', { charges: [purchase], balance: 'lots' }, { charges: [purchaseRead], balance: undefined }],
  ])('reads %s', (_name, reply, expected) => {
    expect(readCharges(reply)).toEqual(expected);
  });

  it.each<[string, unknown]>([['null', null], ['a string', 'oops'], ['charges as an object', { charges: { ch1: purchase } }], ['rows none of which has an id', { charges: [{ credits: 1 }] }]])(
    'refuses %s: an error with a retry, never an empty report',
    (_name, reply) => {
      expect(() => readCharges(reply)).toThrow(malformed);
    },
  );

  it('reads a row under its other field names: _id, createdAt, type, amountOfCredits as a string', () => {
    expect(readCharges([{ _id: 7, createdAt: '2026-03-02', type: 'out', amountOfCredits: '3', receiptNumber: 10021 }]).charges).toEqual([
      { id: '7', date: '2026-03-02', actionType: 'OUT', credits: 3, description: undefined, amount: undefined, receiptNumber: '10021' },
    ]);
  });

  it('counts credits out as a positive number; the direction is the action type', () => {
    expect(readCharges({ charges: [{ id: 'c', actionType: 'OUT', credits: -2 }, { id: 'd', actionType: 'OUT', quantity: '-5' }] }).charges.map((c) => c.credits)).toEqual([2, 5]);
  });

  it('keeps the amount exactly as sent (a string or a number) and drops anything else', () => {
    const rows = readCharges({ charges: [{ id: 'a', credits: 1, amount: '0.10' }, { id: 'b', credits: 1, amount: 1250.5 }, { id: 'c', credits: 1, amount: { value: 1 } }, { id: 'd', credits: 1, amount: 'NaN' }] }).charges;
    expect(rows.map((r) => r.amount)).toEqual(['0.10', 1250.5, undefined, undefined]);
  });

  it('drops a row without an id or without its credits; missing text fields read as blanks', () => {
    expect(readCharges({ charges: [{ credits: 1 }, { id: 'x', credits: 'many' }, { id: 'y', credits: '2' }] }).charges).toEqual([
      { id: 'y', date: '', actionType: '', credits: 2, description: undefined, amount: undefined, receiptNumber: undefined },
    ]);
  });
});
