import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/api/types/bankAccount';
import { formatDate } from '@/lib/dates';
import { amountInHebrewWords } from '@/lib/amountInWords';
import { formatMoney, shekelsToAgorot } from '@/lib/money';
import { micrLine } from '@/lib/printing';
import { plainText } from '@/lib/text';

export interface PrintedCheque {
  checkId: string;
  checkNumber?: string;
  payee?: string;
  amount?: number | string;
  checkDate?: string;
}

/**
 * One cheque as it prints: the drawer's account, number, date, payee, the amount in figures and in
 * Hebrew words, the MICR line. A blank cheque leaves payee, amount and date empty. The sheet itself
 * is written in Hebrew whatever the page language: it is an Israeli cheque.
 */
export function ChequeSheet({ cheque, account }: { cheque: PrintedCheque; account: BankAccount }) {
  const { t } = useTranslation('printing');
  // The sheet's own words are Hebrew in any page language (fallback language: always loaded).
  const { t: sheet } = useTranslation('printing', { lng: 'he', keyPrefix: 'sheet' });
  const agorot = cheque.amount === undefined ? null : shekelsToAgorot(cheque.amount);
  const micr = micrLine({ checkNumber: cheque.checkNumber, bank: account.bank, branch: account.branch, account: account.accountNumber });
  return (
    <article className="cheque-sheet" lang="he" dir="rtl" aria-label={t('preview.sheetLabel', { number: cheque.checkNumber ?? '—' })}>
      <header className="cheque-sheet__top">
        <div>
          <div className="cheque-sheet__drawer">{plainText(account.accountName)}</div>
          <div className="cheque-sheet__account">
            {sheet('bank')} <bdi dir="ltr">{account.bank}</bdi> · {sheet('branch')} <bdi dir="ltr">{account.branch}</bdi> · {sheet('account')}{' '}
            <bdi dir="ltr">{account.accountNumber}</bdi>
          </div>
        </div>
        <div className="cheque-sheet__number">
          {sheet('number')} <bdi dir="ltr">{cheque.checkNumber ?? ''}</bdi>
        </div>
      </header>
      <div className="cheque-sheet__row">
        <span className="cheque-sheet__label">{sheet('date')}</span>
        <span className="cheque-sheet__line" dir="ltr">{cheque.checkDate ? formatDate(cheque.checkDate) : ''}</span>
      </div>
      <div className="cheque-sheet__row">
        <span className="cheque-sheet__label">{sheet('payTo')}</span>
        <span className="cheque-sheet__line">{cheque.payee ?? ''}</span>
      </div>
      <div className="cheque-sheet__row">
        <span className="cheque-sheet__label">{sheet('sum')}</span>
        <span className="cheque-sheet__line cheque-sheet__words">{agorot !== null ? amountInHebrewWords(agorot) : ''}</span>
        <span className="cheque-sheet__figures">{agorot !== null ? formatMoney(agorot, 'he') : ''}</span>
      </div>
      <footer className="cheque-sheet__micr" dir="ltr">
        {micr}
      </footer>
    </article>
  );
}
