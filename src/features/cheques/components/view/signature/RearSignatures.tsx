import { useRef, useState } from 'react';
import { CAlert, CButton, CFormLabel, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Signature } from '@/api/types/signature';
import { useCheckActionMutation } from '@/api/chequesApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { MAX_SIGNATURES } from '@/lib/limits';
import { canAddRear, rearCount, type RearRow } from './signatureRules';
import { CheckInput } from '@/components/form/CheckInput';
import { safeAddress } from '@/lib/safeUrl';
import { NO_IMAGE } from '@/api/imageReply';

interface Props {
  wsId: string;
  checkId: string;
  signatures: Signature[];
  existing: Array<{ name: string; signaturePath: string }>;
  disabledReason: string | null;
}

/** Rear (endorsement) signatures, each new or replacing one already there (spec section 3). */
export function RearSignatures({ wsId, checkId, signatures, existing, disabledReason }: Props) {
  const { t } = useTranslation('chequeMedia');
  const [rows, setRows] = useState<RearRow[]>([]);
  const [tried, setTried] = useState(false);
  const nextKey = useRef(1);
  const [act, state] = useCheckActionMutation();
  const canAdd = canAddRear(existing.length, rows);
  const incomplete = rows.some((r) => !r.signaturePath);

  const update = (key: number, patch: Partial<RearRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () => {
    if (!canAdd) return;
    setRows((all) => [...all, { key: nextKey.current++, signaturePath: '', name: '', replace: false }]);
  };
  const onSave = async () => {
    setTried(true);
    if (!rows.length || incomplete) return;
    const rearSignatures = rows.map(({ name, signaturePath, replace }) => ({ name, signaturePath, replace }));
    const result = await act({ wsId, isTransaction: false, ids: [checkId], action: 'sign', rearSignatures });
    if (!('error' in result)) setRows([]);
  };

  return (
    <div>
      <p className="small text-body-secondary">{t('signature.rearCount', { count: rearCount(existing.length, rows), max: MAX_SIGNATURES })}</p>
      {existing.length > 0 && (
        <ul className="list-inline mb-3">
          {existing.map((s) => (
            <li key={s.name} className="list-inline-item border rounded p-1 mb-1 bg-white">
              <img src={safeAddress(s.signaturePath, 'image') ?? NO_IMAGE} alt={s.name} style={{ height: 36 }} />
            </li>
          ))}
        </ul>
      )}
      {rows.map((row, i) => (
        <div key={row.key} className="d-flex flex-wrap align-items-end gap-2 mb-2 border-bottom pb-2">
          <div style={{ minWidth: 200 }}>
            <CFormLabel htmlFor={`rear-${row.key}`}>{t('signature.rearRow', { n: i + 1 })}</CFormLabel>
            <CFormSelect
              id={`rear-${row.key}`}
              value={row.signaturePath}
              invalid={tried && !row.signaturePath}
              onChange={(e) => update(row.key, { signaturePath: e.target.value, name: signatures.find((s) => s.signaturePath === e.target.value)?.name ?? '' })}
            >
              <option value="">{t('signature.choose')}</option>
              {signatures.map((s) => (
                <option key={s.name} value={s.signaturePath}>
                  {s.name}
                </option>
              ))}
            </CFormSelect>
          </div>
          <CheckInput type="checkbox" id={`rear-replace-${row.key}`} className="mb-2" label={t('signature.replace')} checked={row.replace} onChange={(e) => update(row.key, { replace: e.target.checked })} />
          <CButton color="dark" variant="ghost" size="sm" className="mb-1" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
            {t('signature.removeRow', { n: i + 1 })}
          </CButton>
        </div>
      ))}
      {!canAdd && <p className="text-warning-emphasis small" role="status">{t('signature.errors.max', { max: MAX_SIGNATURES })}</p>}
      {tried && incomplete && <p className="text-danger small" role="alert">{t('signature.errors.pickRear')}</p>}
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
    </div>
  );
}
