import { useState } from 'react';
import { CButton, CFormInput, CFormLabel } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useCreateWorkspaceTagMutation } from '@/api/tagsApi';
import type { Tag } from '@/api/types/tag';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { FIELD_MAX_CHARS } from '@/lib/limits';
import { NEW_TAG_COLOUR, newTagSchema, type NewTagValues } from './newTagSchema';

/** A new workspace tag with its colour, added to the cheque at once. */
export function NewTagForm({ ws, onCreated }: { ws: string; onCreated: (tag: Tag) => Promise<unknown> }) {
  const { t } = useTranslation(['cheques', 'common']);
  const [create] = useCreateWorkspaceTagMutation();
  const [error, setError] = useState<unknown>(null);

  return (
    <Formik<NewTagValues>
      initialValues={{ name: '', color: NEW_TAG_COLOUR }}
      validationSchema={newTagSchema}
      onSubmit={async ({ name, color }, helpers) => {
        if (!name.trim()) return;
        setError(null);
        const reply = await create({ ws, name: name.trim(), color });
        if ('error' in reply) return setError(reply.error);
        if (reply.data) await onCreated(reply.data);
        helpers.resetForm({ values: { name: '', color } });
      }}
    >
      {({ values, errors, isSubmitting, getFieldProps }) => (
        <Form noValidate className="new-tag mt-3" aria-label={t('info.newTag')}>
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <div className="flex-grow-1">
              <CFormLabel htmlFor="new-tag-name">{t('info.newTagName')}</CFormLabel>
              <CFormInput {...getFieldProps('name')} id="new-tag-name" maxLength={FIELD_MAX_CHARS} invalid={!!errors.name} aria-describedby={errors.name ? 'new-tag-error' : undefined} />
            </div>
            <div>
              <CFormLabel htmlFor="new-tag-colour">{t('info.newTagColour')}</CFormLabel>
              <CFormInput {...getFieldProps('color')} type="color" id="new-tag-colour" className="form-control-color" />
            </div>
            <CButton type="submit" color="primary" variant="outline" disabled={isSubmitting || !values.name.trim() || !!errors.name}>
              {t('info.createTag')}
            </CButton>
          </div>
          {errors.name && <p id="new-tag-error" className="small text-danger-emphasis mt-1 mb-0">{t(errors.name)}</p>}
          {error ? <ErrorAlert error={error} className="mt-2 py-2" /> : null}
        </Form>
      )}
    </Formik>
  );
}
