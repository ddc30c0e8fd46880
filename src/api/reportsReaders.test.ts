// readCharges (GET /api/workspace/{ws}/reports/charges): docs/backend-contract.md, "Reports".
import { readCharges } from './reportsApi';

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
    ['null', null, { charges: [], balance: undefined }],
    ['a string', 'oops', { charges: [], balance: undefined }],
  ])('reads %s', (_name, reply, expected) => {
    expect(readCharges(reply)).toEqual(expected);
  });

  it('reads a row under its other field names: _id, createdAt, type, amountOfCredits as a string', () => {
    expect(readCharges([{ _id: 7, createdAt: '2026-03-02', type: 'out', amountOfCredits: '3', receiptNumber: 10021 }]).charges).toEqual([
      { id: '7', date: '2026-03-02', actionType: 'OUT', credits: 3, description: undefined, amount: undefined, receiptNumber: '10021' },
    ]);
  });

  it('counts credits out as a positive number; the direction is the action type', () => {
    expect(readCharges({ charges: [{ id: 'c', actionType: 'OUT', credits: -2 }, { id: 'd', actionType: 'OUT', quantity: '-5' }] }).charges.map((c) => c.credits)).toEqual([2, 5]);
  });

  it('keeps the amount exactly as sent (a string or a number) and drops anything else', () => {
    const rows = readCharges({ charges: [{ id: 'a', amount: '0.10' }, { id: 'b', amount: 1250.5 }, { id: 'c', amount: { value: 1 } }] }).charges;
    expect(rows.map((r) => r.amount)).toEqual(['0.10', 1250.5, undefined]);
  });

  it('gives a row without an id its position, and missing fields safe blanks', () => {
    expect(readCharges({ charges: [{}, { credits: 'many' }] }).charges).toEqual([
      { id: '0', date: '', actionType: '', credits: 0, description: undefined, amount: undefined, receiptNumber: undefined },
      { id: '1', date: '', actionType: '', credits: 0, description: undefined, amount: undefined, receiptNumber: undefined },
    ]);
  });
});
