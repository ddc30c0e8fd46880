import { CFormFeedback, CFormLabel, CFormSelect } from '@coreui/react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/api/types/bankAccount';
import { ChoiceList } from './ChoiceList';
import { BankDateField } from '@/components/form/BankDateField';
import { BankDayNote } from '@/components/form/BankDayNote';
import type { BankCalendar } from '@/lib/bankCalendar';
import type { DepositTiming } from '@/lib/chequeLaw/depositEligibility';
import type { WorkspaceAmountLimits } from '@/lib/chequeLaw/depositLimits';
import type { SafeType } from '@/lib/money';
import type { DepositOptions } from './depositOptionsSchema';
import { PerChequeLimitText } from './PerChequeLimitText';
import { accountOptionParams } from '@/lib/banks';

interface Props {
  accounts: BankAccount[];
  safeTypeOf: (account: BankAccount | undefined) => SafeType;
  limits: WorkspaceAmountLimits | null;
  calendar: BankCalendar | null;
  /** The timings offered, in order; none: the timing is fixed (a deposit again goes now). */
  timings: readonly DepositTiming[];
  /** One cheque (the cheque view) or many (the deposit workspace): the due-date choice is worded so. */
  single?: boolean;
  /** Today, ISO: a deposit now on a day the banks are closed reaches them on the next business day. */
  today: string;
}

/** When (now, a future bank day, on the due date) and to which account: every deposit screen's fields. */
export function DepositOptionsFields({ accounts, safeTypeOf, limits, calendar, timings, single = false, today }: Props) {
  const { t } = useTranslation('chequeLaw');
  const { values, setFieldValue } = useFormikContext<DepositOptions>();
  const [account, accountMeta] = useField<string>('bankAccount');
  const accountError = accountMeta.touched && accountMeta.error ? accountMeta.error : undefined;
  const chosen = accounts.find((a) => a.id === values.bankAccount);
  const label = (timing: DepositTiming) => t(`form.timings.${timing === 'dueDate' && !single ? 'dueDateEach' : timing}`);
  return (
    <div className="deposit-options">
      {timings.length > 0 && (
        <ChoiceList legend={t('form.when')} name="timing" value={values.timing} options={timings.map((timing) => ({ value: timing, label: label(timing) }))} onChange={(timing) => void setFieldValue('timing', timing)} />
      )}
      {values.timing === 'now' && calendar?.nonBusinessReason(today) && (
        <p className="form-text mt-n2 mb-3">
          <BankDayNote day={today} calendar={calendar} />
        </p>
      )}
      {values.timing === 'future' && timings.includes('future') && <BankDateField name="date" label={t('form.date')} hint={t('form.dateHint')} calendar={calendar} />}
      <div className="mb-3">
        <CFormLabel htmlFor="deposit-account">{t('form.account')}</CFormLabel>
        <CFormSelect {...account} id="deposit-account" invalid={!!accountError} aria-invalid={accountError ? true : undefined} aria-describedby="deposit-account-help deposit-account-error">
          <option value="">{t('form.chooseAccount')}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {t('form.accountOption', accountOptionParams(a))}
            </option>
          ))}
        </CFormSelect>
        {chosen && (
          <div id="deposit-account-help" className="form-text">
            <PerChequeLimitText safeType={safeTypeOf(chosen)} limits={limits} named />
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
