import { useTranslation } from 'react-i18next';
import { signedByUser } from '@/lib/chequeNextAction';
import { useGetChequeQuery } from '@/api/chequesApi';
import { useGetBankAccountsQuery } from '@/api/bankAccountsApi';
import { useGetWorkspaceSignaturesQuery } from '@/api/signaturesApi';
import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { QueryState } from '@/components/feedback/QueryState';
import { StatusBadge } from '@/components/StatusBadge';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { selectUser, selectWorkspace } from '@/state/generalSlice';
import { FrontSigning } from './signature/FrontSigning';
import { RearSignatures } from './signature/RearSignatures';
import { TextStampForm } from '@/components/signature/TextStampForm';
import { requiredSignators } from './signature/signatureRules';

export interface SignatureTabProps {
  checkId: string;
}

/** Signature: sign the front, add rear signatures, make stamps (spec sections 3, 5, 9). */
export function SignatureTab({ checkId }: SignatureTabProps) {
  // Not suspending: a tab that suspends inside the view's fading tab pane stays invisible.
  const { t, ready } = useTranslation('chequeMedia', { useSuspense: false });
  const ws = useAppSelector(selectWorkspace);
  const user = useAppSelector(selectUser);
  const cheque = useGetChequeQuery({ ws, checkId });
  const signatures = useGetWorkspaceSignaturesQuery(ws);
  const workspace = useGetWorkspaceQuery(ws);
  const accounts = useGetBankAccountsQuery(ws);
  const c = cheque.data;
  const account = accounts.data?.find((a) => a.id === c?.bankAccount);
  const required = requiredSignators(workspace.data?.checkSettings?.amount_of_signators, account?.amount_of_signators);
  const signed = c?.signatorsIds?.length ?? 0;
  const permission = usePermission();
  // Section 4's block (and any other refusal) as one sentence under the sign buttons.
  const refusal = c ? permission.reason('cheque.sign', { cheque: c }) : null;
  const disabledReason = refusal ? t(`common:${refusal}`) : null;
  // A business endorses as itself (its company number); a private workspace as the person signed in.
  const business = workspace.data?.type === 'BUSINESS';
  const defaultEndorser = business
    ? { name: workspace.data?.companyName ?? '', idNumber: workspace.data?.hetpey ?? '' }
    : { name: [user?.firstName, user?.lastName].filter(Boolean).join(' '), idNumber: user?.idNumber ?? '' };

  if (!ready) return <QueryState isLoading>{null}</QueryState>;
  return (
    <QueryState isLoading={cheque.isLoading || signatures.isLoading} error={cheque.error ?? signatures.error} onRetry={() => void Promise.all([cheque.refetch(), signatures.refetch()])}>
      {c && (
        <div className="d-flex flex-column gap-4">
          <p className="mb-0 d-flex flex-wrap align-items-center gap-2">
            <span>{t('signature.required', { required, signed: Math.min(signed, required) })}</span>
            {c.signingStatus && <StatusBadge status={c.signingStatus} />}
          </p>
          <section aria-labelledby="front-signing-title">
            <h2 id="front-signing-title" className="h6 fw-semibold border-bottom pb-1">{t('signature.frontTitle')}</h2>
            <FrontSigning ws={ws} checkId={checkId} signatures={signatures.data ?? []} signedByMe={signedByUser(c, user?.id)} disabledReason={disabledReason} />
          </section>
          <section aria-labelledby="rear-signing-title">
            <h2 id="rear-signing-title" className="h6 fw-semibold border-bottom pb-1">{t('signature.rearTitle')}</h2>
            <RearSignatures
              wsId={c.wsId ?? ws}
              checkId={checkId}
              amount={c.amount}
              signatures={signatures.data ?? []}
              existing={c.rearSignatures ?? []}
              defaultEndorser={defaultEndorser}
              disabledReason={disabledReason}
            />
          </section>
          {permission.can('signatures.manage') && (
            <section aria-labelledby="stamp-title">
              <h2 id="stamp-title" className="h6 fw-semibold border-bottom pb-1">{t('stamp.title')}</h2>
              <TextStampForm ws={ws} className="stamp-form" />
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}
