import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Signature } from '@/api/types/signature';
import { useSignInWorkspaceMutation } from '@/api/signingApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { SignatureChoice } from './SignatureChoice';
import { isStamp, needsSignature, needsStamp, SIGNING_TYPES, signingProblem, type SigningType } from './signatureRules';
import { ChoiceInput } from '@/components/form/ChoiceInput';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { FieldError } from '@/components/form/FieldError';

interface Props {
  ws: string;
  checkId: string;
  signatures: Signature[];
  signedByMe: boolean;
  disabledReason: string | null;
}

/** Signing the front: a signature, a stamp, or both, from the workspace's own (spec section 3). */
export function FrontSigning({ ws, checkId, signatures, signedByMe, disabledReason }: Props) {
  const { t } = useTranslation('chequeMedia');
  const [type, setType] = useState<SigningType>('signature');
  const [signature, setSignature] = useState('');
  const [stamp, setStamp] = useState('');
  const [tried, setTried] = useState(false);
  const [sign, state] = useSignInWorkspaceMutation();
  const problem = signingProblem(type, signature, stamp);

  // One request per intent: a double click plus Enter sends one signing request, never two for one
  // signature.
  const [onSign] = useSingleFlight(async () => {
    setTried(true);
    if (problem) return;
    const paths = [needsSignature(type) ? signature : '', needsStamp(type) ? stamp : ''].filter(Boolean);
    await sign({ ws, ids: [checkId], signatures: paths });
  });

  if (signedByMe) return <CAlert color="success">{t('signature.signedByMe')}</CAlert>;
  return (
    <div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1 float-none">{t('signature.typeLegend')}</legend>
        {SIGNING_TYPES.map((value) => (
          <ChoiceInput
            key={value}
            inline
            type="radio"
            name="signing-type"
            id={`signing-type-${value}`}
            label={t(`signature.types.${value}`)}
            checked={type === value}
            onChange={() => setType(value)}
          />
        ))}
      </fieldset>
      {needsSignature(type) && (
        <SignatureChoice legend={t('signature.pickSignature')} name="front-signature" options={signatures.filter((s) => !isStamp(s))} value={signature} emptyText={t('signature.noSignatures')} onChange={(path) => setSignature(path)} />
      )}
      {needsStamp(type) && (
        <SignatureChoice legend={t('signature.pickStamp')} name="front-stamp" options={signatures.filter(isStamp)} value={stamp} emptyText={t('signature.noStamps')} onChange={(path) => setStamp(path)} />
      )}
      {tried && problem && (
        <FieldError alert className="mb-2">
          {t(`signature.errors.${problem}`)}
        </FieldError>
      )}
      {state.error ? <ErrorAlert error={state.error} /> : null}
      {state.isSuccess && <CAlert color="success" role="status">{t('signature.signed')}</CAlert>}
      {disabledReason && <p className="text-body-secondary small">{disabledReason}</p>}
      <CButton color="primary" disabled={state.isLoading || !!disabledReason} onClick={() => void onSign()}>
        {state.isLoading ? t('common:state.saving') : t('signature.signFront')}
      </CButton>
    </div>
  );
}
