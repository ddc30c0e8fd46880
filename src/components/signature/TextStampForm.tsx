import { Suspense } from 'react';
import { CAlert, CButton, CSpinner } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAddWorkspaceSignatureMutation } from '@/api/signaturesApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextAreaField } from '@/components/form/TextAreaField';
import { STAMP_LINE_MAX, STAMP_MAX_LINES } from '@/lib/limits';
import { stampDataUrl, stampLines, stampProblem } from '@/lib/stampImage';
import { stampSchema, type StampValues } from './stampSchema';
import '@/styles/parts/signaturePad.scss';

interface Props {
  ws: string;
  /** The button's look: the main action of the set-up screen, a side action on a cheque. */
  primary?: boolean;
  className?: string;
}

const limits = { lines: STAMP_MAX_LINES, chars: STAMP_LINE_MAX };

/**
 * A stamp from text (spec sections 3, 5: at most 5 lines of 40 characters), with a live preview,
 * kept with the workspace's signatures. The one form for it: the workspace's signatures screen and
 * the cheque's signature tab.
 */
function TextStampFormTexts({ ws, primary, className }: Props) {
  const { t } = useTranslation('signing');
  const [add, state] = useAddWorkspaceSignatureMutation();

  return (
    <Formik<StampValues>
      initialValues={{ text: '' }}
      validationSchema={stampSchema}
      onSubmit={async ({ text }, helpers) => {
        const reply = await add({ ws, signaturePath: stampDataUrl(text), replace: false });
        // What was typed stays when the save is refused (nothing typed is lost).
        if (!('error' in reply)) helpers.resetForm();
      }}
    >
      {({ values, isSubmitting }) => (
        // Typing again clears the last save's message.
        <Form noValidate className={className} onChange={() => state.reset()}>
          <TextAreaField
            name="text"
            label={t('stamp.label')}
            rows={STAMP_MAX_LINES}
            hint={t('stamp.hint', { ...limits, used: values.text ? stampLines(values.text).length : 0 })}
            errorParams={limits}
          />
          {!stampProblem(values.text) && <img src={stampDataUrl(values.text)} alt={t('stamp.preview')} className="signature-picture mb-2" />}
          {state.error ? <ErrorAlert error={state.error} className="mb-2" /> : null}
          {state.isSuccess && (
            <CAlert color="success" className="mb-2" role="status">
              {t('stamp.created')}
            </CAlert>
          )}
          <div>
            <CButton type="submit" color={primary ? 'primary' : 'dark'} variant={primary ? undefined : 'outline'} disabled={isSubmitting || state.isLoading}>
              {t('stamp.create')}
            </CButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/**
 * Its texts are in `signing`, loaded with the first pad or stamp form: until then a small spinner in
 * its place, so the screen around it (the cheque's tabs) stays; a screen reader hears the app's loading text.
 */
export function TextStampForm(props: Props) {
  // Its hidden text in the page's language (CoreUI's own is 'Loading...', in English).
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<CSpinner size="sm" visuallyHiddenLabel={t('state.loading')} />}>
      <TextStampFormTexts {...props} />
    </Suspense>
  );
}
