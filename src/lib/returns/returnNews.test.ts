import { describe, expect, it } from 'vitest';
import { newReturnsSince, returnMoment } from './returnNews';

const returned = (createdAt: string, status = 'REJECTED_BANK') => ({ status, comments: [{ text: 'הוחזר ע״י הבנק: אין כיסוי מספיק', createdAt }] });

describe('returnMoment', () => {
  it('is the latest return note, else the last change; null when not returned', () => {
    expect(returnMoment({ status: 'REJECTED_BANK', comments: [{ text: 'Returned by the bank: x', createdAt: '2026-11-01T10:00:00Z' }, { text: 'סומן כנדחה ידנית', createdAt: '2026-11-02T10:00:00Z' }] })).toBe(Date.parse('2026-11-02T10:00:00Z'));
    expect(returnMoment({ status: 'REJECTED', updatedAt: '2026-11-03T10:00:00Z' })).toBe(Date.parse('2026-11-03T10:00:00Z'));
    expect(returnMoment(returned('2026-11-01T10:00:00Z', 'RECEIVED_DEPOSIT'))).toBeNull();
  });
});

describe('newReturnsSince', () => {
  const cheques = [returned('2026-11-20T10:00:00Z'), returned('2026-11-25T10:00:00Z'), returned('2026-11-26T10:00:00Z', 'NEW')];
  it.each([
    [null, 2],
    ['2026-11-20T09:59:59Z', 2],
    ['2026-11-20T10:00:00Z', 1],
    ['2026-11-25T10:00:00Z', 0],
  ])('seen at %s: %s new', (seenAt, count) => expect(newReturnsSince(cheques, seenAt)).toBe(count));
});
