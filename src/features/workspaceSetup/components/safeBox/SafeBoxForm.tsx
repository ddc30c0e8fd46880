import { CButton } from '@coreui/react';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useConnectSafeBox } from '@/api/safeBoxApi';
import type { SafeBox } from '@/api/types/safeBox';
import { Money } from '@/components/display/Money';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { FilePicker } from '@/components/form/FilePicker';
import { TextField } from '@/components/form/TextField';
import { SAFE_TYPES, looksLikePem, safeCapAgorot } from '../../rules/safeBox';
import { putServerErrorAtField } from '../../serverErrors';
import { safeBoxSchema, type SafeBoxValues } from './safeBoxSchema';
import { FieldError } from '@/components/form/FieldError';

interface Props {
  ws: string;
  safeBox: SafeBox | null;
  onDone: () => void;
}

const ERROR_FIELDS: Record<string, keyof SafeBoxValues & string> = { 'errors.invalidKeyFile': 'keyFile' };

/**
 * Connects the safe box (our PUT /api/workspace/{ws}/safe-box). The key file's text is read when
 * it is sent and goes into that request only: the form keeps the File, and drops it after.
 */
export function SafeBoxForm({ ws, safeBox, onDone }: Props) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [connect, state] = useConnectSafeBox();
  const initialValues: SafeBoxValues = { safeType: safeBox?.safeType ?? '', userName: safeBox?.userName ?? '', keyFile: null };

  const submit = async (values: SafeBoxValues, helpers: FormikHelpers<SafeBoxValues>) => {
    const file = values.keyFile;
    if (!file || !values.safeType) return;
    const text = await file.text();
    if (!looksLikePem(text)) {
      helpers.setFieldError('keyFile', 'workspaceSetup:validation.keyFile.notPemContent');
      return;
    }
    const reply = await connect({ ws, safeType: values.safeType, userName: values.userName.trim(), keyFile: text, keyFileName: file.name });
    if ('error' in reply) {
      putServerErrorAtField(reply.error, ERROR_FIELDS, helpers);
      return;
    }
    helpers.resetForm({ values: { ...values, keyFile: null } });
    onDone();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={safeBoxSchema} onSubmit={submit}>
      {({ isSubmitting, values, errors, touched, setFieldValue, setFieldTouched }) => (
        <Form noValidate>
          {state.error ? <ErrorAlert error={state.error} /> : null}
          <fieldset className="mb-3" aria-describedby={touched.safeType && errors.safeType ? 'safe-type-error' : undefined}>
            <legend className="form-label fs-6 float-none">{t('safeBox.fields.safeType')}</legend>
            {SAFE_TYPES.map((type) => (
              <div key={type} className="form-check mb-2">
                <Field type="radio" name="safeType" value={type} id={`safe-type-${type}`} className="form-check-input" />
                <label className="form-check-label" htmlFor={`safe-type-${type}`}>
                  <span className="fw-semibold">{t(`safeBox.types.${type}`)}</span>
                  <span className="d-block small text-body-secondary">
                    {t('safeBox.capPrefix')} <Money agorot={safeCapAgorot(type)} />
                  </span>
                </label>
              </div>
            ))}
            {touched.safeType && errors.safeType && (
              <FieldError id="safe-type-error">{t(errors.safeType, { ns: 'common' })}</FieldError>
            )}
          </fieldset>
          <TextField name="userName" label={t('safeBox.fields.userName')} dir="ltr" autoComplete="username" autoCapitalize="none" />
          <div className="mb-3">
            <FilePicker
              label={t('safeBox.fields.keyFile')}
              accept=".pem"
              fileName={values.keyFile?.name ?? ''}
              hint={t('safeBox.fields.keyFileHint')}
              onFile={(file) => {
                void setFieldValue('keyFile', file);
                void setFieldTouched('keyFile', true, false);
              }}
            />
            {touched.keyFile && errors.keyFile && (
              <FieldError alert>{t(String(errors.keyFile), { ns: 'common' })}</FieldError>
            )}
          </div>
          <div className="d-flex flex-wrap gap-2">
            <CButton type="submit" color="primary" disabled={isSubmitting || state.isLoading}>
              {isSubmitting || state.isLoading ? t('common:state.saving') : t('safeBox.connect')}
            </CButton>
            {safeBox && (
              <CButton type="button" color="secondary" variant="outline" onClick={onDone}>
                {t('common:actions.cancel')}
              </CButton>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
