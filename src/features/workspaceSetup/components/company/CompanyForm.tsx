import { useId } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useUpdateWorkspaceMutation } from '@/api/workspaceApi';
import type { Workspace } from '@/api/types/workspace';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { CompanyLookup } from '@/components/form/CompanyLookup';
import { putServerErrorAtField } from '../../serverErrors';
import { COMPANY_ERROR_FIELDS, companySchema, type CompanyValues } from './companySchema';
import { SaveCancelButtons } from '@/components/form/SaveCancelButtons';
import { withGershayim } from '@/lib/text';

interface Props {
  workspace: Workspace;
  onDone: () => void;
}

/** PUT /api/workspace/{id} with the company details; the number can be looked up in the registry. */
export function CompanyForm({ workspace, onDone }: Props) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [update, state] = useUpdateWorkspaceMutation();
  const hetpeyId = useId();
  const initialValues: CompanyValues = {
    companyName: workspace.companyName ?? '',
    companySlug: workspace.companySlug ?? workspace.name,
    hetpey: workspace.hetpey ?? '',
    address: workspace.address ?? '',
    phone: workspace.phone ?? '',
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={companySchema}
      onSubmit={async (values, helpers) => {
        const body = companySchema.cast(values);
        const reply = await update({ id: workspace.id, ...body, hetpey: body.hetpey || undefined, phone: body.phone || undefined });
        if ('error' in reply) putServerErrorAtField(reply.error, COMPANY_ERROR_FIELDS, helpers);
        else onDone();
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate>
          {state.error ? <ErrorAlert error={state.error} /> : null}
          <TextField name="companyName" label={t('company.fields.companyName')} autoComplete="organization" />
          <TextField name="companySlug" label={t('company.fields.companySlug')} dir="ltr" autoCapitalize="none" hint={t('company.fields.companySlugHint')} />
          <TextField id={hetpeyId} name="hetpey" label={t('company.fields.hetpey')} inputMode="numeric" dir="ltr" hint={t('company.fields.hetpeyHint')} />
          <CompanyLookup
            className="mb-3"
            value={values.hetpey ?? ''}
            inputId={hetpeyId}
            onFound={(record) => {
              void setFieldValue('hetpey', record.hetpey);
              if (record.name) void setFieldValue('companyName', withGershayim(record.name));
              if (record.address) void setFieldValue('address', record.address);
            }}
          />
          <TextField name="address" label={t('company.fields.address')} autoComplete="street-address" />
          <TextField name="phone" label={t('company.fields.phone')} type="tel" inputMode="tel" dir="ltr" autoComplete="tel" hint={t('company.fields.phoneHint')} />
          <SaveCancelButtons saving={isSubmitting} onCancel={onDone} />
        </Form>
      )}
    </Formik>
  );
}
