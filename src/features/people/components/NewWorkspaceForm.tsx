import { useState } from 'react';
import { CAlert, CButton, CSpinner } from '@coreui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '@/components/form/ChoiceInput';
import { toApiError } from '@/api/apiError';
import { useCreateWorkspaceMutation } from '@/api/workspaceApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { WORKSPACE_IDENTIFIER_MAX } from '@/lib/workspaceIdentifier';
import { emptyWorkspace, newWorkspaceSchema, type NewWorkspaceValues } from '../peopleSchemas';

// Section 8 "Already exists": each refusal at the field it is about (the input stays).
const FIELD_OF: Record<string, keyof NewWorkspaceValues> = {
  'errors.workspaceExists': 'companyName',
  'errors.nameExists': 'companyName',
  'errors.companySlugExists': 'companySlug',
  'errors.hetpeyExists': 'hetpey',
};

/**
 * A new private or business workspace (POST /api/workspace/create). The reply's user has one
 * role more, so the new workspace becomes the active one (section 4) and the cache starts afresh.
 */
export function NewWorkspaceForm() {
  const { t } = useTranslation('people');
  const [create] = useCreateWorkspaceMutation();
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState<string | null>(null);

  async function onSubmit(values: NewWorkspaceValues, helpers: FormikHelpers<NewWorkspaceValues>) {
    setError(null);
    setCreated(null);
    const body = {
      type: values.type,
      companyName: values.companyName.trim(),
      companySlug: values.companySlug,
      ...(values.type === 'BUSINESS' ? { hetpey: values.hetpey.trim() } : {}),
    };
    const reply = await create(body);
    if ('error' in reply) {
      setError(reply.error);
      const key = toApiError(reply.error).messageKey;
      const field = FIELD_OF[key];
      if (field) helpers.setFieldError(field, key);
      return;
    }
    setCreated(body.companyName);
    helpers.resetForm();
  }

  return (
    <Formik initialValues={emptyWorkspace} validationSchema={newWorkspaceSchema} onSubmit={onSubmit}>
      {({ values, setFieldValue, isSubmitting }) => (
        <Form noValidate aria-labelledby="new-workspace-title">
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">{t('workspaces.type')}</legend>
            {(['BUSINESS', 'PRIVATE'] as const).map((type) => (
              <ChoiceInput
                key={type}
                inline
                type="radio"
                name="type"
                id={`new-workspace-${type}`}
                label={t(`workspaces.types.${type}`)}
                checked={values.type === type}
                onChange={() => void setFieldValue('type', type)}
              />
            ))}
          </fieldset>
          <TextField name="companyName" label={t(values.type === 'BUSINESS' ? 'workspaces.companyName' : 'workspaces.privateName')} autoComplete="organization" maxLength={60} />
          <TextField name="companySlug" label={t('workspaces.slug')} hint={t('workspaces.slugHint')} dir="ltr" autoComplete="off" maxLength={WORKSPACE_IDENTIFIER_MAX} />
          {values.type === 'BUSINESS' && <TextField name="hetpey" label={t('workspaces.hetpey')} inputMode="numeric" autoComplete="off" dir="ltr" />}
          {error ? <ErrorAlert error={error} /> : null}
          {created && (
            <CAlert color="success" className="py-2" role="status">
              {t('workspaces.created', { name: created })}
            </CAlert>
          )}
          <CButton type="submit" color="primary" disabled={isSubmitting}>
            {isSubmitting && <CSpinner as="span" size="sm" aria-hidden="true" className="me-2" />}
            {t('workspaces.create')}
          </CButton>
        </Form>
      )}
    </Formik>
  );
}
