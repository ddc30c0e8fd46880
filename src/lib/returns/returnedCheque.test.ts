import { describe, expect, it } from 'vitest';
import { chequeReturn, daysSinceReturn, inAgeBand, redepositOutlook, returnDays, returnReason } from './returnedCheque';
import { readNote } from './returnNotes';
import { noteText } from './noteText';

const TODAY = '2026-11-28';
const note = (text: string, createdAt: string) => ({ text, createdAt });

describe('returnReason', () => {
  it.each([
    ['אין כיסוי מספיק', 'noFunds'],
    ['Insufficient funds', 'noFunds'],
    ['חשבון מוגבל', 'restricted'],
    ['חשבון סגור', 'closed'],
    ['הוראת ביטול', 'stopped'],
    ['חתימה אינה תואמת', 'signature'],
    ['הופקד טרם זמנו', 'early'],
    ['שורת MICR אינה תקינה', 'micr'],
    ['משהו אחר', 'other'],
    ['', 'unknown'],
    [null, 'unknown'],
  ])('%s -> %s', (text, reason) => expect(returnReason(text)).toBe(reason));
});

describe('readNote / noteText', () => {
  it.each([
    ['הוחזר ע״י הבנק: אין כיסוי מספיק', 'bankReturn', 'אין כיסוי מספיק'],
    ['Returned by the bank: closed', 'bankReturn', 'closed'],
    ['סומן כנדחה ידנית', 'manualReject', ''],
    ['Paid another way: ₪10 on 01/11/2026, cash', 'paidOtherwise', '₪10 on 01/11/2026, cash'],
    ['נשלח לגבייה', 'sentForCollection', ''],
  ])('%s is a %s note', (text, kind, detail) => expect(readNote({ text })).toMatchObject({ kind, detail }));

  it.each([['סומן כנדחה ידניתX'], ['just a comment'], ['']])('%s is no note', (text) => expect(readNote({ text })).toBeNull());

  it('writes the prefix in the language, within 100 characters and without < > &', () => {
    expect(noteText('sentForCollection', '', 'he')).toBe('נשלח לגבייה');
    expect(noteText('paidOtherwise', 'cash & <b>', 'en')).toBe('Paid another way: cash b');
    expect(noteText('contacted', 'x'.repeat(200), 'he')).toHaveLength(100);
  });
});

describe('chequeReturn', () => {
  it('is null for a cheque that does not stand returned', () => {
    expect(chequeReturn({ status: 'RECEIVED_DEPOSIT', comments: [note('הוחזר ע״י הבנק: אין כיסוי', '2026-11-01')] })).toBeNull();
  });

  it('reads the latest return, its reason and day, and what was done after it', () => {
    const cheque = {
      status: 'REJECTED_BANK',
      comments: [
        note('הוחזר ע״י הבנק: חשבון סגור', '2026-10-01T08:00:00Z'),
        note('Paid another way: old', '2026-10-02T08:00:00Z'),
        note('הוחזר ע״י הבנק: אין כיסוי מספיק', '2026-11-20T08:00:00Z'),
        note('פנייה למושך: וואטסאפ', '2026-11-21T08:00:00Z'),
      ],
    };
    expect(chequeReturn(cheque)).toEqual({ returnDay: '2026-11-20', reason: 'noFunds', reasonText: 'אין כיסוי מספיק', state: 'contacted', paidDetail: null, timesReturned: 2 });
  });

  it('paid another way outranks sent for collection and contacted', () => {
    const cheque = { status: 'REJECTED', comments: [note('סומן כנדחה ידנית', '2026-11-01'), note('נשלח לגבייה', '2026-11-02'), note('שולם בדרך אחרת: מזומן', '2026-11-03')] };
    expect(chequeReturn(cheque)).toMatchObject({ reason: 'manual', state: 'paidOtherwise', paidDetail: 'מזומן' });
  });

  it('without a note: the deposit feedback reason, the last change as the day', () => {
    expect(chequeReturn({ status: 'REJECTED_BANK', updatedAt: '2026-11-25T10:00:00Z' }, 'אין כיסוי מספיק')).toMatchObject({ returnDay: '2026-11-25', reason: 'noFunds', state: 'open', timesReturned: 1 });
    expect(chequeReturn({ status: 'REJECTED_BANK' })).toMatchObject({ returnDay: null, reason: 'unknown' });
  });
});

describe('returnDays', () => {
  it('counts every return note, even once the cheque was deposited again', () => {
    expect(returnDays({ status: 'RECEIVED_DEPOSIT', comments: [note('הוחזר ע״י הבנק: א', '2026-01-01'), note('x', '2026-02-01'), note('Returned by the bank: b', '2026-03-01')] })).toEqual(['2026-01-01', '2026-03-01']);
  });
  it('a returned cheque without a note counts once, on its last change', () => {
    expect(returnDays({ status: 'REJECTED', updatedAt: '2026-05-05T00:00:00Z' })).toEqual(['2026-05-05']);
    expect(returnDays({ status: 'NEW', updatedAt: '2026-05-05T00:00:00Z' })).toEqual([]);
  });
});

describe('daysSinceReturn', () => {
  it.each([
    ['2026-11-28', 0],
    ['2026-11-27', 1],
    ['2026-10-29', 30],
    ['2026-11-29', 0],
    [null, null],
  ])('returned %s -> %s days', (day, days) => expect(daysSinceReturn(day, TODAY)).toBe(days));
});

describe('redepositOutlook (six months from its date, the stale rule)', () => {
  it.each([
    // Last cashable day 2026-11-28: today is the last day.
    ['2026-05-28', 'open', { kind: 'valid', lastDay: '2026-11-28', daysLeft: 0 }],
    // One day later it is stale: never again.
    ['2026-05-27', 'open', { kind: 'stale', lastDay: '2026-11-27' }],
    ['2026-11-01', 'contacted', { kind: 'valid', lastDay: '2027-05-01', daysLeft: 154 }],
    ['2026-12-05', 'open', { kind: 'fromDueDay', dueDay: '2026-12-05', lastDay: '2027-06-05' }],
    ['2026-11-01', 'paidOtherwise', { kind: 'settled' }],
    [null, 'open', { kind: 'noDueDate' }],
  ] as const)('due %s, %s -> %o', (checkDate, state, outlook) => {
    expect(redepositOutlook({ status: 'REJECTED_BANK', checkDate }, state, TODAY)).toEqual(outlook);
  });
});

describe('inAgeBand', () => {
  it.each([
    [7, 'week', true],
    [8, 'week', false],
    [30, 'month', true],
    [31, 'month', false],
    [31, 'older', true],
    [30, 'older', false],
    [null, 'older', true],
    [null, 'week', false],
    [999, 'all', true],
  ] as const)('%s days in %s: %s', (days, band, inside) => expect(inAgeBand(days, band)).toBe(inside));
});
