import { useId } from 'react';
import { CButton, CFormFeedback, CFormInput, CFormLabel, CFormText } from '@coreui/react';
import { Form, Formik, useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useCreateWorkspaceTagMutation } from '@/api/tagsApi';
import type { Tag } from '@/api/types/tag';
import { TagBadge } from '@/components/display/TagBadge';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { isValidHexColour } from '@/lib/colour';
import { SHORT_NAME_MAX } from '@/lib/shortName';
import { TAG_PALETTE, isTagHardToRead, tagColours } from '@/lib/tags';
import { putServerErrorAtField } from '../../serverErrors';
import { TAG_ERROR_FIELDS, tagSchema, type TagValues } from './tagSchema';

/** '#abc' -> '#aabbcc': the only form the browser's colour picker takes. */
const sixDigits = (hex: string) => {
  const digits = hex.trim().replace('#', '');
  return `#${digits.length === 3 ? digits.replace(/./g, (c) => c + c) : digits}`.toLowerCase();
};

/** The palette as radio buttons, and any other colour picked or typed as #rrggbb. */
function ColourChoice() {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [field, meta, helpers] = useField<string>('color');
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
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
      <div className="setup-colour-code mt-2">
        <input
          type="color"
          className="form-control form-control-color"
          value={isValidHexColour(value) ? sixDigits(value) : '#000000'}
          onChange={(e) => {
            void helpers.setValue(e.target.value);
            void helpers.setTouched(true, false);
          }}
          aria-label={t('tags.pickColour')}
        />
        <div className="flex-grow-1">
          <CFormLabel htmlFor={id} className="visually-hidden">
            {t('tags.colourCode')}
          </CFormLabel>
          <CFormInput
            {...field}
            value={value}
            id={id}
            dir="ltr"
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            invalid={!!error}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, hard && `${id}-warning`, error && `${id}-error`].filter(Boolean).join(' ')}
          />
        </div>
      </div>
      <CFormText id={`${id}-hint`}>{t('tags.colourHint')}</CFormText>
      {hard && (
        <p id={`${id}-warning`} className="small text-warning-emphasis mb-0 mt-1">
          {t('tags.hardToRead')}
        </p>
      )}
      {error && (
        <CFormFeedback invalid id={`${id}-error`} className="d-block">
          {t(error, { ns: 'common' })}
        </CFormFeedback>
      )}
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
