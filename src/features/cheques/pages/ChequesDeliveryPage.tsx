import { CAlert, CButton, CCard, CCardBody } from '@coreui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetWorkspaceChequesQuery, useUpdateDeliveryMutation } from '@/api/chequesApi';
import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { paths } from '@/config/paths';
import { sendVerdict } from '@/lib/chequeLaw/actionRefusals';
import { normalizePhone } from '@/lib/phone';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { DeliveryChequesSummary } from '../components/delivery/DeliveryChequesSummary';
import { DeliveryForm } from '../components/delivery/DeliveryForm';
import type { DeliveryValues } from '../components/delivery/deliverySchema';

/** Shared value of the chosen cheques, or '' when they differ (the form starts from what they have). */
function common<T>(values: T[]): T | '' {
  return values.length && values.every((v) => v === values[0]) ? values[0] : '';
}

/**
 * /checks/delivery?ids=a,b: delivery details for the cheques chosen in a list (PUT
 * /api/check/payee/update). The address is not trusted: each cheque is read from the workspace
 * and checked again (section 4's block, a cheque already on its way, a stale one headed for a
 * deposit, the cash law's payee); only the cheques that may go are sent, the others say why.
 */
export function ChequesDeliveryPage() {
  const { t } = useTranslation('chequeLists');
  const ws = useAppSelector(selectWorkspace);
  const [params] = useSearchParams();
  const ids = useMemo(() => [...new Set((params.get('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean))], [params]);
  const query = useGetWorkspaceChequesQuery(ws, { skip: !ws || !ids.length });
  const workspaceKind = useGetWorkspaceQuery(ws, { skip: !ws }).data?.type;
  const rows = useMemo(
    () => (query.data?.checks ?? []).filter((c) => ids.includes(c.checkId)).map((cheque) => ({ cheque, verdict: sendVerdict(cheque, { workspaceKind }) })),
    [query.data, ids, workspaceKind],
  );
  const allowed = rows.filter((r) => !r.verdict.refusals.length).map((r) => r.cheque);
  const refused = rows.length - allowed.length;
  const missing = query.data ? ids.length - rows.length : 0;
  const [update, state] = useUpdateDeliveryMutation();
  const [savedCount, setSavedCount] = useState(0);

  const initialValues: DeliveryValues = {
    phone: String(common(allowed.map((c) => c.payeePhone ?? ''))),
    address: String(common(allowed.map((c) => c.payeeAddress ?? ''))),
    sendingMethod: String(common(allowed.map((c) => c.sendingMethod ?? ''))),
  };
  const submit = async (values: DeliveryValues) => {
    setSavedCount(0);
    const checkIds = allowed.map((c) => c.checkId);
    if (!checkIds.length) return;
    const result = await update({ phone: normalizePhone(values.phone), address: values.address.trim(), sendingMethod: values.sendingMethod, checkIds });
    if (!('error' in result)) setSavedCount(checkIds.length);
  };

  return (
    <div className="cheques-delivery" style={{ maxWidth: '44rem' }}>
      <h1 className="h4 mb-3">{t('delivery.title')}</h1>
      {!ids.length ? (
        <CAlert color="info">{t('delivery.noneSelected')}</CAlert>
      ) : (
        <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} isEmpty={!rows.length} emptyText={t('delivery.missing', { count: ids.length })}>
          {allowed.length > 0 && <p>{t('delivery.intro', { count: allowed.length })}</p>}
          {missing > 0 && <CAlert color="warning">{t('delivery.missing', { count: missing })}</CAlert>}
          {refused > 0 && <CAlert color="warning">{t('delivery.refused', { count: refused })}</CAlert>}
          <DeliveryChequesSummary rows={rows} />
          <CCard>
            <CCardBody>
              <DeliveryForm
                key={allowed.map((c) => c.checkId).join()}
                initialValues={initialValues}
                disabled={state.isLoading}
                disabledReason={allowed.length ? null : t('delivery.noneAllowed')}
                onSubmit={submit}
              />
              {state.isError && <ErrorAlert error={state.error} className="mt-3 mb-0" />}
              {savedCount > 0 && !state.isError && (
                <CAlert color="success" className="mt-3 mb-0" role="status">
                  {t('delivery.saved', { count: savedCount })}
                </CAlert>
              )}
            </CCardBody>
          </CCard>
        </QueryState>
      )}
      <CButton as={Link} to={paths.chequesSent} color="dark" variant="outline" className="mt-3">
        {t('delivery.backToList')}
      </CButton>
    </div>
  );
}
