import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useUpdateCheckInFieldsMutation } from '@/api/workspaceApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { CheckboxField } from '@/components/form/CheckboxField';
import { CHECK_IN_FIELDS } from './settingsSchemas';
import { SaveCancelButtons } from '@/components/form/SaveCancelButtons';

interface Props {
  ws: string;
  fields: string[];
  onDone: () => void;
}

/** PUT /api/workspace/{ws}/check/in/fields with {fields}: what a scanned cheque must have. */
export function CheckInFieldsForm({ ws, fields, onDone }: Props) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [save, state] = useUpdateCheckInFieldsMutation();
  return (
    <Formik
      initialValues={{ fields: fields.filter((f) => (CHECK_IN_FIELDS as readonly string[]).includes(f)) }}
      onSubmit={async (values) => {
        // In the list's own order, whatever order they were ticked in.
        const ordered = CHECK_IN_FIELDS.filter((f) => values.fields.includes(f));
        const reply = await save({ ws, fields: ordered });
        if (!('error' in reply)) onDone();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          {state.error ? <ErrorAlert error={state.error} /> : null}
          <fieldset className="mb-3">
            <legend className="form-label fs-6 float-none">{t('settings.checkInLegend')}</legend>
            <div className="setup-checks">
              {CHECK_IN_FIELDS.map((f) => (
                <CheckboxField key={f} name="fields" value={f} label={t(`checkInFields.${f}`)} />
              ))}
            </div>
          </fieldset>
          <SaveCancelButtons saving={isSubmitting} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}
