import fc from 'fast-check';
import type { Cheque } from '@/api/types/cheque';
import { CHEQUE_STATUSES } from '@/lib/statuses';
import type { ActingUser } from '@/lib/chequeNextAction';
import { homeSummaryOf, sliceRules, summariseHome } from './homeSummary';
import { partsInSlices } from './homeSummaryInSlices';

const TODAY = '2026-11-22';
const OWNER = { role: 'OWNER' as const, userId: 'u1', capabilities: [] };
const USER = { role: 'USER' as const, userId: 'u2', capabilities: [] };

// Few distinct days and times, so that due dates, stale dates and last changes often tie.
const day = fc.constantFrom('2026-11-20', TODAY, '2026-11-25', '2026-11-29', '2026-12-01', '2026-06-01', '2026-05-20', '2026-05-28', '2025-01-01', 'soon', undefined);
const moment = fc.constantFrom('2026-11-01T08:00:00Z', '2026-11-20T09:30:00Z', '2026-11-21T23:59:00Z', '', undefined);
const cheque = fc.record(
  {
    status: fc.constantFrom(...CHEQUE_STATUSES, 'ODD'),
    signingStatus: fc.constantFrom('UNSIGNED', 'PARTIALLY_SIGNED', 'SIGNED', undefined),
    amount: fc.oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.constantFrom('12.50', '1,000', 'x', '0.07')),
    checkDate: day,
    depositDate: day,
    updatedAt: moment,
    createdAt: moment,
    isDeleted: fc.boolean(),
  },
  { requiredKeys: ['status', 'amount'] },
);
const cheques = fc.array(cheque, { maxLength: 60 }).map((list) => list.map((c, i) => ({ ...c, checkId: `c${i}` }) as Cheque));
const seenAt = fc.constantFrom(null, '2026-11-20T12:00:00Z');

interface Options {
  step?: number;
  sliceMs?: number;
  yieldNow: () => Promise<void>;
}
const summariseHomeInSlices = async (list: Cheque[], who: ActingUser, today: string, seen: string | null, { step, sliceMs, yieldNow }: Options) =>
  homeSummaryOf(await partsInSlices(list, { ...sliceRules<Cheque>(who, today, seen), yieldNow }, step, sliceMs));

describe('the home summary in slices (partsInSlices)', () => {
  it('equals the one-pass summary, whatever the cheques, the slice size and the user', async () => {
    await fc.assert(
      // A long slice time: each slice twice the one before; none: every slice `step` cheques.
      fc.asyncProperty(cheques, fc.integer({ min: 1, max: 9 }), fc.constantFrom(-1, 1000), fc.constantFrom(OWNER, USER), seenAt, async (list, step, sliceMs, who, seen) => {
        const sliced = await summariseHomeInSlices(list, who, TODAY, seen, { step, sliceMs, yieldNow: () => Promise.resolve() });
        expect(sliced).toEqual(summariseHome(list, who, TODAY, seen));
      }),
      { numRuns: 150 },
    );
  });

  it('gives the browser the thread back between slices', async () => {
    const list = fc.sample(cheques, { numRuns: 1, seed: 7 })[0].concat(fc.sample(cheque, { numRuns: 40, seed: 8 }).map((c, i) => ({ ...c, checkId: `d${i}` }) as Cheque));
    let yields = 0;
    const sliced = await summariseHomeInSlices(list, OWNER, TODAY, null, { step: 10, sliceMs: -1, yieldNow: async () => void (yields += 1) });
    expect(yields).toBe(Math.ceil(list.length / 10) - 1);
    expect(sliced.stages.reduce((n, s) => n + s.count, 0)).toBe(summariseHome(list, OWNER, TODAY, null).stages.reduce((n, s) => n + s.count, 0));
  });

  it('sizes each slice by how long the one before took, at most twice as many cheques', async () => {
    const list = fc.sample(cheque, { numRuns: 70, seed: 9 }).map((c, i) => ({ ...c, checkId: `e${i}` }) as Cheque);
    let yields = 0;
    await summariseHomeInSlices(list, OWNER, TODAY, null, { step: 5, sliceMs: 1000, yieldNow: async () => void (yields += 1) });
    expect(yields).toBe(3); // 5, 10, 20, 40 cheques
  });

  it('summarises no cheques as the one pass does', async () => {
    expect(await summariseHomeInSlices([], OWNER, TODAY, null, { yieldNow: () => Promise.resolve() })).toEqual(summariseHome([], OWNER, TODAY, null));
  });
});
