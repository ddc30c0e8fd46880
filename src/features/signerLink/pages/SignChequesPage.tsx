import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { signLinkCalls } from '@/api/signLinkCalls';
import type { Cheque } from '@/api/types/cheque';
import { useCallMutation, useCallQuery } from '@/api/useCall';
import { errorText, toApiError } from '@/api/apiError';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { SignLinkCheques } from '../components/SignLinkCheques';
import { SignLinkFrame } from '../components/SignLinkFrame';
import { SignLinkMessage } from '../components/SignLinkMessage';
import { SignLinkSignature } from '../components/SignLinkSignature';
import '../signLink.css';

// The page's first reads, which main.tsx starts while this page's code is still arriving: a landing
// screen's module hands them over as `firstCalls` (src/boot/landingCode.ts).
export { startSignLinkCalls as firstCalls } from '../firstCalls';

type LinkProblem = 'expired' | 'noUsers' | 'notFound';

/** Spec section 8: the backend's messages for a link that cannot be used, each with its own screen. */
function linkProblem(error: unknown): LinkProblem | null {
  const e = toApiError(error);
  if (e.messageKey === 'errors.expiredLink') return 'expired';
  if (e.messageKey === 'errors.usersToSignNotFound') return 'noUsers';
  if (e.status === 404 || e.messageKey === 'errors.noChecksFound') return 'notFound';
  return null;
}

/**
 * /signChecks/:hash: a signer who never signs in signs the cheques of an e-mailed link. Opened on a
 * phone: drawn with its own sheet (signLink.css) on base.scss, without CoreUI's components, the kit
 * or the utility classes, like the payer's terminal (docs/architecture.md "Styles").
 */
export function SignChequesPage() {
  const { t } = useTranslation('signerLink');
  const { t: tc } = useTranslation('common');
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

  // One request per cheque per intent: a double tap plus Enter signs once, never twice.
  const [signAll] = useSingleFlight(async (list: Cheque[]) => {
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

  const frame = (body: ReactNode) => <SignLinkFrame title={tc('titles.signCheques')}>{body}</SignLinkFrame>;

  if (isLoading) {
    return frame(
      <div className="link-status" role="status">
        <span className="spinner-border spinner-border-sm link-status__spinner" aria-hidden="true" />
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
  if (error || !data) {
    return frame(
      <div className="link-error" role="alert">
        <p>{errorText(tc, error)}</p>
        <button type="button" className="link-btn link-btn--secondary link-btn--small" onClick={() => refetch()}>
          {tc('actions.retry')}
        </button>
      </div>,
    );
  }

  const pending = data.checks.filter((c) => !c.signedByMe && !signed.includes(c.checkId));
  const signedHere = data.checks.filter((c) => signed.includes(c.checkId)).length;


  if (failures.length && !signing) {
    return frame(
      <SignLinkMessage kind="warning" title={t('screens.failedTitle')} text={t('screens.failedText')}>
        <p className="link-message__count">{t('screens.signedCount', { count: signedHere, total: signedHere + failures.length })}</p>
        <ul className="link-message__list">
          {failures.map(({ cheque, error: e }) => (
            <li key={cheque.checkId}>{t('screens.failedItem', { number: cheque.checkNumber ?? cheque.checkId, message: errorText(tc, e) })}</li>
          ))}
        </ul>
        <div className="link-stack">
          <button type="button" className="link-btn" onClick={() => void signAll(failures.map((f) => f.cheque))}>
            {t('screens.retryFailed')}
          </button>
          <button type="button" className="link-btn link-btn--secondary" onClick={() => setFailures([])}>
            {t('screens.backToSignature')}
          </button>
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
    <div className="link-sign">
      <p className="link-sign__intro">{t('link.intro', { company: data.companyName, count: toSignCount })}</p>
      {data.signerName && <p className="link-muted">{t('link.signer', { name: data.signerName })}</p>}
      <SignLinkCheques checks={data.checks} required={data.requiredSignators} images={images.error ? {} : images.data} />
      <section aria-labelledby="sign-signature-heading" className="link-sign__signature">
        <h2 id="sign-signature-heading" className="link-heading">
          {t('link.signatureHeading')}
        </h2>
        <SignLinkSignature stored={data.signatures} onChange={setSignature} missing={missing} />
      </section>
      {signing ? (
        <div className="link-sign__progress" role="status" aria-live="polite">
          <p>{t('link.signing', { ...signing })}</p>
          <div className="link-progress" aria-hidden="true">
            <div className="link-progress__bar" style={{ width: `${Math.round((signing.done / signing.total) * 100)}%` }} />
          </div>
        </div>
      ) : (
        <div className="link-sign__bar">
          <button type="button" className="link-btn link-btn--large" onClick={() => void signAll(pending)}>
            {t('link.submit', { count: toSignCount })}
          </button>
        </div>
      )}
    </div>,
  );
}
