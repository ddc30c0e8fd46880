import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoiceList } from './ChoiceList';
import { DepositAccountSelect } from './DepositAccountSelect';
import { BankDateField } from '@/components/form/BankDateField';
import { BankDayNote } from '@/components/form/BankDayNote';
import type { BankCalendar } from '@/lib/bankCalendar';
import type { DepositTiming } from '@/lib/chequeLaw/depositEligibility';
import type { DepositOptions } from './depositOptionsSchema';
import type { DepositSetup } from './useDepositSetup';

interface Props {
  /** The accounts that take deposits and the workspace's limits (useDepositSetup). */
  setup: Pick<DepositSetup, 'accounts' | 'safeTypeOf' | 'limits'>;
  calendar: BankCalendar | null;
  /** The timings offered, in order; none: the timing is fixed (a deposit again goes now). */
  timings: readonly DepositTiming[];
  /** One cheque (the cheque view) or many (the deposit workspace): the due-date choice is worded so. */
  single?: boolean;
  /** Today, ISO: a deposit now on a day the banks are closed reaches them on the next business day. */
  today: string;
}

/** When (now, a future bank day, on the due date) and to which account: every deposit screen's fields. */
export function DepositOptionsFields({ setup, calendar, timings, single = false, today }: Props) {
  const { t } = useTranslation('chequeLaw');
  const { values, setFieldValue } = useFormikContext<DepositOptions>();
  const [account, accountMeta] = useField<string>('bankAccount');
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
      <DepositAccountSelect setup={setup} name={account.name} value={account.value ?? ''} onChange={account.onChange} onBlur={account.onBlur} error={accountMeta.touched && accountMeta.error ? accountMeta.error : undefined} />
    </div>
  );
}
