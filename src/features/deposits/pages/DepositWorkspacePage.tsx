import { useMemo, useState } from 'react';
import { CAlert, CButton, CCard, CCardBody, CFormInput, CFormLabel } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetBankAccountsQuery } from '@/api/bankAccountsApi';
import { useCheckActionMutation, useGetWorkspaceChequesQuery } from '@/api/chequesApi';
import { useGetDepositableBanksQuery } from '@/api/workspaceApi';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { useCreditsCover } from '@/components/credits/CreditsShortfall';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { PageHeader } from '@/components/layout/PageHeader';
import { paths } from '@/config/paths';
import { parseDate, todayIso } from '@/lib/dates';
import { depositAccountsOf, depositRefusal, depositSummary, isDepositable, safeTypeOfAccount, type DepositRefusal } from '@/lib/depositBatch';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { depositOptionsSchema, type DepositOptions } from '../depositSchema';
import { DepositableTable } from '../components/DepositableTable';
import { DepositOptionsFields } from '../components/DepositOptionsFields';
import { DepositSummary } from '../components/DepositSummary';
import '../deposits.scss';

/** The deposit workspace: choose cheques, when and where, see the summary, deposit with one request. */
export function DepositWorkspacePage() {
  const { t } = useTranslation('deposits');
  const ws = useAppSelector(selectWorkspace);
  const permission = usePermission();
  const cheques = useGetWorkspaceChequesQuery(ws, { skip: !ws });
  const accountsQuery = useGetBankAccountsQuery(ws, { skip: !ws });
  const banksQuery = useGetDepositableBanksQuery(ws, { skip: !ws });
  const [deposit, depositState] = useCheckActionMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<DepositOptions | null>(null);
  const [noneChosen, setNoneChosen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const today = todayIso();
  const banks = useMemo(() => banksQuery.data ?? [], [banksQuery.data]);
  const accounts = useMemo(() => depositAccountsOf(accountsQuery.data ?? [], banks), [accountsQuery.data, banks]);
  const candidates = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (cheques.data?.checks ?? []).filter(isDepositable).filter((c) => !q || [c.checkNumber, c.payee, String(c.amount)].some((v) => v?.toLowerCase().includes(q)));
  }, [cheques.data, search]);
  const chosen = candidates.filter((c) => selected.has(c.checkId));
  const summary = depositSummary(chosen);
  const covered = useCreditsCover(summary.count);
  const schema = useMemo(() => depositOptionsSchema(today), [today]);

  const refusalsFor = (options: DepositOptions) => {
    const account = accounts.find((a) => a.id === options.bankAccount);
    const plan = { timing: options.timing, todayIso: today, dateIso: parseDate(options.date), safeType: safeTypeOfAccount(account, banks) };
    const out = new Map<string, DepositRefusal>();
    for (const c of chosen) {
      const refusal = depositRefusal(c, plan);
      if (refusal) out.set(c.checkId, refusal);
    }
    return out;
  };

  const toggle = (id: string) => {
    setDone(null);
    setNoneChosen(false);
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const [send, sending] = useSingleFlight(async (options: DepositOptions) => {
    const ids = chosen.map((c) => c.checkId);
    const when = options.timing === 'dueDate' ? { depositOnDueDate: true } : { depositOnDueDate: false, depositDate: options.timing === 'now' ? today : (parseDate(options.date) ?? today) };
    const reply = await deposit({ wsId: ws, isTransaction: false, ids, action: 'deposit', bankAccount: options.bankAccount, ...when });
    // Refused: the question stays open with the server's message; the choice is kept.
    if ('error' in reply) return;
    setConfirming(null);
    setSelected(new Set());
    setDone(ids.length);
  });

  const defaultAccount = (accounts.find((a) => a.isDefault) ?? accounts[0])?.id ?? '';
  const loading = cheques.isLoading || accountsQuery.isLoading || banksQuery.isLoading;
  return (
    <>
      <PageHeader
        title={t('workspace.title')}
        subtitle={t('workspace.subtitle')}
        actions={
          <Link to={paths.deposits} className="btn btn-outline-primary btn-sm">
            {t('workspace.toDeposits')}
          </Link>
        }
      />
      {done !== null && (
        <CAlert color="success" role="status" dismissible onClose={() => setDone(null)}>
          {t('workspace.done', { count: done })} <Link to={paths.deposits} className="alert-link">{t('workspace.toDeposits')}</Link>
        </CAlert>
      )}
      <QueryState isLoading={loading} error={cheques.error ?? accountsQuery.error} onRetry={() => void cheques.refetch()} isEmpty={!accounts.length} emptyText={t('workspace.noAccount')}>
        <Formik<DepositOptions> initialValues={{ timing: 'dueDate', date: '', bankAccount: defaultAccount }} validationSchema={schema} onSubmit={(values) => {
          if (!chosen.length) return setNoneChosen(true);
          if (refusalsFor(values).size) return;
          depositState.reset();
          setConfirming(values);
        }}>
          {({ values }) => {
            const refusals = refusalsFor(values);
            const account = accounts.find((a) => a.id === values.bankAccount);
            const reason = permission.reason('cheque.deposit', { account });
            return (
              <Form noValidate className="deposit-workspace">
                <CCard className="deposit-workspace__options">
                  <CCardBody>
                    <DepositOptionsFields accounts={accounts} safeTypeOf={(a) => safeTypeOfAccount(a, banks)} />
                    <p className="mb-2" aria-live="polite">
                      {t('workspace.chosen', { count: summary.count })}
                    </p>
                    {noneChosen && (
                      <div className="invalid-feedback d-block mb-2" role="alert">
                        {t('workspace.errors.noneChosen')}
                      </div>
                    )}
                    {refusals.size > 0 && (
                      <div className="invalid-feedback d-block mb-2" role="alert">
                        {t('workspace.errors.refused', { count: refusals.size })}
                      </div>
                    )}
                    {reason && (
                      <p className="small text-body-secondary" id="deposit-reason">
                        {t(`common:${reason}`)}
                      </p>
                    )}
                    <CButton type="submit" color="primary" disabled={!!reason} aria-describedby={reason ? 'deposit-reason' : undefined}>
                      {t('workspace.review')}
                    </CButton>
                  </CCardBody>
                </CCard>
                <CCard className="deposit-workspace__cheques">
                  <CCardBody>
                    <div className="mb-3">
                      <CFormLabel htmlFor="deposit-search" className="small mb-1">
                        {t('workspace.search')}
                      </CFormLabel>
                      <CFormInput id="deposit-search" size="sm" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
                    </div>
                    {candidates.length ? (
                      <DepositableTable
                        cheques={candidates}
                        selected={selected}
                        refusals={refusals}
                        onToggle={toggle}
                        onToggleAll={(all) => {
                          setDone(null);
                          setSelected(all ? new Set(candidates.map((c) => c.checkId)) : new Set());
                        }}
                      />
                    ) : (
                      <p className="text-body-secondary mb-0">{search ? t('workspace.noMatch') : t('workspace.empty')}</p>
                    )}
                  </CCardBody>
                </CCard>
              </Form>
            );
          }}
        </Formik>
      </QueryState>
      <ConfirmModal
        visible={confirming !== null}
        title={t('summary.title')}
        body={t('summary.body')}
        confirmLabel={t('summary.confirm', { count: summary.count })}
        busy={sending}
        confirmDisabled={!covered}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void send(confirming)}
      >
        {confirming && <DepositSummary summary={summary} options={confirming} account={accounts.find((a) => a.id === confirming.bankAccount)} />}
        {depositState.isError && <ErrorAlert error={depositState.error} className="mt-3 mb-0" />}
      </ConfirmModal>
    </>
  );
}
