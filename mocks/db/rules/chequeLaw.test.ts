import { isStale, isValidEndorser, lawRefusesPrinting, lawRefusesSending, missingPayee } from './chequeLaw';

const TODAY = '2026-11-22';
const cheque = (patch: Record<string, unknown> = {}) => ({ status: 'NEW', payee: 'משה לוי', checkDate: '2026-11-01', source: 'MAIL', ...patch });

describe('the mock reads the cheque law again', () => {
  it.each<[string | undefined, string, boolean]>([
    ['2026-05-22', TODAY, false], // the last day itself
    ['2026-05-21', TODAY, true],
    ['2025-08-31', '2026-02-28', false], // the end of the shorter month
    ['2025-08-31', '2026-03-01', true],
    ['2026-12-01', TODAY, false],
    [undefined, TODAY, false],
  ])('stale: %s on %s -> %s', (date, today, expected) => {
    expect(isStale(date, today)).toBe(expected);
  });

  it.each<[string, number | null, string | undefined, boolean]>([
    ['', 12_000, 'BUSINESS', true],
    ['', 12_000, undefined, true],
    ['', 500_000, 'PRIVATE', false], // 5,000.00
    ['', 500_001, 'PRIVATE', true], // 5,000.01
    ['', null, 'PRIVATE', true],
    ['דנה', 9_000_000, 'PRIVATE', false],
  ])('missing payee: %j, %j agorot in %s -> %s', (payee, agorot, workspaceType, expected) => {
    expect(missingPayee(cheque({ payee }), { workspaceType, agorot })).toBe(expected);
  });

  it.each<[Record<string, unknown>, boolean, boolean]>([
    [{}, false, false],
    [{ checkDate: '2026-04-01' }, true, false], // stale, going to its payee by mail
    [{ checkDate: '2026-04-01', source: 'DEPOSIT' }, true, true],
    [{ checkDate: '2026-04-01', status: 'AWAITING_DELIVERY_DEPOSIT' }, true, true],
    [{ payee: ' ' }, true, true],
  ])('printing / sending %j -> %s / %s', (patch, print, send) => {
    const context = { workspaceType: 'BUSINESS', agorot: 12_000, today: TODAY };
    expect([lawRefusesPrinting(cheque(patch), context), lawRefusesSending(cheque(patch), context)]).toEqual([print, send]);
  });

  it.each<[unknown, unknown, boolean]>([
    ['דנה כהן', '123456782', true],
    ['גלבוע סחר בע״מ', '515555555', true],
    ['דנה כהן', '123456789', false],
    ['', '123456782', false],
    ['<b>', '123456782', false],
    ['א'.repeat(51), '123456782', false],
    ['דנה כהן', undefined, false],
    [undefined, '123456782', false],
  ])('endorser %j %j -> %s', (name, id, expected) => {
    expect(isValidEndorser(name, id)).toBe(expected);
  });
});
