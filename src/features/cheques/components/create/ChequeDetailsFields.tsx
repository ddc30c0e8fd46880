import type { ReactNode } from 'react';
import { CCol, CRow } from '@coreui/react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/TextField';
import { DateTextField } from '@/components/form/DateField';
import { AccountCheckDigitWarning } from '@/components/form/AccountCheckDigitWarning';
import { useGetBanksQuery } from '@/api/bankAccountsApi';
import { bankName as bankNameOf } from '@/lib/banks';
import { SENDING_METHODS } from '@/lib/statuses';
import type { ChequeFormValues } from './chequeFormSchema';
import { AmountWords } from './AmountWords';
import { CorrectionApproval } from './CorrectionApproval';
import { SelectField } from '@/components/form/SelectField';
import { BankCheckNotice } from './BankCheckNotice';
import { DrawerHistoryWarning } from '@/components/returns/DrawerHistoryWarning';
import { useBankCheck } from './useBankCheck';
import { ChequeTimingNote } from '../ChequeTimingNote';

interface Props {
  withPayee?: boolean;
  disabled?: boolean;
  /** The form's buttons; told whether the bank check forbids saving. */
  footer: (bankBlocksSave: boolean) => ReactNode;
  /** Under the payee's phone: its one-time code (spec section 5). */
  phoneCheck?: ReactNode;
}

/** The details of a cheque (spec sections 3 and 5), shared by scanning and the info tab. */
export function ChequeDetailsFields({ withPayee = true, disabled, footer, phoneCheck }: Props) {
  const { t, i18n } = useTranslation('cheques');
  const { values } = useFormikContext<ChequeFormValues>();
  const bankCheck = useBankCheck(values.bank, values.branch, values.account);
  const { data: banks } = useGetBanksQuery();
  // The backend names banks in Hebrew: the page's language comes from our table by code.
  const serverName = bankCheck.bankName ?? banks?.find((b) => b.code === values.bank.trim().padStart(2, '0'))?.name;
  const bankName = bankNameOf(values.bank, i18n.language, serverName) ?? undefined;
  const numeric = { inputMode: 'numeric' as const, autoComplete: 'off', disabled };
  const methods = [{ value: '', label: t('fields.sendingMethodNone') }, ...SENDING_METHODS.map((m) => ({ value: m, label: t(`sendingMethods.${m}`) }))];
  return (
    <>
      <CRow className="g-3">
        <CCol xs={12} md={6}>
          <TextField name="amount" label={t('fields.amount')} hint={t('hints.amount')} inputMode="decimal" autoComplete="off" disabled={disabled} />
        </CCol>
        <CCol xs={12} md={6}>
          <DateTextField name="checkDate" label={t('fields.checkDate')} disabled={disabled} />
        </CCol>
      </CRow>
      {/* Stale (more than six months past its date) or post-dated: said as soon as the date is typed. */}
      <ChequeTimingNote checkDate={values.checkDate} />
      <AmountWords amount={values.amount} id="amount-words" />
      <CorrectionApproval amount={values.amount} />
      <CRow className="g-3">
        <CCol xs={6} md={3}>
          <TextField name="checkNumber" label={t('fields.checkNumber')} {...numeric} />
        </CCol>
        <CCol xs={6} md={3}>
          <TextField name="bank" label={t('fields.bank')} hint={bankName} {...numeric} />
        </CCol>
        <CCol xs={6} md={3}>
          <TextField name="branch" label={t('fields.branch')} {...numeric} />
        </CCol>
        <CCol xs={6} md={3}>
          <TextField name="account" label={t('fields.account')} {...numeric} />
        </CCol>
      </CRow>
      <BankCheckNotice state={bankCheck.state} bankName={bankName} />
      <AccountCheckDigitWarning bank={values.bank} branch={values.branch} account={values.account} />
      <DrawerHistoryWarning fields={values} />
      <TextField name="micr" label={t('fields.micr')} hint={t('hints.micr')} {...numeric} className="font-monospace" />
      {withPayee && (
        <CRow className="g-3">
          <CCol xs={12} md={6}>
            <TextField name="payee" label={t('fields.payee')} maxLength={20} autoComplete="off" disabled={disabled} />
          </CCol>
          <CCol xs={12} md={6}>
            <TextField name="payeePhone" label={t('fields.payeePhone')} hint={t('hints.payeePhone')} type="tel" autoComplete="off" disabled={disabled} />
          </CCol>
        </CRow>
      )}
      {withPayee && phoneCheck}
      <CRow className="g-3">
        <CCol xs={12} md={6}>
          <SelectField name="sendingMethod" label={t('fields.sendingMethod')} options={methods} disabled={disabled} />
        </CCol>
      </CRow>
      {footer(bankCheck.blocksSave)}
    </>
  );
}
