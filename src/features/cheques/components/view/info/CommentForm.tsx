import { useRef, useState } from 'react';
import { CButton, CFormLabel, CFormTextarea } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useAddChequeCommentMutation } from '@/api/chequesApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { COMMENT_MAX } from '@/lib/limits';
import { commentSchema, type CommentValues } from './commentSchema';

/** A new comment on the cheque (POST /api/check/comments/{ws}), with a live counter of its characters. */
export function CommentForm({ checkId, ws }: { checkId: string; ws: string }) {
  const { t } = useTranslation(['cheques', 'common']);
  const [add] = useAddChequeCommentMutation();
  const [error, setError] = useState<unknown>(null);
  // The button is disabled while the comment is sent and, once it is added, with the field empty:
  // focus goes back to the field either way (to write the next one, or to send this one again).
  const field = useRef<HTMLTextAreaElement>(null);

  return (
    <Formik<CommentValues>
      initialValues={{ comment: '' }}
      validationSchema={commentSchema}
      onSubmit={async ({ comment }, helpers) => {
        if (!comment.trim()) return;
        setError(null);
        const reply = await add({ ws, checkId, comment: comment.trim() });
        if ('error' in reply) setError(reply.error);
        else helpers.resetForm();
        field.current?.focus();
      }}
    >
      {({ values, errors, isSubmitting, getFieldProps }) => {
        const count = Array.from(values.comment).length;
        return (
          <Form noValidate aria-label={t('info.addComment')}>
            <CFormLabel htmlFor="new-comment">{t('info.comment')}</CFormLabel>
            <CFormTextarea {...getFieldProps('comment')} ref={field} id="new-comment" rows={2} invalid={!!errors.comment} aria-describedby="new-comment-count" />
            <div className="d-flex justify-content-between align-items-start mt-1 mb-2 small">
              <span className="text-danger-emphasis">{errors.comment ? t(errors.comment) : ''}</span>
              <span id="new-comment-count" className={count > COMMENT_MAX ? 'text-danger-emphasis' : 'text-body-secondary'} aria-live="polite">
                {t('info.counter', { count })}
              </span>
            </div>
            <CButton type="submit" color="primary" variant="outline" disabled={isSubmitting || !values.comment.trim() || !!errors.comment}>
              {t('info.addComment')}
            </CButton>
            {error ? <ErrorAlert error={error} className="mt-2 py-2" /> : null}
          </Form>
        );
      }}
    </Formik>
  );
}
