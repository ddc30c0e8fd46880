import { screen } from '@testing-library/react';
import { renderWithStore } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { AccountCheckDigitWarning } from './AccountCheckDigitWarning';

describe('AccountCheckDigitWarning', () => {
  afterEach(() => void i18n.changeLanguage('he'));

  it('says nothing when the check digit fits, the input is incomplete or the bank has no rule', () => {
    const { container, rerender } = renderWithStore(<AccountCheckDigitWarning bank="12" branch="571" account="041116" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AccountCheckDigitWarning bank="12" branch="571" account="0" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<AccountCheckDigitWarning bank="54" branch="1" account="99999" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the last digit when it does not fit (Hebrew)', () => {
    renderWithStore(<AccountCheckDigitWarning bank="12" branch="571" account="041117" />);
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('ספרת הביקורת של מספר החשבון לא מתאימה');
    expect(warning).toHaveTextContent('הספרה האחרונה שגויה: לפי הבנק והסניף היא צריכה להיות \u20681, 6, 8\u2069'); // isolated: read left to right
  });

  it('offers the one swap that fits (English)', async () => {
    await i18n.changeLanguage('en');
    renderWithStore(<AccountCheckDigitWarning bank="4" branch="284" account="050071" />);
    expect(screen.getByRole('status')).toHaveTextContent('Two neighbouring digits may be swapped: did you mean \u2068005071\u2069?');
  });
});
