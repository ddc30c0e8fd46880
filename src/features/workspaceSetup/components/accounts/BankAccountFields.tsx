import { CCol, CRow } from '@coreui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useGetBanksQuery } from '@/api/bankAccountsApi';
import { AccountCheckDigitWarning } from '@/components/form/AccountCheckDigitWarning';
import { CheckboxField } from '@/components/form/CheckboxField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { ACCOUNT_MAX_DIGITS, BRANCH_MAX_DIGITS, hasAccountDetails } from '../../rules/bankAccountRules';
import { bankName, normaliseBankCode } from '@/lib/banks';
import { usePermission } from '@/state/usePermission';
import type { BankAccountValues } from './bankAccountSchema';
import { FieldError } from '@/components/form/FieldError';
import { plainText } from '@/lib/text';

/** Bank, branch, number and name, then what the account may do (section 3). */
export function BankAccountFields() {
  const { t, i18n } = useTranslation(['workspaceSetup', 'common']);
  const { values, errors, touched } = useFormikContext<BankAccountValues>();
  const { data: banks = [] } = useGetBanksQuery();
  const { reason } = usePermission();
  const printingRefused = reason('account.createPrinting');
  const detailsIn = hasAccountDetails(values);
  const options = [
    { value: '', label: t('accounts.chooseBank') },
    ...banks.map((b) => ({ value: normaliseBankCode(b.code) ?? b.code, label: [plainText(b.code), bankName(b.code, i18n.language, b.name)].filter(Boolean).join(' · ') })),
  ];
  const depositError = touched.can_deposit && errors.can_deposit;
  return (
    <>
      <CRow className="g-3">
        <CCol xs={12} md={6}>
          <SelectField name="bank" label={t('accounts.fields.bank')} options={options} />
        </CCol>
        <CCol xs={5} md={2}>
          <TextField name="branch" label={t('accounts.fields.branch')} inputMode="numeric" dir="ltr" autoComplete="off" maxLength={BRANCH_MAX_DIGITS} />
        </CCol>
        <CCol xs={7} md={4}>
          <TextField name="accountNumber" label={t('accounts.fields.accountNumber')} inputMode="numeric" dir="ltr" autoComplete="off" maxLength={ACCOUNT_MAX_DIGITS} />
        </CCol>
      </CRow>
      <AccountCheckDigitWarning bank={values.bank} branch={values.branch} account={values.accountNumber} />
      <CRow className="g-3">
        <CCol xs={12} md={6}>
          <TextField name="accountName" label={t('accounts.fields.accountName')} hint={t('accounts.fields.accountNameHint')} autoComplete="off" />
        </CCol>
        <CCol xs={12} md={6}>
          <TextField name="lastCheckNumber" label={t('accounts.fields.lastCheckNumber')} inputMode="numeric" dir="ltr" autoComplete="off" hint={t('accounts.fields.lastCheckNumberHint')} />
        </CCol>
      </CRow>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 float-none">{t('accounts.capabilities')}</legend>
        <CheckboxField toggle name="isDefault" label={t('accounts.fields.isDefault')} hint={t('accounts.fields.isDefaultHint')} />
        <CheckboxField
          toggle
          name="can_print"
          label={t('accounts.fields.canPrint')}
          disabled={!!printingRefused || values.payeeOnly}
          hint={printingRefused ? t('accounts.fields.canPrintOwnerOnly') : values.payeeOnly ? t('accounts.fields.canPrintPayeeOnly') : t('accounts.fields.canPrintHint')}
        />
        {touched.can_print && errors.can_print && (
          <FieldError alert>{t(errors.can_print, { ns: 'common' })}</FieldError>
        )}
        <CheckboxField
          toggle
          name="can_deposit"
          label={t('accounts.fields.canDeposit')}
          disabled={!detailsIn && !values.can_deposit}
          hint={detailsIn ? t('accounts.fields.canDepositHint') : t('validation.depositNeedsDetails')}
        />
        {depositError && (
          <FieldError alert>{t(depositError, { ns: 'common' })}</FieldError>
        )}
        <CheckboxField toggle name="payeeOnly" label={t('accounts.fields.payeeOnly')} hint={t('accounts.fields.payeeOnlyHint')} />
      </fieldset>
    </>
  );
}
