import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/form/InputField';
import { formatAmountPlain, parseAmount } from '@/lib/money';

/** An amount in shekels as typed (1250, 1,250.00), tidied to 1,250.00 when the field is left. */
export function AmountField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('paymentRequests');
  const [field, meta, helpers] = useField<string>(name);
  return (
    <InputField
      {...field}
      name={name}
      label={label}
      inputMode="decimal"
      dir="ltr"
      autoComplete="off"
      hint={t('fields.amountHint')}
      error={meta.touched && meta.error ? meta.error : undefined}
      onBlur={(e) => {
        field.onBlur(e);
        const agorot = parseAmount(field.value);
        if (agorot !== null && agorot > 0) void helpers.setValue(formatAmountPlain(agorot));
      }}
    />
  );
}
