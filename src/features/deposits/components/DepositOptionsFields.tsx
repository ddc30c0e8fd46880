import { CFormLabel, CFormSelect, CFormFeedback } from '@coreui/react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/api/types/bankAccount';
import { TextField } from '@/components/form/TextField';
import { DEPOSIT_TIMINGS } from '@/lib/depositBatch';
import type { SafeType } from '@/lib/money';
import type { DepositOptions } from '../depositSchema';

/** When (now, a future day, each on its due date) and to which account the deposit goes. */
export function DepositOptionsFields({ accounts, safeTypeOf }: { accounts: BankAccount[]; safeTypeOf: (account: BankAccount | undefined) => SafeType }) {
  const { t } = useTranslation('deposits');
  const { values, setFieldValue } = useFormikContext<DepositOptions>();
  const [account, accountMeta] = useField<string>('bankAccount');
  const accountError = accountMeta.touched && accountMeta.error ? accountMeta.error : undefined;
  const chosen = accounts.find((a) => a.id === values.bankAccount);
  return (
    <div className="deposit-options">
      <fieldset>
        <legend className="form-label fs-6 float-none">{t('workspace.when')}</legend>
        {DEPOSIT_TIMINGS.map((timing) => (
          <div className="form-check" key={timing}>
            <input className="form-check-input" type="radio" id={`timing-${timing}`} name="timing" checked={values.timing === timing} onChange={() => void setFieldValue('timing', timing)} />
            <label className="form-check-label" htmlFor={`timing-${timing}`}>
              {t(`workspace.timings.${timing}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {values.timing === 'future' && <TextField name="date" label={t('workspace.date')} hint={t('workspace.dateHint')} placeholder="DD-MM-YYYY" inputMode="numeric" autoComplete="off" dir="ltr" />}
      <div className="mb-3">
        <CFormLabel htmlFor="deposit-account">{t('workspace.account')}</CFormLabel>
        <CFormSelect {...account} id="deposit-account" invalid={!!accountError} aria-invalid={accountError ? true : undefined} aria-describedby="deposit-account-help deposit-account-error">
          <option value="">{t('workspace.chooseAccount')}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {t('workspace.accountOption', { name: a.accountName ?? a.accountNumber, bank: a.bank, branch: a.branch, number: a.accountNumber })}
            </option>
          ))}
        </CFormSelect>
        {chosen && (
          <div id="deposit-account-help" className="form-text">
            {t(`workspace.safe.${safeTypeOf(chosen)}`)}
          </div>
        )}
        {accountError && (
          <CFormFeedback invalid id="deposit-account-error">
            {t(accountError)}
          </CFormFeedback>
        )}
      </div>
    </div>
  );
}
