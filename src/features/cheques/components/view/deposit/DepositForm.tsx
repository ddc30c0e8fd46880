import { useMemo } from 'react';
import { CButton, CFormFeedback, CFormLabel, CFormSelect, CFormText } from '@coreui/react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/api/types/bankAccount';
import { TextField } from '@/components/form/TextField';
import { formatDate, isDepositDateValid } from '@/lib/dates';
import type { SafeType } from '@/lib/money';
import { depositSchema, type DepositContext, type DepositValues } from './depositSchema';
import type { DepositMode } from './depositRules';
import { ChoiceInput } from '@/components/form/ChoiceInput';

interface Props {
  accounts: BankAccount[];
  context: DepositContext;
  rejected: boolean;
  onSubmit: (values: DepositValues) => Promise<unknown>;
}

function ModeChoice({ rejected, dueReached }: { rejected: boolean; dueReached: boolean }) {
  const { t } = useTranslation('chequeMedia');
  const [field] = useField<DepositMode>('mode');
  // Shown at once from the choice itself, not after a validation round.
  const problem = field.value === 'now' && !dueReached ? 'deposit.errors.dueNotReached' : null;
  const { setFieldValue } = useFormikContext<DepositValues>();
  const modes: Array<{ mode: DepositMode; enabled: boolean }> = [
    { mode: 'now', enabled: !rejected },
    { mode: 'future', enabled: !rejected },
    { mode: 'again', enabled: rejected },
  ];
  return (
    <fieldset className="mb-3" aria-describedby={problem ? 'deposit-mode-error' : undefined}>
      <legend className="form-label fs-6 float-none">{t('deposit.modeLegend')}</legend>
      {modes.map(({ mode, enabled }) => (
        <ChoiceInput
          key={mode}
          type="radio"
          name="mode"
          id={`deposit-mode-${mode}`}
          value={mode}
          label={t(`deposit.modes.${mode}`)}
          checked={field.value === mode}
          disabled={!enabled}
          onChange={() => void setFieldValue('mode', mode)}
        />
      ))}
      {!rejected && <CFormText>{t('deposit.againHint')}</CFormText>}
      {problem && (
        <div id="deposit-mode-error" className="invalid-feedback d-block" role="alert">
          {t(problem)}
        </div>
      )}
    </fieldset>
  );
}

function AccountSelect({ accounts, safeTypeOf }: { accounts: BankAccount[]; safeTypeOf: (id: string) => SafeType }) {
  const { t } = useTranslation('chequeMedia');
  const [field, meta] = useField<string>('bankAccount');
  const invalid = !!meta.error && (meta.touched || !!field.value);
  return (
    <div className="mb-3">
      <CFormLabel htmlFor="deposit-account">{t('deposit.account')}</CFormLabel>
      <CFormSelect {...field} id="deposit-account" invalid={invalid} aria-invalid={invalid || undefined} aria-describedby="deposit-account-help deposit-account-error">
        <option value="">{t('deposit.chooseAccount')}</option>
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {t('deposit.accountOption', { name: a.accountName ?? a.accountNumber, bank: a.bank, branch: a.branch, number: a.accountNumber })}
          </option>
        ))}
      </CFormSelect>
      {field.value && <CFormText id="deposit-account-help">{t(`deposit.safe.${safeTypeOf(field.value)}`)}</CFormText>}
      {invalid && (
        <CFormFeedback invalid id="deposit-account-error">
          {t(meta.error as string)}
        </CFormFeedback>
      )}
    </div>
  );
}

function DateFields({ dueIso }: { dueIso: string }) {
  const { t } = useTranslation('chequeMedia');
  const { values, setFieldValue } = useFormikContext<DepositValues>();
  if (values.mode !== 'future') return null;
  return (
    <div className="mb-3">
      <ChoiceInput
        type="checkbox"
        id="deposit-on-due"
        className="mb-2"
        label={t('deposit.onDueDate', { date: formatDate(dueIso) })}
        checked={values.depositOnDueDate}
        onChange={(e) => void setFieldValue('depositOnDueDate', e.target.checked)}
      />
      {!values.depositOnDueDate && (
        <TextField name="depositDate" label={t('deposit.date')} hint={t('deposit.dateHint')} placeholder="DD-MM-YYYY" inputMode="numeric" autoComplete="off" dir="ltr" />
      )}
    </div>
  );
}

/** Deposit now, as a future deposit or again, to an account that may take deposits. */
export function DepositForm({ accounts, context, rejected, onSubmit }: Props) {
  const { t } = useTranslation('chequeMedia');
  const schema = useMemo(() => depositSchema(context), [context]);
  // Before the due date the natural choice is a future deposit on the due date (spec section 5).
  const dueReached = isDepositDateValid(context.todayIso, context.dueIso);
  const initial: DepositValues = {
    mode: rejected ? 'again' : dueReached ? 'now' : 'future',
    bankAccount: accounts.find((a) => a.isDefault)?.id ?? (accounts.length === 1 ? accounts[0].id : ''),
    depositDate: '',
    depositOnDueDate: !rejected && !dueReached,
  };
  return (
    <Formik initialValues={initial} validationSchema={schema} validateOnMount onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate style={{ maxWidth: 520 }}>
          <ModeChoice rejected={rejected} dueReached={dueReached} />
          <AccountSelect accounts={accounts} safeTypeOf={context.safeTypeOfAccount} />
          <DateFields dueIso={context.dueIso} />
          <CButton type="submit" color="primary" disabled={isSubmitting}>
            {isSubmitting ? t('common:state.saving') : t('deposit.submit')}
          </CButton>
        </Form>
      )}
    </Formik>
  );
}
