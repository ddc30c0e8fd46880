import { useRef, useState, type ComponentProps } from 'react';
import { CAlert, CButton, CFormInput, CFormLabel } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { RearSignature, Signature } from '@/api/types/signature';
import { useCheckActionMutation } from '@/api/chequesApi';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { endorserProblems, ENDORSER_NAME_MAX, SINGLE_ENDORSEMENT_ABOVE_AGOROT, warnBeforeEndorsing, type Endorser } from '@/lib/chequeLaw/cashLaw';
import { MAX_SIGNATURES } from '@/lib/limits';
import { formatMoney } from '@/lib/money';
import { canonicalNationalId } from '@/lib/nationalId';
import { canAddRear, rearCount, type RearRow } from './signatureRules';
import { ChoiceInput } from '@/components/form/ChoiceInput';
import { FieldError } from '@/components/form/FieldError';
import { SelectInput } from '@/components/form/SelectInput';
import { safeAddress } from '@/lib/safeUrl';
import { NO_IMAGE } from '@/api/imageReply';

/** Said once under the rows for every row whose signature is not chosen yet. */
const PICK_ERROR = 'rear-pick-error';

interface Props {
  wsId: string;
  checkId: string;
  /** The cheque's amount (shekels as the backend sends it): above 10,000 a second endorsement is asked about. */
  amount: number | string | null | undefined;
  signatures: Signature[];
  existing: RearSignature[];
  /** Who usually endorses here (the business, or the signed-in person); each row may change it. */
  defaultEndorser: Endorser;
  disabledReason: string | null;
}

function EndorserField({ id, label, context, value, problem, onChange, ...input }: { id: string; label: string; context: string; value: string; problem?: string; onChange: (value: string) => void } & Pick<ComponentProps<typeof CFormInput>, 'inputMode' | 'maxLength' | 'dir' | 'autoComplete'>) {
  return (
    <div style={{ minWidth: 180 }}>
      <CFormLabel htmlFor={id}>
        {label}
        <span className="visually-hidden"> {context}</span>
      </CFormLabel>
      <CFormInput id={id} value={value} invalid={!!problem} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined} onChange={(e) => onChange(e.target.value)} {...input} />
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
    </div>
  );
}

/**
 * Rear (endorsement) signatures, each new or replacing one already there (spec section 3). The
 * cash law: each endorsement names its endorser with an ID number, and a cheque above 10,000
 * shekels endorsed more than once comes back from the bank, so the second one is asked about.
 */
export function RearSignatures({ wsId, checkId, amount, signatures, existing, defaultEndorser, disabledReason }: Props) {
  const { t, i18n } = useTranslation('chequeMedia');
  const [rows, setRows] = useState<RearRow[]>([]);
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const nextKey = useRef(1);
  const [act, state] = useCheckActionMutation();
  const canAdd = canAddRear(existing.length, rows);
  const incomplete = rows.some((r) => !r.signaturePath);
  const problems = (row: RearRow) => endorserProblems({ name: row.endorserName, idNumber: row.endorserId });
  const endorserIncomplete = rows.some((r) => Object.keys(problems(r)).length > 0);

  const update = (key: number, patch: Partial<RearRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const addRow = () => setRows((all) => [...all, { key: nextKey.current++, signaturePath: '', name: '', replace: false, endorserName: defaultEndorser.name, endorserId: defaultEndorser.idNumber }]);
  const add = () => {
    if (!canAdd) return;
    // Asked each time the new endorsement would make the cheque returnable.
    if (warnBeforeEndorsing(amount, rearCount(existing.length, rows) + 1)) setAsking(true);
    else addRow();
  };
  const onSave = async () => {
    setTried(true);
    if (!rows.length || incomplete || endorserIncomplete) return;
    const rearSignatures = rows.map(({ name, signaturePath, replace, endorserName, endorserId }) => ({
      name,
      signaturePath,
      replace,
      endorserName: endorserName.trim(),
      endorserIdNumber: canonicalNationalId(endorserId) ?? '',
    }));
    const result = await act({ wsId, isTransaction: false, ids: [checkId], action: 'sign', rearSignatures });
    if (!('error' in result)) {
      setRows([]);
      setTried(false);
    }
  };

  return (
    <div>
      <p className="small text-body-secondary mb-1">{t('signature.rearCount', { count: rearCount(existing.length, rows), max: MAX_SIGNATURES })}</p>
      <p className="small text-body-secondary">{t('signature.endorsementLaw')}</p>
      {existing.length > 0 && (
        <ul className="list-inline mb-3">
          {existing.map((s) => (
            <li key={s.name} className="list-inline-item border rounded p-1 mb-1 bg-white text-center">
              <img src={safeAddress(s.signaturePath, 'image') ?? NO_IMAGE} alt={s.name} style={{ height: 36 }} />
              {s.endorserName && (
                <span className="d-block small">
                  {s.endorserName} · <bdi dir="ltr">{s.endorserIdNumber}</bdi>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {rows.map((row, i) => {
        const rowProblems = tried ? problems(row) : {};
        const context = t('signature.rearRow', { n: i + 1 });
        return (
          <div key={row.key} className="d-flex flex-wrap align-items-end gap-2 mb-2 border-bottom pb-2">
            <SelectInput
              id={`rear-${row.key}`}
              label={context}
              placeholder={t('signature.choose')}
              options={signatures.map((s) => ({ value: s.signaturePath, label: s.name }))}
              value={row.signaturePath}
              invalid={tried && !row.signaturePath}
              describedBy={tried && !row.signaturePath ? PICK_ERROR : undefined}
              onChange={(e) => update(row.key, { signaturePath: e.target.value, name: signatures.find((s) => s.signaturePath === e.target.value)?.name ?? '' })}
              className=""
              style={{ minWidth: 200 }}
            />
            <EndorserField
              id={`rear-endorser-name-${row.key}`}
              label={t('signature.endorserName')}
              context={context}
              value={row.endorserName}
              maxLength={ENDORSER_NAME_MAX}
              autoComplete="off"
              problem={rowProblems.name && t(`signature.errors.endorserName.${rowProblems.name}`)}
              onChange={(endorserName) => update(row.key, { endorserName })}
            />
            <EndorserField
              id={`rear-endorser-id-${row.key}`}
              label={t('signature.endorserId')}
              context={context}
              value={row.endorserId}
              inputMode="numeric"
              dir="ltr"
              maxLength={12}
              autoComplete="off"
              problem={rowProblems.idNumber && t(`signature.errors.endorserId.${rowProblems.idNumber}`)}
              onChange={(endorserId) => update(row.key, { endorserId })}
            />
            <ChoiceInput type="checkbox" id={`rear-replace-${row.key}`} className="mb-2" label={t('signature.replace')} checked={row.replace} onChange={(e) => update(row.key, { replace: e.target.checked })} />
            <CButton color="dark" variant="ghost" size="sm" className="mb-1" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
              {t('signature.removeRow', { n: i + 1 })}
            </CButton>
          </div>
        );
      })}
      {!canAdd && <p className="text-warning-emphasis small" role="status">{t('signature.errors.max', { max: MAX_SIGNATURES })}</p>}
      {tried && incomplete && (
        <FieldError alert id={PICK_ERROR} className="mb-2">
          {t('signature.errors.pickRear')}
        </FieldError>
      )}
      {state.error ? <ErrorAlert error={state.error} /> : null}
      {state.isSuccess && <CAlert color="success" role="status">{t('signature.rearSaved')}</CAlert>}
      {disabledReason && <p className="text-body-secondary small">{disabledReason}</p>}
      <div className="d-flex flex-wrap gap-2">
        <CButton color="dark" variant="outline" disabled={!canAdd || !!disabledReason} onClick={add}>
          {t('signature.addRear')}
        </CButton>
        <CButton color="primary" disabled={!rows.length || state.isLoading || !!disabledReason} onClick={() => void onSave()}>
          {state.isLoading ? t('common:state.saving') : t('signature.saveRear')}
        </CButton>
      </div>
      <ConfirmModal
        visible={asking}
        title={t('signature.secondEndorsement.title')}
        body={t('signature.secondEndorsement.body', { amount: formatMoney(SINGLE_ENDORSEMENT_ABOVE_AGOROT, i18n.language) })}
        confirmLabel={t('signature.secondEndorsement.confirm')}
        onConfirm={() => {
          setAsking(false);
          addRow();
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
