import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAlert, CButton, CCard, CCardBody, CCol, CRow } from '@coreui/react';
import { useGetWorkspaceChequesQuery } from '@/api/chequesApi';
import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { useGetWorkspaceSignaturesQuery } from '@/api/signaturesApi';
import { useSignInWorkspaceMutation } from '@/api/signingApi';
import { QueryState } from '@/components/feedback/QueryState';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { Money } from '@/components/display/Money';
import { agorotToShekels, shekelsToAgorot } from '@/lib/money';
import { useAppSelector } from '@/state/hooks';
import { selectUser, selectWorkspace } from '@/state/generalSlice';
import { usePermission } from '@/state/usePermission';
import { Can, PermissionReason } from '@/components/permissions/Can';
import type { Cheque } from '@/api/types/cheque';
import { isChequeStateReason } from '@/lib/permissions';
import { isAwaitingSignature } from '@/lib/statuses';
import { chequeStage } from '@/lib/chequeStage';
import { canSignNow } from '@/lib/chequeNextAction';
import { useActingUser } from '@/state/usePermission';
import { TurnsHeadline } from '../components/TurnsHeadline';
import { SignatureInput } from '../components/SignatureInput';
import { SendForSignature } from '../components/SendForSignature';
import { ToSignTable, signedBy, type ToSignListProps } from '../components/ToSignTable';
import { ToSignCards } from '../components/ToSignCards';
import { usePhoneLayout } from '@/components/list/usePhoneLayout';
import '../signing.scss';
import { useSetSelection } from '@/hooks/useSetSelection';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { FieldError } from '@/components/form/FieldError';

/** "Cheques to sign": a signator picks many waiting cheques and signs them all at once. */
export function ChequesToSignPage() {
  const { t } = useTranslation('signing');
  const { t: tc } = useTranslation('common');
  const user = useAppSelector(selectUser);
  const ws = useAppSelector(selectWorkspace);
  const cheques = useGetWorkspaceChequesQuery(ws, { skip: !ws });
  const { data: workspace } = useGetWorkspaceQuery(ws, { skip: !ws });
  const { data: stored } = useGetWorkspaceSignaturesQuery(ws, { skip: !ws });
  const [signInWorkspace, signState] = useSignInWorkspaceMutation();
  const selection = useSetSelection();
  const [signature, setSignature] = useState<string | null>(null);
  const [missing, setMissing] = useState<'signature' | 'cheques' | null>(null);
  const [signedCount, setSignedCount] = useState<number | null>(null);
  const permission = usePermission();
  const who = useActingUser();
  const maySign = permission.can('cheque.sign');
  // A phone gets cards: the table was cut at its side, with no sign that it scrolled.
  const phone = usePhoneLayout();
  // Section 4: a cheque with the bank, awaiting deposit or deleted waits, but cannot be signed now.
  const blockedReason = useCallback(
    (cheque: Cheque) => {
      const decision = permission.decide('cheque.sign', { cheque });
      if (!decision.allowed && isChequeStateReason(decision.reason)) return tc(`permissions.reason.${decision.reason}`);
      // Past the signing stage (lib/chequeStage): the same rule that counts what waits for this user.
      return chequeStage(cheque) === 'signing' ? null : t('toSign.pastSigning');
    },
    [permission, tc, t],
  );

  const required = Math.max(1, Number(workspace?.checkSettings?.amount_of_signators ?? 1) || 1);
  const waiting = useMemo(() => (cheques.data?.checks ?? []).filter(isAwaitingSignature), [cheques.data]);
  // Only what is still waiting and not signed by this user may stay selected after a refetch.
  const chosen = waiting.filter((c) => selection.has(c.checkId) && !signedBy(c, user?.id) && !blockedReason(c));
  const chosenAgorot = chosen.reduce((sum, c) => sum + (shekelsToAgorot(c.amount) ?? 0), 0);

  const toggle = (id: string) => {
    setSignedCount(null);
    selection.toggle(id);
  };
  const toggleAll = (select: boolean) => {
    setSignedCount(null);
    if (select) selection.selectOnly(waiting.filter((c) => !signedBy(c, user?.id) && !blockedReason(c)).map((c) => c.checkId));
    else selection.clear();
  };
  // The same list as a table on a desktop and as cards on a phone.
  const list: ToSignListProps = { cheques: waiting, required, userId: user?.id, selected: selection.ids, onToggle: toggle, onToggleAll: toggleAll, selectable: maySign, blockedReason };

  // One request per intent: a double click plus Enter signs once, never twice the same cheques.
  const [onSign] = useSingleFlight(async () => {
    if (!chosen.length) return setMissing('cheques');
    if (!signature) {
      // On a phone the sign bar sits at the bottom: show where the signature goes.
      document.getElementById('to-sign-signature')?.scrollIntoView?.({ block: 'center' });
      return setMissing('signature');
    }
    setMissing(null);
    const reply = await signInWorkspace({ ws, ids: chosen.map((c) => c.checkId), signatures: [signature] });
    // A refusal shows in ErrorAlert below; the selection and the signature stay for another try.
    if ('error' in reply) return;
    setSignedCount(chosen.length);
    selection.clear();
  });

  return (
    <section className="to-sign">
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div>
          <h1 className="h4 mb-1">{tc('titles.chequesToSign')}</h1>
          <p className="text-body-secondary mb-0">{t('toSign.intro', { count: required })}</p>
          {cheques.data && <TurnsHeadline waiting={waiting} canSign={(c) => canSignNow(c, who)} />}
        </div>
        <Can action="cheque.sendToSign">
          <SendForSignature wsId={workspace?.id ?? ws} waiting={waiting.length} />
        </Can>
      </div>
      <QueryState
        isLoading={cheques.isLoading}
        error={cheques.error}
        onRetry={() => void cheques.refetch()}
        isEmpty={!waiting.length}
        emptyText={t('toSign.empty')}
      >
        <CRow className="g-3">
          <CCol lg={maySign ? 8 : 12}>
            {!maySign && (
              <p className="small text-body-secondary">
                <PermissionReason action="cheque.sign" className="" />
              </p>
            )}
            {phone ? (
              <ToSignCards {...list} />
            ) : (
              <CCard>
                <CCardBody className="p-0 p-sm-2">
                  <ToSignTable {...list} />
                </CCardBody>
              </CCard>
            )}
          </CCol>
          {maySign && <CCol lg={4}>
            <CCard className="to-sign__actions">
              <CCardBody>
                <h2 className="h6" id="to-sign-signature">{t('toSign.signHeading')}</h2>
                <p className="d-flex justify-content-between mb-2" aria-live="polite">
                  <span>{t('toSign.selected', { count: chosen.length })}</span>
                  {chosen.length > 0 && (
                    <span>
                      <span className="visually-hidden">{t('toSign.selectedTotal')}: </span>
                      <Money value={agorotToShekels(chosenAgorot)} />
                    </span>
                  )}
                </p>
                <SignatureInput stored={stored} onChange={setSignature} missing={missing === 'signature'} />
                {missing === 'cheques' && !chosen.length && (
                  <FieldError alert className="mt-2">
                    {t('toSign.selectFirst')}
                  </FieldError>
                )}
                {signState.error && <ErrorAlert error={signState.error} className="mt-3 mb-0" />}
                {signedCount !== null && (
                  <CAlert color="success" className="mt-3 mb-0" role="status">
                    {t('toSign.signedMessage', { count: signedCount })}
                  </CAlert>
                )}
                {/* On a phone: a bar fixed at the bottom, so signing never waits 2,000 px down the list. */}
                <div className="sticky-action-bar mt-3">
                  <CButton color="primary" size="lg" className="w-100" disabled={signState.isLoading} onClick={() => void onSign()}>
                    {t('toSign.signSubmit', { count: chosen.length })}
                  </CButton>
                </div>
              </CCardBody>
            </CCard>
          </CCol>}
        </CRow>
      </QueryState>
    </section>
  );
}
