import { useState } from 'react';
import { CButton } from '@coreui/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { useUpdateUserMutation } from '@/api/userApi';
import type { User } from '@/api/types/user';
import { toApiError } from '@/api/apiError';
import { TextField } from '@/components/form/TextField';
import { NameFields } from './NameFields';
import { normalizePhone } from '@/lib/phone';
import { nameField, nationalIdField, phoneField } from '../accountsSchemas';
import { AccountErrorAlert } from './AccountErrorAlert';
import { PhoneVerification } from './PhoneVerification';

const schema = yup.object({ firstName: nameField, lastName: nameField, phone: phoneField, idNumber: nationalIdField });

/** Name, phone (proven by a code when changed) and national ID: PUT /api/user. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const [updateUser, state] = useUpdateUserMutation();
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const savedPhone = user.phone ?? '';

  return (
    <Formik
      initialValues={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: savedPhone, idNumber: user.idNumber ?? '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setSaved(false);
        // Checked on submit, not on blur: a message appearing on blur would move the "send code"
        // button away from under the pointer that is about to click it.
        const phone = normalizePhone(values.phone);
        if (phone !== normalizePhone(savedPhone) && phone !== verifiedPhone) {
          helpers.setFieldError('phone', 'accounts:settings.phoneNotVerified');
          return;
        }
        const reply = await updateUser({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: values.phone.trim(),
          idNumber: values.idNumber.trim(),
        });
        if ('error' in reply) {
          if (toApiError(reply.error).messageKey === 'errors.phoneExists') helpers.setFieldError('phone', 'errors.phoneExists');
          return;
        }
        // The saved values become the form's baseline: nothing typed is lost, "saved" shows until the next edit.
        helpers.resetForm({ values });
        setSaved(true);
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate>
          {state.error && <AccountErrorAlert error={state.error} />}
          <NameFields />
          <TextField name="idNumber" label={t('fields.idNumber')} inputMode="numeric" dir="ltr" hint={t('fields.idNumberHint')} />
          <TextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" dir="ltr" hint={t('fields.phoneHint')} />
          <PhoneVerification savedPhone={savedPhone} verifiedPhone={verifiedPhone} onVerified={setVerifiedPhone} />
          <div className="d-flex align-items-center gap-3">
            <CButton type="submit" color="primary" disabled={isSubmitting}>
              {t('settings.saveProfile')}
            </CButton>
            {saved && !dirty && (
              <span role="status" className="text-success-emphasis">
                {t('common:state.saved')}
              </span>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
