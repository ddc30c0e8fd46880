import { useMemo, useState } from 'react';
import { CAlert, CButton, CCard, CCardBody, CFormInput, CFormLabel } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCheckActionMutation, useGetWorkspaceChequesQuery } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { useCreditsCover } from '@/components/credits/CreditsShortfall';
import { DepositOptionsFields } from '@/components/deposit/DepositOptionsFields';
import { depositOptionsSchema, type DepositOptions } from '@/components/deposit/depositOptionsSchema';
import { useDepositSetup } from '@/components/deposit/useDepositSetup';
import { useBankCalendar } from '@/components/form/useBankCalendar';
import { FieldError } from '@/components/form/FieldError';
import { useSetSelection } from '@/hooks/useSetSelection';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { PageHeader } from '@/components/layout/PageHeader';
import { StickyActionBar } from '@/components/layout/StickyActionBar';
import { Money } from '@/components/display/Money';
import { paths } from '@/config/paths';
import { preferredDepositAccount } from '@/lib/chequeLaw/depositAccounts';
import { DEPOSIT_TIMINGS, depositBatch, depositVerdict, isDepositable, scheduledByDay, type DepositRequest } from '@/lib/chequeLaw/depositEligibility';
import { depositDayFields } from '@/lib/chequeLaw/depositPayload';
import { parseDate, todayIso } from '@/lib/dates';
import { sumAgorot } from '@/lib/money';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { SelectedDrawersWarning } from '@/components/returns/SelectedDrawersWarning';
import { DepositableTable } from '../components/DepositableTable';
import { DepositSummary } from '../components/DepositSummary';
import '@/styles/parts/optionsBeside.scss';
import '../deposits.scss';

const NO_CHEQUES: Cheque[] = [];

/**
 * The deposit workspace: choose cheques, when and where; each chosen cheque says what blocks it
 * (lib/chequeLaw/depositEligibility), and exactly the ones nothing blocks go, in one request.
 */
export function DepositWorkspacePage() {
  const { t } = useTranslation(['deposits', 'chequeLaw']);
  const ws = useAppSelector(selectWorkspace);
  const permission = usePermission();
  const cheques = useGetWorkspaceChequesQuery(ws, { skip: !ws });
  const setup = useDepositSetup(ws);
  const calendar = useBankCalendar();
  const [deposit, depositState] = useCheckActionMutation();
  const selection = useSetSelection();
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<DepositOptions | null>(null);
  const [noneChosen, setNoneChosen] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const today = todayIso();
  const all = cheques.data?.checks ?? NO_CHEQUES;
  // The workspace's daily limit counts what is already on its way to the bank that day.
  const onItsWay = useMemo(() => scheduledByDay(all), [all]);
  const candidates = useMemo(() => {
    const q = search.trim().toLowerCase();
    return all.filter(isDepositable).filter((c) => !q || [c.checkNumber, c.payee, String(c.amount)].some((v) => v?.toLowerCase().includes(q)));
  }, [all, search]);
  const chosen = candidates.filter((c) => selection.has(c.checkId));
  const chosenAgorot = sumAgorot(chosen.map((c) => c.amount));
  const schema = useMemo(() => depositOptionsSchema(today), [today]);

  const requestFor = (options: DepositOptions): DepositRequest => {
    const account = setup.accounts.find((a) => a.id === options.bankAccount);
    return {
      timing: options.timing,
      today,
      date: parseDate(options.date),
      account,
      safeType: setup.safeTypeOf(account),
      limits: setup.limits,
      businessDayOnOrAfter: calendar?.businessDayOnOrAfter,
    };
  };
  const batchFor = (options: DepositOptions) => depositBatch(chosen, requestFor(options), { alreadyOnDay: (day) => onItsWay.get(day) ?? 0 });
  const batch = confirming ? batchFor(confirming) : null;
  const covered = useCreditsCover(batch?.good.length ?? 0);

  const toggle = (id: string) => {
    setDone(null);
    setNoneChosen(false);
    selection.toggle(id);
  };

  const [send, sending] = useSingleFlight(async (options: DepositOptions) => {
    // Exactly the cheques nothing blocks; the others stay chosen, with their reasons beside them.
    const ids = batchFor(options).good.map((c) => c.checkId);
    if (!ids.length) return;
    const when = depositDayFields(options.timing, today, parseDate(options.date), calendar?.businessDayOnOrAfter);
    const reply = await deposit({ wsId: ws, isTransaction: false, ids, action: 'deposit', bankAccount: options.bankAccount, ...when });
    // Refused: the question stays open with the server's message; the choice is kept.
    if ('error' in reply) return;
    setConfirming(null);
    selection.remove(ids);
    setDone(ids.length);
  });

  const defaultAccount = preferredDepositAccount(setup.accounts)?.id ?? '';
  const loading = cheques.isLoading || setup.isLoading;
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
      <QueryState isLoading={loading} error={cheques.error ?? setup.error} onRetry={() => void cheques.refetch()} isEmpty={!setup.accounts.length} emptyText={t('workspace.noAccount')}>
        <Formik<DepositOptions>
          initialValues={{ timing: 'dueDate', date: '', bankAccount: defaultAccount }}
          validationSchema={schema}
          onSubmit={(values) => {
            if (!chosen.length) return setNoneChosen(true);
            if (!batchFor(values).good.length) return;
            depositState.reset();
            setConfirming(values);
          }}
        >
          {({ values }) => {
            const request = requestFor(values);
            const current = depositBatch(chosen, request, { alreadyOnDay: (day) => onItsWay.get(day) ?? 0 });
            const verdicts = new Map(candidates.map((c) => [c.checkId, current.verdicts.get(c.checkId) ?? depositVerdict(c, request)]));
            const account = setup.accounts.find((a) => a.id === values.bankAccount);
            const reason = permission.reason('cheque.deposit', { account });
            const noneGood = chosen.length > 0 && !current.good.length;
            return (
              <div className="options-beside-room">
                <Form noValidate className="options-beside has-sticky-action-bar">
                  <CCard>
                    <CCardBody>
                      <DepositOptionsFields setup={setup} calendar={calendar} timings={DEPOSIT_TIMINGS} today={today} />
                      <SelectedDrawersWarning chosen={chosen} all={all} />
                      {/* On a phone a bar at the bottom of the screen: the 15th cheque is chosen and sent without scrolling back up. */}
                      <StickyActionBar className="deposit-action-bar">
                        {noneChosen && (
                          <FieldError alert className="mb-2">
                            {t('workspace.errors.noneChosen')}
                          </FieldError>
                        )}
                        {current.blocked.length > 0 && (
                          <FieldError alert className="mb-2" id="deposit-blocked">
                            {noneGood ? t('workspace.errors.noneGood', { count: current.blocked.length }) : t('chequeLaw:confirm.blocked', { count: current.blocked.length })}
                          </FieldError>
                        )}
                        {reason && (
                          <p className="small text-body-secondary" id="deposit-reason">
                            {t(`common:${reason}`)}
                          </p>
                        )}
                        <p className="deposit-action-bar__chosen" aria-live="polite">
                          <span>{t('workspace.chosen', { count: chosen.length })}</span>
                          {chosen.length > 0 && (
                            <span>
                              <span className="visually-hidden">{t('workspace.chosenTotal')}: </span>
                              <Money agorot={chosenAgorot} />
                            </span>
                          )}
                        </p>
                        <CButton
                          type="submit"
                          color="primary"
                          className="deposit-action-bar__submit"
                          disabled={!!reason || noneGood}
                          aria-describedby={[reason ? 'deposit-reason' : '', current.blocked.length ? 'deposit-blocked' : ''].filter(Boolean).join(' ') || undefined}
                        >
                          {current.good.length && current.blocked.length ? t('workspace.reviewSome', { count: current.good.length }) : t('workspace.review')}
                        </CButton>
                      </StickyActionBar>
                    </CCardBody>
                  </CCard>
                  <CCard>
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
                          selected={selection.ids}
                          verdicts={verdicts}
                          onToggle={toggle}
                          onToggleAll={(choose) => {
                            setDone(null);
                            selection.selectOnly(choose ? candidates.map((c) => c.checkId) : []);
                          }}
                        />
                      ) : (
                        <p className="text-body-secondary mb-0">{search ? t('workspace.noMatch') : t('workspace.empty')}</p>
                      )}
                    </CCardBody>
                  </CCard>
                </Form>
              </div>
            );
          }}
        </Formik>
      </QueryState>
      <ConfirmModal
        visible={confirming !== null}
        title={t('summary.title')}
        body={t('summary.body')}
        confirmLabel={t('summary.confirm', { count: batch?.good.length ?? 0 })}
        busy={sending}
        confirmDisabled={!covered || !batch?.good.length}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void send(confirming)}
      >
        {confirming && batch && (
          <DepositSummary batch={batch} options={confirming} account={setup.accounts.find((a) => a.id === confirming.bankAccount)} calendar={calendar} />
        )}
        {depositState.isError && <ErrorAlert error={depositState.error} className="mt-3 mb-0" />}
      </ConfirmModal>
    </>
  );
}
