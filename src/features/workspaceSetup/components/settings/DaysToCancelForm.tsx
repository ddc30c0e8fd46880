import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useUpdateDaysToCancelMutation } from '@/api/workspaceApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { DAYS_TO_CANCEL_MAX, DAYS_TO_CANCEL_MIN } from '@/lib/daysToCancel';
import { daysToCancelSchema } from './settingsSchemas';
import { SaveCancelButtons } from '@/components/form/SaveCancelButtons';

interface Props {
  ws: string;
  days: number | undefined;
  onDone: () => void;
}

/** PUT /api/workspace/{ws}/daysToCancel with {days}: an unpaid payment request is cancelled after them. */
export function DaysToCancelForm({ ws, days, onDone }: Props) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [save, state] = useUpdateDaysToCancelMutation();
  return (
    <Formik
      initialValues={{ days: days == null ? '' : String(days) }}
      validationSchema={daysToCancelSchema}
      onSubmit={async (values) => {
        const reply = await save({ ws, days: Number(values.days) });
        if (!('error' in reply)) onDone();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          {state.error ? <ErrorAlert error={state.error} /> : null}
          <TextField name="days" label={t('settings.fields.daysToCancel')} inputMode="numeric" dir="ltr" hint={t('settings.fields.daysToCancelHint', { min: DAYS_TO_CANCEL_MIN, max: DAYS_TO_CANCEL_MAX })} />
          <SaveCancelButtons saving={isSubmitting} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}
