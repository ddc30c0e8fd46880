import { readCi3 } from './ci3Api';

describe('readCi3: the cheque\'s electronic clearing record', () => {
  it.each<[string, unknown, unknown]>([
    ['under ci3', { ci3: { status: 'AWAITING_CI3', sentAt: '2026-03-01T10:00:00Z', reference: 'CI3-77' } }, { status: 'AWAITING_CI3', sentAt: '2026-03-01T10:00:00Z', reference: 'CI3-77' }],
    ['bare, other names', { status: 'received_ci3', sentDate: '2026-03-01', answerDate: '2026-03-02', referenceNumber: 9912 }, { status: 'RECEIVED_CI3', sentAt: '2026-03-01', answeredAt: '2026-03-02', reference: '9912' }],
    ['under data, with the reason', { data: { status: 'REJECTED_BANK', reason: 'אין כיסוי' } }, { status: 'REJECTED_BANK', message: 'אין כיסוי' }],
    ['not in clearing yet', { ci3: null }, null],
    ['no status', { ci3: { reference: 'x' } }, null],
  ])('%s', (_label, reply, expected) => {
    const read = readCi3(reply);
    expect(read && Object.fromEntries(Object.entries(read).filter(([, v]) => v !== undefined))).toEqual(expected);
  });

  it('refuses a reply that is no object (an error the cheque view shows, not "not in clearing")', () => {
    expect(() => readCi3('ok')).toThrow(expect.objectContaining({ messageKey: 'errors.malformedReply' }));
  });
});
