import { useMemo, useRef, useState } from 'react';
import { CButton, CCard, CCardBody, CSpinner } from '@coreui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useGetBankAccountsQuery } from '@/api/bankAccountsApi';
import { readChequeList, useCheckActionMutation, useGetWorkspaceChequesQuery } from '@/api/chequesApi';
import { useGetPrinterKeysQuery } from '@/api/keysApi';
import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { toApiError } from '@/api/apiError';
import type { BankAccount } from '@/api/types/bankAccount';
import type { Cheque } from '@/api/types/cheque';
import { CreditsShortfall, useCreditsCover } from '@/components/credits/CreditsShortfall';
import { QueryState } from '@/components/feedback/QueryState';
import { FieldError } from '@/components/form/FieldError';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useSetSelection } from '@/hooks/useSetSelection';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { PageHeader } from '@/components/layout/PageHeader';
import { PRINT_PAPERS, printSelectionProblem, type PrintPaper } from '@/lib/printing';
import { printVerdict, type ActionVerdict } from '@/lib/chequeLaw/actionRefusals';
import { selectWorkspace } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { printSchema, type PrintValues } from '../printSchema';
import { PrintableTable } from '../components/PrintableTable';
import { PrintPreview } from '../components/PrintPreview';
import type { PrintedCheque } from '../components/ChequeSheet';
import '@/styles/parts/optionsBeside.scss';
import '../printing.scss';
import { accountOptionParams } from '@/lib/banks';

interface Printed {
  cheques: PrintedCheque[];
  account: BankAccount;
  paper: PrintPaper;
  printerName?: string;
}

/** The printing workspace: cheques or a count of blank ones, the account, the printer, then the preview. */
export function PrintingPage() {
  const { t } = useTranslation('printing');
  const ws = useAppSelector(selectWorkspace);
  const permission = usePermission();
  const cheques = useGetWorkspaceChequesQuery(ws, { skip: !ws });
  const accountsQuery = useGetBankAccountsQuery(ws, { skip: !ws });
  const keysQuery = useGetPrinterKeysQuery(ws, { skip: !ws });
  const [print] = useCheckActionMutation();
  const selection = useSetSelection();
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [printed, setPrinted] = useState<Printed | null>(null);
  const accounts = useMemo(() => accountsQuery.data ?? [], [accountsQuery.data]);
  const keys = keysQuery.data ?? [];
  const workspaceKind = useGetWorkspaceQuery(ws, { skip: !ws }).data?.type;
  // Every cheque in a printable state is listed; those the law or the sheet refuse say why and
  // cannot be chosen, so the job carries exactly the good ones.
  const rows = useMemo(() => {
    const list: Array<{ cheque: Cheque; verdict: ActionVerdict }> = [];
    for (const cheque of cheques.data?.checks ?? []) {
      const verdict = printVerdict(cheque, { workspaceKind });
      if (verdict.refusals[0] !== 'notPrintable') list.push({ cheque, verdict });
    }
    return list;
  }, [cheques.data, workspaceKind]);
  const chosen = rows.filter((r) => !r.verdict.refusals.length && selection.has(r.cheque.checkId)).map((r) => r.cheque);
  const covered = useCreditsCover(chosen.length);

  // A second submit that arrives after the job went out (a double click) sends nothing.
  const sentJob = useRef(false);
  const [send, sending] = useSingleFlight(async (values: PrintValues, helpers: FormikHelpers<PrintValues>) => {
    if (sentJob.current) return;
    const blank = values.source === 'blank';
    const problem = printSelectionProblem(chosen.length, blank, values.blankCount);
    if (problem) return setSelectionError(`setup.errors.${problem === 'countRequired' ? 'countRequired' : 'countRange'}`);
    setSelectionError(null);
    const account = accounts.find((a) => a.id === values.bankAccount)!;
    const reply = await print({
      wsId: ws,
      isTransaction: false,
      ids: blank ? [] : chosen.map((c) => c.checkId),
      action: 'print',
      bankAccount: values.bankAccount,
      dataToUpdate: { printerKeyId: values.printerKeyId, paper: values.paper, ...(blank ? { blankCount: Number(values.blankCount) } : {}) },
    });
    if ('error' in reply) {
      // "User not allowed to print checks", "Bank account is not approved to print checks"... at the account.
      helpers.setFieldError('bankAccount', `common:${toApiError(reply.error).messageKey}`);
      return;
    }
    const blankSheets = ((reply.data as { blank?: Array<{ checkNumber: string }> }).blank ?? []).map((b) => ({ checkId: `blank-${b.checkNumber}`, checkNumber: b.checkNumber }));
    sentJob.current = true;
    setPrinted({ cheques: [...readChequeList(reply.data).checks, ...blankSheets], account, paper: values.paper, printerName: keys.find((k) => k.keyId === values.printerKeyId)?.name });
    selection.clear();
  });

  if (printed) {
    return (
      <>
        <PageHeader title={t('title')} />
        <PrintPreview
          {...printed}
          onBack={() => {
            sentJob.current = false;
            setPrinted(null);
          }}
        />
      </>
    );
  }
  const printAccounts = accounts.filter((a) => !a.payeeOnly);
  const defaultAccount = (printAccounts.find((a) => a.can_print && a.isDefault) ?? printAccounts.find((a) => a.can_print))?.id ?? '';
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <QueryState isLoading={cheques.isLoading || accountsQuery.isLoading || keysQuery.isLoading} error={cheques.error ?? accountsQuery.error ?? keysQuery.error} onRetry={() => void cheques.refetch()}>
        <Formik<PrintValues> initialValues={{ source: 'cheques', blankCount: '', bankAccount: defaultAccount, printerKeyId: keys[0]?.keyId ?? '', paper: 'a4' }} validationSchema={printSchema} onSubmit={(values, helpers) => void send(values, helpers)}>
          {({ values, setFieldValue }) => {
            const account = accounts.find((a) => a.id === values.bankAccount);
            const reason = permission.reason('cheque.print', { account });
            const count = values.source === 'blank' ? Number(values.blankCount) || 0 : chosen.length;
            return (
              <div className="options-beside-room">
                <Form noValidate className="options-beside">
                  <CCard className="mb-3">
                    <CCardBody>
                      <fieldset className="mb-3">
                        <legend className="form-label fs-6 float-none">{t('setup.what')}</legend>
                        {(['cheques', 'blank'] as const).map((source) => (
                          <div className="form-check" key={source}>
                            <input className="form-check-input" type="radio" id={`source-${source}`} checked={values.source === source} onChange={() => void setFieldValue('source', source)} />
                            <label className="form-check-label" htmlFor={`source-${source}`}>
                              {t(`setup.sources.${source}`)}
                            </label>
                          </div>
                        ))}
                      </fieldset>
                      {values.source === 'blank' && <TextField name="blankCount" label={t('setup.blankCount')} hint={t('setup.blankHint')} inputMode="numeric" dir="ltr" />}
                      <SelectField
                        name="bankAccount"
                        label={t('setup.account')}
                        placeholder={t('setup.chooseAccount')}
                        describedBy={reason ? 'print-reason' : undefined}
                        options={printAccounts.map((a) => ({
                          value: a.id,
                          label: t('setup.accountOption', accountOptionParams(a)) + (a.can_print ? '' : ` — ${t('setup.cannotPrint')}`),
                        }))}
                      />
                      {reason && (
                        <p id="print-reason" className="small text-danger-emphasis">
                          {t(`common:${reason}`)}
                        </p>
                      )}
                      <SelectField name="printerKeyId" label={t('setup.printer')} placeholder={t('setup.choosePrinter')} options={keys.map((k) => ({ value: k.keyId, label: k.name }))} />
                      <fieldset className="mb-3">
                        <legend className="form-label fs-6 float-none">{t('setup.paperLegend')}</legend>
                        {PRINT_PAPERS.map((paper) => (
                          <div className="form-check" key={paper}>
                            <input className="form-check-input" type="radio" id={`paper-${paper}`} checked={values.paper === paper} onChange={() => void setFieldValue('paper', paper)} />
                            <label className="form-check-label" htmlFor={`paper-${paper}`}>
                              {t(`preview.paper.${paper}`)}
                            </label>
                          </div>
                        ))}
                      </fieldset>
                      {selectionError && (
                        <FieldError alert className="mb-2">
                          {t(selectionError)}
                        </FieldError>
                      )}
                      <CreditsShortfall cheques={count} />
                      <CButton type="submit" color="primary" disabled={!!reason || sending || !covered} aria-describedby={reason ? 'print-reason' : undefined}>
                        {sending && <CSpinner size="sm" className="me-2" aria-hidden="true" />}
                        {values.source === 'blank' ? t('setup.submitBlank') : t('setup.submit', { count: chosen.length })}
                      </CButton>
                    </CCardBody>
                  </CCard>
                  {values.source === 'cheques' && (
                    <CCard>
                      <CCardBody>
                        {rows.length ? (
                          <PrintableTable
                            rows={rows}
                            selected={selection.ids}
                            onToggle={(id) => {
                              setSelectionError(null);
                              selection.toggle(id);
                            }}
                            onToggleAll={(ids) => {
                              setSelectionError(null);
                              selection.selectOnly(ids);
                            }}
                          />
                        ) : (
                          <p className="text-body-secondary mb-0">{t('setup.empty')}</p>
                        )}
                      </CCardBody>
                    </CCard>
                  )}
                </Form>
              </div>
            );
          }}
        </Formik>
      </QueryState>
    </>
  );
}
