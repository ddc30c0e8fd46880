import { CButton } from '@coreui/react';
import { Form, Formik, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useCreateWorkspaceTagMutation } from '@/api/tagsApi';
import type { Tag } from '@/api/types/tag';
import { TagBadge } from '@/components/display/TagBadge';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { ColourField } from '@/components/form/ColourField';
import { TextField } from '@/components/form/TextField';
import { isValidHexColour } from '@/lib/colour';
import { SHORT_NAME_MAX } from '@/lib/shortName';
import { TAG_PALETTE, isTagHardToRead, tagColours } from '@/lib/tags';
import { putServerErrorAtField } from '../../serverErrors';
import { TAG_ERROR_FIELDS, tagSchema, type TagValues } from './tagSchema';

/** The palette as radio buttons, and any other colour picked or typed as #rrggbb. */
function ColourChoice() {
  const { t } = useTranslation('workspaceSetup');
  const [field, , helpers] = useField<string>('color');
  const value = field.value ?? '';
  const chosen = (hex: string) => value.trim().toLowerCase() === hex;
  const hard = isValidHexColour(value) && isTagHardToRead(value);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 float-none">{t('tags.colour')}</legend>
      <div className="setup-swatches">
        {TAG_PALETTE.map(({ id: colourId, hex }) => (
          <label key={hex} className="setup-swatch" style={{ backgroundColor: hex, color: tagColours(hex)?.text }} title={t(`tags.palette.${colourId}`)}>
            <input type="radio" name="color-palette" value={hex} checked={chosen(hex)} onChange={() => void helpers.setValue(hex)} className="setup-swatch__input" />
            <span className="visually-hidden">{t(`tags.palette.${colourId}`)}</span>
            <span aria-hidden="true" className="setup-swatch__mark">
              ✓
            </span>
          </label>
        ))}
      </div>
      <ColourField
        name="color"
        label={t('tags.colourCode')}
        labelHidden
        pickLabel={t('tags.pickColour')}
        hint={t('tags.colourHint')}
        warnings={hard ? [t('tags.hardToRead')] : []}
        className="setup-colour-code mt-2"
      />
    </fieldset>
  );
}

function Preview({ values }: { values: TagValues }) {
  const { t } = useTranslation('workspaceSetup');
  return (
    <p className="d-flex flex-wrap align-items-center gap-2">
      <span className="text-body-secondary">{t('tags.preview')}</span>
      <TagBadge tag={{ name: values.name.trim() || t('tags.previewName'), color: values.color }} />
    </p>
  );
}

interface Props {
  ws: string;
  existing: Tag[];
  onCreated: (tag: Tag | null) => void;
}

/** POST /api/workspace/tags/{ws} with {name, color}; a refused name stays, with the message at it. */
export function TagForm({ ws, existing, onCreated }: Props) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [create, state] = useCreateWorkspaceTagMutation();
  return (
    <Formik<TagValues>
      initialValues={{ name: '', color: TAG_PALETTE[3].hex }}
      validationSchema={tagSchema(existing)}
      onSubmit={async (values, helpers) => {
        const reply = await create({ ws, name: values.name.trim(), color: values.color.trim() });
        if ('error' in reply) {
          putServerErrorAtField(reply.error, TAG_ERROR_FIELDS, helpers);
          return;
        }
        helpers.resetForm();
        onCreated(reply.data);
      }}
    >
      {({ isSubmitting, values }) => (
        <Form noValidate className="setup-tag-form" aria-label={t('tags.newTitle')}>
          {state.error ? <ErrorAlert error={state.error} /> : null}
          <TextField name="name" label={t('tags.name')} hint={t('tags.nameHint', { max: SHORT_NAME_MAX })} autoComplete="off" />
          <ColourChoice />
          <Preview values={values} />
          <CButton type="submit" color="primary" disabled={isSubmitting}>
            {isSubmitting ? t('common:state.saving') : t('tags.create')}
          </CButton>
        </Form>
      )}
    </Formik>
  );
}
