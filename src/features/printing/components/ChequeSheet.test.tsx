import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import type { BankAccount } from '@/api/types/bankAccount';
import { ChequeSheet } from './ChequeSheet';

const account = { id: 'a1', bank: '12', branch: '600', accountNumber: '123456', accountName: 'חשבון עסקי ראשי' } as BankAccount;
const cheque = { checkId: 'c1', checkNumber: '1000100', payee: 'משה לוי', amount: 334.1, checkDate: '2026-12-31' };

afterEach(() => i18n.changeLanguage('he'));

describe('ChequeSheet', () => {
  it.each(['he', 'en'])('prints a Hebrew cheque when the page is in %s', async (lng) => {
    await i18n.loadNamespaces('printing');
    await i18n.changeLanguage(lng);
    render(
      <I18nextProvider i18n={i18n}>
        <ChequeSheet cheque={cheque} account={account} />
      </I18nextProvider>,
    );
    const sheet = screen.getByRole('article');
    expect(sheet).toHaveAttribute('lang', 'he');
    expect(sheet).toHaveTextContent('בנק 12 · סניף 600 · חשבון 123456');
    expect(sheet).toHaveTextContent('מס׳ 1000100');
    expect(sheet).toHaveTextContent('שלמו לפקודתמשה לוי');
    expect(sheet).toHaveTextContent('שלוש מאות שלושים וארבעה שקלים ועשר אגורות');
    expect(sheet).toHaveTextContent('31-12-2026');
  });
});
