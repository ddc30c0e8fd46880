import { useState, type FormEvent } from 'react';
import { CButton, CCard, CCardBody, CFormLabel, CFormTextarea } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useAddChequeCommentMutation } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { COMMENT_MAX, isValidComment } from '@/lib/limits';
import { isSafeText } from '@/lib/text';
import { formatDate } from '@/lib/dates';

/** Comments on the cheque, up to 100 characters each (spec sections 5 and 9). */
export function CommentsSection({ cheque, ws, canComment = true }: { cheque: Cheque; ws: string; canComment?: boolean }) {
  const { t } = useTranslation(['cheques', 'common']);
  const [add, { isLoading }] = useAddChequeCommentMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const count = Array.from(text).length;
  const problem = !isSafeText(text) ? 'common:validation.forbiddenChars' : !isValidComment(text) ? 'cheques:validation.comment' : '';
  const comments = cheque.comments ?? [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || problem) return;
    setError(null);
    try {
      await add({ ws, checkId: cheque.checkId, comment: text.trim() }).unwrap();
      setText('');
    } catch (e) {
      setError(e);
    }
  }

  return (
    <CCard className="mb-3">
      <CCardBody>
        <h2 className="h6 mb-3">{t('info.commentsTitle')}</h2>
        {comments.length ? (
          <ul className="list-unstyled comment-list mb-3">
            {comments.map((c, i) => (
              <li key={c.id ?? i} className="comment-list__item">
                <p className="mb-1">{c.text}</p>
                {(c.author || c.createdAt) && <p className="small text-body-secondary mb-0">{t('info.by', { author: c.author ?? '', date: formatDate(c.createdAt) })}</p>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary small">{t('info.noComments')}</p>
        )}
        {canComment && (
          <form onSubmit={(e) => void onSubmit(e)} aria-label={t('info.addComment')}>
            <CFormLabel htmlFor="new-comment">{t('info.comment')}</CFormLabel>
            <CFormTextarea id="new-comment" rows={2} value={text} onChange={(e) => setText(e.target.value)} invalid={!!problem} aria-describedby="new-comment-count" />
            <div className="d-flex justify-content-between align-items-start mt-1 mb-2 small">
              <span className="text-danger-emphasis">{problem ? t(problem) : ''}</span>
              <span id="new-comment-count" className={count > COMMENT_MAX ? 'text-danger-emphasis' : 'text-body-secondary'} aria-live="polite">
                {t('info.counter', { count })}
              </span>
            </div>
            <CButton type="submit" color="primary" variant="outline" disabled={isLoading || !text.trim() || !!problem}>
              {t('info.addComment')}
            </CButton>
            {error ? <ErrorAlert error={error} className="mt-2 py-2" /> : null}
          </form>
        )}
      </CCardBody>
    </CCard>
  );
}
