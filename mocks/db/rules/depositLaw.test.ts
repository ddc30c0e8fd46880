import { dayOverDailyLimit, depositRefusal, type DepositCase, type DepositRefusal } from './depositLaw';

const DAY = '2026-11-22';
const base: DepositCase = { due: '2026-11-01', day: DAY, today: DAY, agorot: 100_00, safe: 'bank', singleLimitAgorot: null };

describe('the mock: what a deposit refuses (sections 3, 5, 9; the facts file)', () => {
  it.each<[string, Partial<DepositCase>, DepositRefusal | null]>([
    ['due today', { due: DAY }, null],
    ['due tomorrow (post-dated)', { due: '2026-11-23' }, 'postDated'],
    ['a future deposit on the due date', { due: '2026-12-01', day: '2026-12-01' }, null],
    ['no due date', { due: undefined }, null],
    ['six months to the day (the last day)', { due: '2026-05-22' }, null],
    ['six months and a day (stale)', { due: '2026-05-21' }, 'stale'],
    ['end of a shorter month: the last day', { due: '2025-08-31', day: '2026-02-28', today: '2026-02-28' }, null],
    ['end of a shorter month: the day after', { due: '2025-08-31', day: '2026-03-01', today: '2026-03-01' }, 'stale'],
    ['a future deposit after the cheque goes stale', { due: '2026-11-01', day: '2027-05-02' }, 'stale'],
    ['a day in the past before the due date', { due: DAY, day: '2026-11-21' }, 'postDated'],
    ['a day in the past: judged stale on today', { due: '2026-05-21', day: '2026-05-25' }, 'stale'],
    ['no amount', { agorot: null }, 'invalidAmount'],
    ['zero', { agorot: 0 }, 'invalidAmount'],
    ['bank-run 49,999.99', { agorot: 4_999_999 }, null],
    ['bank-run 50,000.00', { agorot: 5_000_000 }, 'overSafeCap'],
    ['private 500,000.00', { agorot: 50_000_000, safe: 'private' }, null],
    ['private 500,000.01', { agorot: 50_000_001, safe: 'private' }, 'overSafeCap'],
    ['at the single-cheque limit', { agorot: 1_000_000, safe: 'private', singleLimitAgorot: 1_000_000 }, null],
    ['above the single-cheque limit', { agorot: 1_000_001, safe: 'private', singleLimitAgorot: 1_000_000 }, 'overWorkspaceLimit'],
    ['the safe cap before the workspace limit', { agorot: 6_000_000, singleLimitAgorot: 1_000_000 }, 'overSafeCap'],
  ])('%s -> %s', (_name, patch, expected) => {
    expect(depositRefusal({ ...base, ...patch })).toBe(expected);
  });

  const already = (day: string) => (day === DAY ? 300_000_00 : 0);
  it.each<[string, Array<{ day: string; agorot: number }>, number | null, string | null]>([
    ['no daily limit', [{ day: DAY, agorot: 900_000_00 }], null, null],
    ['reaching the limit exactly', [{ day: DAY, agorot: 100_000_00 }], 400_000_00, null],
    ['one agora past it with what the day holds', [{ day: DAY, agorot: 100_000_01 }], 400_000_00, DAY],
    ['two cheques of the batch together', [{ day: '2026-11-23', agorot: 250_000_00 }, { day: '2026-11-23', agorot: 150_000_01 }], 400_000_00, '2026-11-23'],
    ['the same amounts on two days', [{ day: '2026-11-23', agorot: 250_000_00 }, { day: '2026-11-24', agorot: 150_000_01 }], 400_000_00, null],
  ])('daily limit: %s -> %s', (_name, batch, limit, expected) => {
    expect(dayOverDailyLimit(batch, already, limit)).toBe(expected);
  });
});
