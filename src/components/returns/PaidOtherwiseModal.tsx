import { CButton, CCloseButton, CForm, CFormInput, CFormLabel, CFormSelect, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agorotToShekels, shekelsToAgorot } from '@/lib/money';
import { DateField } from '@/components/form/DateField';
import { formatDate, parseDate, todayIso } from '@/lib/dates';
import { PAYMENT_MEANS, paidOtherwiseProblem, type PaidOtherwiseInput } from '@/lib/returns/paidOtherwise';

interface Props {
  visible: boolean;
  /** The cheque's amount (shekels as the backend sends it): the form starts with it. */
  amount: number | string;
  busy: boolean;
  onCancel: () => void;
  onSave: (input: PaidOtherwiseInput) => void;
}

/** Amount, day and means of a payment made instead of the returned cheque. */
export function PaidOtherwiseModal({ visible, amount, busy, onCancel, onSave }: Props) {
  const { t } = useTranslation('returns');
  const ids = { title: useId(), amount: useId(), date: useId(), means: useId(), error: useId() };
  const agorot = shekelsToAgorot(amount);
  // The day as typed (today to start with, in the app's one format); recorded as its ISO day.
  const [input, setInput] = useState<PaidOtherwiseInput>({ amount: agorot === null ? '' : agorotToShekels(agorot), date: formatDate(todayIso()), means: 'transfer' });
  const [tried, setTried] = useState(false);
  const typed = { ...input, date: parseDate(input.date) ?? '' };
  const problem = paidOtherwiseProblem(typed, todayIso());
  const shown = tried ? problem : null;
  const submit = () => {
    setTried(true);
    if (!problem) onSave(typed);
  };
  return (
    <CModal visible={visible} onClose={onCancel} alignment="center" aria-labelledby={ids.title}>
      <CModalHeader closeButton={false}>
        <CModalTitle id={ids.title}>{t('paid.title')}</CModalTitle>
        <CCloseButton className="ms-auto" aria-label={t('paid.cancel')} onClick={onCancel} />
      </CModalHeader>
      <CForm
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <CModalBody className="d-grid gap-3">
          <div>
            <CFormLabel htmlFor={ids.amount}>{t('paid.amount')}</CFormLabel>
            <CFormInput id={ids.amount} inputMode="decimal" dir="ltr" value={input.amount} invalid={shown === 'invalidAmount'} aria-describedby={shown === 'invalidAmount' ? ids.error : undefined} onChange={(e) => setInput({ ...input, amount: e.target.value })} />
          </div>
          <DateField
            name="paidDate"
            id={ids.date}
            groupClassName=""
            label={t('paid.date')}
            value={input.date}
            error={shown === 'invalidDate' ? 'returns:paid.invalidDate' : undefined}
            onChange={(e) => setInput({ ...input, date: e.target.value })}
          />
          <div>
            <CFormLabel htmlFor={ids.means}>{t('paid.means')}</CFormLabel>
            <CFormSelect id={ids.means} value={input.means} onChange={(e) => setInput({ ...input, means: e.target.value })}>
              {PAYMENT_MEANS.map((m) => (
                <option key={m} value={m}>
                  {t(`paid.meansOptions.${m}`)}
                </option>
              ))}
            </CFormSelect>
          </div>
          {shown && shown === 'invalidAmount' && (
            <p id={ids.error} className="text-danger small mb-0" role="alert">
              {t(`paid.${shown}`)}
            </p>
          )}
        </CModalBody>
        <CModalFooter>
          <CButton color="secondary" variant="outline" onClick={onCancel}>
            {t('paid.cancel')}
          </CButton>
          <CButton color="primary" type="submit" disabled={busy}>
            {t('paid.save')}
          </CButton>
        </CModalFooter>
      </CForm>
    </CModal>
  );
}
