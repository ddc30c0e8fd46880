import { describe, expect, it } from 'vitest';
import { depositDayFields } from './depositPayload';

const saturdayToSunday = (iso: string) => (iso === '2026-11-28' ? '2026-11-29' : iso);

describe('depositDayFields', () => {
  it.each([
    ['now', null, undefined, { depositOnDueDate: false, depositDate: '2026-11-27' }],
    ['future', '2026-12-01', undefined, { depositOnDueDate: false, depositDate: '2026-12-01' }],
    ['future', '2026-11-28', saturdayToSunday, { depositOnDueDate: false, depositDate: '2026-11-29' }],
    ['future', '2026-11-28', undefined, { depositOnDueDate: false, depositDate: '2026-11-28' }],
    ['dueDate', '2026-11-28', saturdayToSunday, { depositOnDueDate: true }],
  ] as const)('%s %s -> %j', (timing, date, calendar, fields) => {
    expect(depositDayFields(timing, '2026-11-27', date, calendar)).toEqual(fields);
  });

  it('sends one cheque\'s day on its due date beside the flag', () => {
    expect(depositDayFields('dueDate', '2026-11-27', null, saturdayToSunday, '2026-11-29')).toEqual({ depositOnDueDate: true, depositDate: '2026-11-29' });
  });
});
