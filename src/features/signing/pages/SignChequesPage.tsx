import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CButton, CProgress, CSpinner } from '@coreui/react';
import { signLinkCalls } from '@/api/signLinkCalls';
import type { Cheque } from '@/api/types/cheque';
import { useCallMutation, useCallQuery } from '@/api/useCall';
import { toApiError } from '@/api/apiError';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { ErrorAlert, useErrorText } from '@/components/feedback/ErrorAlert';
import { SignLinkCheques } from '../components/SignLinkCheques';
import { SignLinkMessage } from '../components/SignLinkMessage';
import { SignatureInput } from '../components/SignatureInput';
import '@/styles/kit';
import '../signing.scss';
import '@/styles/parts/progress.scss';
import { useOneIntent } from '@/components/form/useOneIntent';

type LinkProblem = 'expired' | 'noUsers' | 'notFound';

/** Spec section 8: the backend's messages for a link that cannot be used, each with its own screen. */
function linkProblem(error: unknown): LinkProblem | null {
  const e = toApiError(error);
  if (e.messageKey === 'errors.expiredLink') return 'expired';
  if (e.messageKey === 'errors.usersToSignNotFound') return 'noUsers';
  if (e.status === 404 || e.messageKey === 'errors.noChecksFound') return 'notFound';
  return null;
}

/** /signChecks/:hash: a signer who never signs in signs the cheques of an e-mailed link. */
export function SignChequesPage() {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const errorText = useErrorText();
  const { hash = '' } = useParams();
  // Plain calls, no RTK Query: this page opens from a link on a phone (docs/architecture.md).
  const { data, isLoading, error, refetch } = useCallQuery(signLinkCalls.getSignLink, hash);
  // The pictures come through the link's own public call, never the staff image endpoint.
  const images = useCallQuery(signLinkCalls.getSignLinkImages, hash);
  const [signByLink] = useCallMutation(signLinkCalls.signByLink);
  const [signature, setSignature] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [signing, setSigning] = useState<{ done: number; total: number } | null>(null);
  const [signed, setSigned] = useState<string[]>([]);
  const [failures, setFailures] = useState<Array<{ cheque: Cheque; error: unknown }>>([]);
  const [problem, setProblem] = useState<LinkProblem | null>(null);

  // One request per cheque per intent: a double tap plus Enter signs once (issue #14).
  const signAll = useOneIntent(async (list: Cheque[]) => {
    if (!signature) {
      setMissing(true);
      document.getElementById('sign-signature-heading')?.scrollIntoView?.({ block: 'center' });
      return;
    }
    setFailures([]);
    const failed: Array<{ cheque: Cheque; error: unknown }> = [];
    // One call per cheque (spec section 7), one after the other so progress reads in order.
    for (const [i, cheque] of list.entries()) {
      setSigning({ done: i + 1, total: list.length });
      const reply = await signByLink({ checkId: cheque.checkId, signature, hash });
      if ('error' in reply) {
        const kind = linkProblem(reply.error);
        if (kind === 'expired' || kind === 'noUsers') {
          setSigning(null);
          setProblem(kind);
          return;
        }
        failed.push({ cheque, error: reply.error });
        continue;
      }
      setSigned((s) => [...s, cheque.checkId]);
    }
    setSigning(null);
    setFailures(failed);
  });

  const frame = (body: ReactNode) => (
    <PublicFrame title={tc('titles.signCheques')} wide>
      {body}
    </PublicFrame>
  );

  if (isLoading) {
    return frame(
      <div className="d-flex align-items-center gap-2 py-4 justify-content-center" role="status">
        <CSpinner size="sm" color="primary" aria-hidden="true" />
        <span>{t('link.loading')}</span>
      </div>,
    );
  }
  const shownProblem = problem ?? (error ? linkProblem(error) : null);
  if (shownProblem === 'expired') return frame(<SignLinkMessage kind="expired" title={t('screens.expiredTitle')} text={t('screens.expiredText')} />);
  if (shownProblem === 'noUsers') return frame(<SignLinkMessage kind="users" title={t('screens.noUsersTitle')} text={t('screens.noUsersText')} />);
  if (shownProblem === 'notFound' || (data && !data.checks.length)) {
    return frame(<SignLinkMessage kind="warning" title={t('screens.notFoundTitle')} text={t('screens.notFoundText')} />);
  }
  if (error || !data) return frame(<ErrorAlert error={error} onRetry={refetch} />);

  const pending = data.checks.filter((c) => !c.signedByMe && !signed.includes(c.checkId));
  const signedHere = data.checks.filter((c) => signed.includes(c.checkId)).length;


  if (failures.length && !signing) {
    return frame(
      <SignLinkMessage kind="warning" title={t('screens.failedTitle')} text={t('screens.failedText')}>
        <p className="small">{t('screens.signedCount', { count: signedHere, total: signedHere + failures.length })}</p>
        <ul className="text-start small">
          {failures.map(({ cheque, error: e }) => (
            <li key={cheque.checkId}>{t('screens.failedItem', { number: cheque.checkNumber ?? cheque.checkId, message: errorText(e) })}</li>
          ))}
        </ul>
        <div className="d-grid gap-2">
          <CButton color="primary" onClick={() => void signAll(failures.map((f) => f.cheque))}>
            {t('screens.retryFailed')}
          </CButton>
          <CButton color="secondary" variant="outline" onClick={() => setFailures([])}>
            {t('screens.backToSignature')}
          </CButton>
        </div>
      </SignLinkMessage>,
    );
  }
  if (!pending.length && !signing) {
    return signedHere
      ? frame(<SignLinkMessage kind="success" title={t('screens.successTitle')} text={t('screens.successText', { count: signedHere })} />)
      : frame(<SignLinkMessage kind="success" title={t('screens.alreadyTitle')} text={t('screens.alreadyText')} />);
  }

  const toSignCount = pending.length;
  return frame(
    <div className="sign-link">
      <p className="mb-1">{t('link.intro', { company: data.companyName, count: toSignCount })}</p>
      {data.signerName && <p className="text-body-secondary small">{t('link.signer', { name: data.signerName })}</p>}
      <SignLinkCheques checks={data.checks} required={data.requiredSignators} images={images.error ? {} : images.data} />
      <section aria-labelledby="sign-signature-heading" className="mb-3">
        <h2 id="sign-signature-heading" className="h6 mb-2">
          {t('link.signatureHeading')}
        </h2>
        <SignatureInput stored={data.signatures} onChange={setSignature} missing={missing} />
      </section>
      {signing ? (
        <div role="status" aria-live="polite">
          <p className="mb-1">{t('link.signing', { ...signing })}</p>
          <CProgress value={Math.round((signing.done / signing.total) * 100)} aria-hidden="true" />
        </div>
      ) : (
        <div className="sticky-action-bar">
          <CButton color="primary" size="lg" className="w-100" onClick={() => void signAll(pending)}>
            {t('link.submit', { count: toSignCount })}
          </CButton>
        </div>
      )}
    </div>,
  );
}
