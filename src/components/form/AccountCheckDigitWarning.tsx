import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { bankAccountWarning, checkBankAccount } from '@/lib/bankAccountCheck';

/** Numbers in a Hebrew sentence keep their own left-to-right order ("1, 6, 8", not "8 ,6 ,1"). */
const isolate = (value: string | undefined) => (value ? `\u2068${value}\u2069` : value);

interface Props {
  bank: string;
  branch: string;
  account: string;
  className?: string;
}

/**
 * Masav's check digit of what is typed (src/lib/bankAccountCheck.ts): a warning that names the
 * likely typo, never a block (the rules change and the backend decides). Nothing when it fits,
 * when the input is incomplete or when the bank has no published rule.
 */
export function AccountCheckDigitWarning({ bank, branch, account, className }: Props) {
  const { t } = useTranslation(['common', 'screenParts']);
  const warning = bankAccountWarning(checkBankAccount(bank, branch, account));
  if (!warning) return null;
  return (
    <CAlert color="warning" className={`py-2 small ${className ?? ''}`.trim()} role="status">
      <strong className="d-block">{t('screenParts:accountCheck.title')}</strong>
      {t(`screenParts:accountCheck.${warning.key}`, { suggestion: isolate(warning.suggestion), digits: isolate(warning.digits) })}
    </CAlert>
  );
}
