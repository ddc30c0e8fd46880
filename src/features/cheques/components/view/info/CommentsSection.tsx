import { Suspense } from 'react';
import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { formatDate } from '@/lib/dates';
import { lazyWithPreload } from '@/components/routing/lazyWithPreload';

// Its form library (formik + yup) loads with it, after the view's first screen, not with the view.
const CommentForm = lazyWithPreload(() => import('./CommentForm').then((m) => m.CommentForm));
import './chequeInfo.scss';

/** Comments on the cheque, up to 100 characters each (spec sections 5 and 9). */
export function CommentsSection({ cheque, ws, canComment = true }: { cheque: Cheque; ws: string; canComment?: boolean }) {
  const { t } = useTranslation('cheques');
  const comments = cheque.comments ?? [];

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
          <Suspense fallback={null}>
            <CommentForm checkId={cheque.checkId} ws={ws} />
          </Suspense>
        )}
      </CCardBody>
    </CCard>
  );
}
