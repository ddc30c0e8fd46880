import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useUpdateCheckSettingsMutation } from '@/api/workspaceApi';
import type { Workspace } from '@/api/types/workspace';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { DAYS_TO_DELETE_MAX, DAYS_TO_DELETE_MIN } from '@/lib/limits';
import { SIGNATORS_REQUIRED_MAX } from '../../rules/workspaceSettings';
import { SENDING_METHODS, SENDING_TIMINGS, SOURCES, chequeSettingsBody, chequeSettingsSchema, chequeSettingsValues } from './settingsSchemas';
import { SaveCancelButtons } from '@/components/form/SaveCancelButtons';

interface Props {
  ws: string;
  workspace: Workspace;
  onDone: () => void;
}

/** PUT /api/workspace/{ws}/settings/checks: retention, amount limits, signatures, default sending. */
export function ChequeSettingsForm({ ws, workspace, onDone }: Props) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [save, state] = useUpdateCheckSettingsMutation();
  const none = { value: '', label: t('settings.none') };
  const methods = [none, ...SENDING_METHODS.map((m) => ({ value: m, label: t(`sendingMethods.${m}`) }))];
  return (
    <Formik
      initialValues={chequeSettingsValues(workspace.checkSettings)}
      validationSchema={chequeSettingsSchema}
      onSubmit={async (values) => {
        const reply = await save({ ws, settings: chequeSettingsBody(values) });
        if (!('error' in reply)) onDone();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          {state.error ? <ErrorAlert error={state.error} /> : null}
          <TextField
            name="days_to_delete_check"
            label={t('settings.fields.daysToDelete')}
            inputMode="numeric"
            dir="ltr"
            hint={t('settings.fields.daysToDeleteHint', { min: DAYS_TO_DELETE_MIN, max: DAYS_TO_DELETE_MAX })}
          />
          <div className="setup-checks">
            <TextField name="singleLimit" label={t('settings.fields.singleLimit')} inputMode="decimal" dir="ltr" hint={t('settings.fields.limitHint')} />
            <TextField name="dailyLimit" label={t('settings.fields.dailyLimit')} inputMode="decimal" dir="ltr" hint={t('settings.fields.limitHint')} />
          </div>
          <SelectField
            name="amount_of_signators"
            label={t('settings.fields.signators')}
            options={Array.from({ length: SIGNATORS_REQUIRED_MAX }, (_, i) => ({ value: String(i + 1), label: t('settings.signatorsCount', { count: i + 1 }) }))}
          />
          <div className="setup-checks">
            <SelectField name="defaultSendingMethodTo" label={t('settings.fields.sendingTo')} options={methods} />
            <SelectField name="defaultSendingMethodFrom" label={t('settings.fields.sendingFrom')} options={methods} />
            <SelectField name="defaultSendingTime" label={t('settings.fields.sendingTime')} options={[none, ...SENDING_TIMINGS.map((v) => ({ value: v, label: t(`sendingTimes.${v}`) }))]} />
            <SelectField name="defaultChecksDestination" label={t('settings.fields.destination')} options={[none, ...SOURCES.map((v) => ({ value: v, label: t(`destinations.${v}`) }))]} />
          </div>
          <SaveCancelButtons saving={isSubmitting} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}
