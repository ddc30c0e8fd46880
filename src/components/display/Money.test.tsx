import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { Money } from './Money';

const RLM = '\u200F';
const LRM = '\u200E';
const NBSP = '\u00A0';

function show(ui: React.ReactElement) {
  const { container } = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return container.querySelector('.money') as HTMLElement;
}

describe('Money', () => {
  afterEach(async () => {
    await i18n.changeLanguage('he');
  });

  describe('in Hebrew', () => {
    it.each<[string, number | string, string]>([
      ['agorot', 14080.57, `${RLM}14,080.57${NBSP}₪`],
      ['a numeric string', '14080.57', `${RLM}14,080.57${NBSP}₪`],
      ['zero', 0, `${RLM}0.00${NBSP}₪`],
      ['a single agora', 0.01, `${RLM}0.01${NBSP}₪`],
      ['a large amount', 10_000_000, `${RLM}10,000,000.00${NBSP}₪`],
      ['a negative amount, minus kept before the figure', -1234.5, `${RLM}${LRM}-1,234.50${NBSP}₪`],
    ])('shows %s with a no-break space before the sign', (_, value, text) => {
      expect(show(<Money value={value} />).textContent).toBe(text);
    });

    it('is isolated right to left from the text around it', () => {
      const money = show(<Money value={5} />);
      expect(money.tagName).toBe('BDI');
      expect(money).toHaveAttribute('dir', 'rtl');
    });
  });

  describe('in English', () => {
    beforeEach(async () => {
      await i18n.changeLanguage('en');
    });

    it.each<[string, number | string, string]>([
      ['agorot', 14080.57, '₪14,080.57'],
      ['zero', 0, '₪0.00'],
      ['agorot only', '0.29', '₪0.29'],
      ['a large amount', 9_999_999.99, '₪9,999,999.99'],
      ['a negative amount', -0.05, '-₪0.05'],
    ])('shows %s with the sign glued on', (_, value, text) => {
      expect(show(<Money value={value} />).textContent).toBe(text);
    });

    it('is isolated left to right', () => {
      expect(show(<Money value={5} />)).toHaveAttribute('dir', 'ltr');
    });
  });

  describe('in Arabic', () => {
    beforeEach(async () => {
      await i18n.changeLanguage('ar');
    });

    it('shows Western digits, the sign after the figure, right to left', () => {
      const money = show(<Money value={1250} />);
      expect(money.textContent).toBe(`${RLM}1,250.00${NBSP}₪`);
      expect(money).toHaveAttribute('dir', 'rtl');
    });
  });

  it('shows an exact sum given in agorot', () => {
    expect(show(<Money agorot={1_408_057} />).textContent).toBe(`${RLM}14,080.57${NBSP}₪`);
  });

  it('marks negative amounts for styling', () => {
    expect(show(<Money value={-1} />)).toHaveClass('money--negative');
    expect(show(<Money value={1} />)).not.toHaveClass('money--negative');
  });

  it.each([null, undefined, '', 'abc'])('shows a dash for a missing amount (%j), not ₪0.00', (value) => {
    render(<I18nextProvider i18n={i18n}><Money value={value} /></I18nextProvider>);
    expect(screen.getByText('—')).toHaveClass('money--missing');
  });

  it('rounds a float from the backend to the agora, never showing float noise', () => {
    expect(show(<Money value={0.1 + 0.2} />).textContent).toBe(`${RLM}0.30${NBSP}₪`);
  });
});
