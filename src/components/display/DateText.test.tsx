import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { DateText } from './DateText';

function show(ui: React.ReactElement) {
  const { container } = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return container.querySelector('.date-text') as HTMLElement;
}

const TODAY = '2026-11-22';

describe('DateText', () => {
  afterEach(async () => {
    await i18n.changeLanguage('he');
  });

  it.each<[string, string | number | Date, string]>([
    ['an ISO day', '2026-03-05', '05-03-2026'],
    ['day/month/year text', '5/3/2026', '05-03-2026'],
    ['a local date-time', '2026-03-05T23:30:00', '05-03-2026'],
    ['a Date', new Date(2026, 2, 5), '05-03-2026'],
  ])('shows %s as day-month-year with zero padding', (_, value, text) => {
    expect(show(<DateText value={value} />).textContent).toBe(text);
  });

  it('is isolated left to right inside Hebrew text and machine-readable, in one element', () => {
    const date = show(<DateText value="2026-03-05" />);
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dir', 'ltr');
    expect(date).toHaveAttribute('datetime', '2026-03-05');
    expect(date.children).toHaveLength(0);
  });

  it('keeps the date isolated left to right beside its relative hint', () => {
    const date = show(<DateText value="2026-11-23" relative today={TODAY} />);
    expect(date.querySelector('time')).toHaveAttribute('dir', 'ltr');
    expect(date.querySelector('time')).toHaveAttribute('datetime', '2026-11-23');
  });

  it.each([null, undefined, '', 'not a date', '31/02/2026'])('shows a dash for %j', (value) => {
    expect(show(<DateText value={value} />).textContent).toBe('—');
  });

  it('adds the time of day for events, not for bare days', () => {
    expect(show(<DateText value="2026-03-05T08:07:00" withTime />).textContent).toBe('05-03-2026 08:07');
    expect(show(<DateText value="2026-03-05" withTime />).textContent).toBe('05-03-2026');
  });

  describe('relative hint', () => {
    it.each<[string, string]>([
      ['2026-11-22', 'היום'],
      ['2026-11-23', 'מחר'],
      ['2026-11-21', 'אתמול'],
      ['2026-11-24', 'בעוד יומיים'],
      ['2026-11-29', 'בעוד 7 ימים'],
      ['2026-11-12', 'לפני 10 ימים'],
      ['2027-01-20', 'בעוד 59 ימים'],
      ['2027-01-22', 'בעוד חודשיים'],
      ['2026-03-22', 'לפני 8 חודשים'],
    ])('%s in Hebrew -> %s', (value, hint) => {
      expect(show(<DateText value={value} relative today={TODAY} />).querySelector('.date-text__hint')?.textContent).toBe(` (${hint})`);
    });

    it.each<[string, string]>([
      ['2026-11-23', 'tomorrow'],
      ['2026-11-25', 'in 3 days'],
      ['2026-11-21', 'yesterday'],
      ['2026-03-22', '8 months ago'],
      ['2027-02-22', 'in 3 months'],
    ])('%s in English -> %s', async (value, hint) => {
      await i18n.changeLanguage('en');
      expect(show(<DateText value={value} relative today={TODAY} />).querySelector('.date-text__hint')?.textContent).toBe(` (${hint})`);
    });

    // Arabic plural forms (Intl.PluralRules('ar'): two, few 3-10, many 11-99), Western digits.
    it.each<[string, string]>([
      ['2026-11-23', 'غدًا'],
      ['2026-11-24', 'بعد يومين'],
      ['2026-11-25', 'بعد 3 أيام'],
      ['2026-12-05', 'بعد 13 يومًا'],
      ['2026-11-21', 'أمس'],
      ['2026-03-22', 'قبل 8 أشهر'],
    ])('%s in Arabic -> %s', async (value, hint) => {
      await i18n.changeLanguage('ar');
      const date = show(<DateText value={value} relative today={TODAY} />);
      expect(date.querySelector('.date-text__hint')?.textContent).toBe(` (${hint})`);
      expect(date.querySelector('time')?.textContent).toBe(value.split('-').reverse().join('-'));
    });

    it('is left out unless asked for', () => {
      expect(show(<DateText value="2026-11-23" today={TODAY} />).querySelector('.date-text__hint')).toBeNull();
    });
  });
});
