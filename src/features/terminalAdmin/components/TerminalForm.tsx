import { useMemo, useState, type ReactNode } from 'react';
import { CButton, CCard, CCardBody, CFormInput, CFormLabel } from '@coreui/react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toApiError } from '@/api/apiError';
import type { MutationReply } from '@/api/mutationReply';
import type { Terminal } from '@/api/types/terminal';
import { useGetBankAccountsQuery } from '@/api/bankAccountsApi';
import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { paths } from '@/config/paths';
import { absoluteUrl, hrefs } from '@/config/hrefs';
import { readableUrl } from '@/lib/readableUrl';
import { StickyActionBar } from '@/components/layout/StickyActionBar';
import { colourReadabilityWarnings } from '../rules/colourReadability';
import { COMMENT_MAX, TERMINAL_ADDRESS_MAX } from '@/lib/limits';
import { CLIENT_MESSAGE_MAX, TERMINAL_NAME_MAX } from '../rules/terminalSettings';
import { TERMINAL_LINK_MAX, toTerminalLinkInput } from '@/lib/terminalLink';
import { CheckboxField } from '@/components/form/CheckboxField';
import { ColourField } from '@/components/form/ColourField';
import { SelectField } from '@/components/form/SelectField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { LogoField } from './LogoField';
import { TerminalPreview } from './TerminalPreview';
import { FIELD_OF_ERROR, initialTerminalValues, terminalSchema, type TerminalFormValues } from '../terminalSchema';
import { FieldError } from '@/components/form/FieldError';
import { accountNumberText } from '@/lib/banks';
import { plainText } from '@/lib/text';

interface Props {
  /** Absent for a new terminal. */
  terminal?: Terminal;
  /** Workspaces the terminal may be linked to when it is created (name, title). */
  workspaces: Array<{ value: string; label: string }>;
  workspace: string;
  /** Saves; a rejection (an ApiError) keeps the form as typed and shows the server's message. */
  /** Saves; resolves to the save's mutation reply (a refusal the form knows goes under its field). */
  onSave: (values: TerminalFormValues) => Promise<MutationReply>;
  saveError?: unknown;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CCard className="mb-3">
      <CCardBody>
        <h2 className="h5 mb-3">{title}</h2>
        {children}
      </CCardBody>
    </CCard>
  );
}

/** The link field: lower case as typed, the payer's address shown in full under it. */
function LinkField() {
  const { t } = useTranslation('terminals');
  const { values, setFieldValue, getFieldMeta, getFieldProps } = useFormikContext<TerminalFormValues>();
  const meta = getFieldMeta('terminalLink');
  const error = meta.touched && meta.error ? meta.error : undefined;
  const { t: tc } = useTranslation('common');
  // Shown as read ('/terminal/…'), not as sent ('/terminal/%E2%80%A6').
  const address = readableUrl(absoluteUrl(hrefs.terminal(values.terminalLink || '…')));
  return (
    <div className="mb-3">
      <CFormLabel htmlFor="terminal-link">{t('fields.terminalLink')}</CFormLabel>
      <CFormInput
        {...getFieldProps('terminalLink')}
        id="terminal-link"
        dir="ltr"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        maxLength={TERMINAL_LINK_MAX + 5}
        onChange={(e) => void setFieldValue('terminalLink', toTerminalLinkInput(e.target.value))}
        invalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={`terminal-link-hint terminal-link-address${error ? ' terminal-link-error' : ''}`}
      />
      <div id="terminal-link-hint" className="form-text">
        {t('fields.terminalLinkHint')}
      </div>
      <div id="terminal-link-address" className="form-text">
        {t('fields.terminalLinkAddress')} <bdi dir="ltr" className="text-break">{address}</bdi>
      </div>
      {error && (
        <FieldError id="terminal-link-error">{tc(error)}</FieldError>
      )}
    </div>
  );
}

function ColourSection() {
  const { t } = useTranslation('terminals');
  const { values } = useFormikContext<TerminalFormValues>();
  const warnings = colourReadabilityWarnings(values);
  const of = (field: string) => warnings.filter((w) => w.field === field).map((w) => t(`colourWarnings.${w.warning}`));
  return (
    <div className="terminal-colours">
      <ColourField name="backgroundColor" label={t('fields.backgroundColor')} hint={t('fields.backgroundColorHint')} warnings={of('backgroundColor')} />
      <ColourField name="color1" label={t('fields.color1')} hint={t('fields.color1Hint')} warnings={of('color1')} />
      <ColourField name="color2" label={t('fields.color2')} hint={t('fields.color2Hint')} warnings={of('color2')} />
    </div>
  );
}

function ClientDetailOption({ show, mandatory, label }: { show: 'showFromName' | 'showComments' | 'showConfirmationEmail'; mandatory: string; label: string }) {
  const { t } = useTranslation('terminals');
  const { values } = useFormikContext<TerminalFormValues>();
  return (
    <div className="terminal-option">
      <CheckboxField toggle name={show} label={label} className="mb-1" />
      <CheckboxField toggle name={mandatory} label={t('fields.mandatory')} disabled={!values[show]} className="ms-4 mb-2" />
    </div>
  );
}

function AutoDeposit() {
  const { t } = useTranslation('terminals');
  const { values } = useFormikContext<TerminalFormValues>();
  const { data: accounts = [], isLoading, error, refetch } = useGetBankAccountsQuery(values.workspace, { skip: !values.workspace });
  const options = useMemo(
    () => accounts.filter((a) => a.can_deposit).map((a) => ({ value: a.id, label: `${plainText(a.accountName)} (${accountNumberText(a)})`.trim() })),
    [accounts],
  );
  return (
    <>
      <CheckboxField toggle name="autoDeposit" label={t('fields.autoDeposit')} hint={t('fields.autoDepositHint')} />
      {values.autoDeposit && (
        <div className="ms-4">
          <SelectField
            name="autoDepositAccount"
            label={t('fields.autoDepositAccount')}
            options={options}
            placeholder={isLoading ? t('form.loadingAccounts') : t('form.chooseAccount')}
            hint={!isLoading && !error && options.length === 0 ? t('form.noDepositAccounts') : undefined}
          />
          {/* The accounts could not be read: said so, with a retry (not "no deposit accounts"). */}
          {error ? <ErrorAlert error={error} onRetry={() => void refetch()} className="mb-2" /> : null}
        </div>
      )}
    </>
  );
}

/** The preview's header: the linked workspace's name, and its logo where the terminal has none (as the payer sees it). */
function Preview({ values, label }: { values: TerminalFormValues; label?: string }) {
  const { data: workspace } = useGetWorkspaceQuery(values.workspace, { skip: !values.workspace });
  return <TerminalPreview values={values} business={{ name: workspace?.companyName || label, logo: workspace?.logo }} />;
}

/** Every setting of a terminal (spec section 3), with the payer's screen previewed live beside it. */
export function TerminalForm({ terminal, workspaces, workspace, onSave, saveError }: Props) {
  const { t } = useTranslation('terminals');
  const [uploading, setUploading] = useState(false);
  const initialValues = useMemo(() => initialTerminalValues(terminal, workspace), [terminal, workspace]);

  const submit = async (values: TerminalFormValues, helpers: FormikHelpers<TerminalFormValues>) => {
    const reply = await onSave(values);
    if (!('error' in reply)) return;
    const match = FIELD_OF_ERROR[toApiError(reply.error).messageKey];
    if (match) {
      helpers.setFieldTouched(match.field, true, false);
      helpers.setFieldError(match.field, match.message);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={terminalSchema} onSubmit={submit} enableReinitialize>
      {({ values, isSubmitting }) => (
        <Form noValidate className="terminal-settings has-sticky-action-bar">
          <div className="terminal-settings__form">
            {saveError != null && <ErrorAlert error={saveError} />}
            <Section title={t('sections.details')}>
              <TextField name="name" label={t('fields.name')} maxLength={TERMINAL_NAME_MAX + 10} hint={t('fields.nameHint')} />
              <LinkField />
              {terminal ? (
                <p className="mb-0">
                  <span className="fw-semibold">{t('fields.workspace')}: </span>
                  {workspaces.find((w) => w.value === values.workspace)?.label ?? values.workspace}
                </p>
              ) : (
                <SelectField name="workspace" label={t('fields.workspace')} options={workspaces} hint={t('fields.workspaceHint')} />
              )}
            </Section>
            <Section title={t('sections.branding')}>
              <LogoField name="logo" onBusy={setUploading} />
              <ColourSection />
              <TextAreaField name="clientMessage" label={t('fields.clientMessage')} hint={t('fields.clientMessageHint', { max: CLIENT_MESSAGE_MAX })} maxLength={CLIENT_MESSAGE_MAX + 20} />
            </Section>
            <Section title={t('sections.payer')}>
              <p className="text-body-secondary small">{t('sections.payerIntro', { max: COMMENT_MAX })}</p>
              <ClientDetailOption show="showFromName" mandatory="fromNameMandatory" label={t('fields.showFromName')} />
              <ClientDetailOption show="showComments" mandatory="commentsMandatory" label={t('fields.showComments')} />
              <ClientDetailOption show="showConfirmationEmail" mandatory="confirmationEmailMandatory" label={t('fields.showConfirmationEmail')} />
              <CheckboxField toggle name="allowAmountAndDate" label={t('fields.allowAmountAndDate')} hint={t('fields.allowAmountAndDateHint')} />
            </Section>
            <Section title={t('sections.after')}>
              <CheckboxField toggle name="autoRearSignature" label={t('fields.autoRearSignature')} hint={t('fields.autoRearSignatureHint')} />
              <AutoDeposit />
              <CheckboxField toggle name="newCheckNotification" label={t('fields.newCheckNotification')} hint={t('fields.newCheckNotificationHint')} />
              <TextField name="redirectUrl" label={t('fields.redirectUrl')} dir="ltr" inputMode="url" autoComplete="url" maxLength={TERMINAL_ADDRESS_MAX + 20} hint={t('fields.redirectUrlHint', { max: TERMINAL_ADDRESS_MAX })} />
              <TextField name="postAddress" label={t('fields.postAddress')} dir="ltr" inputMode="url" autoComplete="off" maxLength={TERMINAL_ADDRESS_MAX + 20} hint={t('fields.postAddressHint', { max: TERMINAL_ADDRESS_MAX })} />
            </Section>
            <StickyActionBar className="terminal-settings__actions">
              <CButton type="submit" color="primary" disabled={isSubmitting || uploading}>
                {isSubmitting ? t('form.saving') : terminal ? t('form.save') : t('form.create')}
              </CButton>
              <Link to={paths.terminals} className="btn btn-outline-secondary">
                {t('form.cancel')}
              </Link>
            </StickyActionBar>
          </div>
          <div className="terminal-settings__preview">
            <Preview values={values} label={workspaces.find((w) => w.value === values.workspace)?.label} />
          </div>
        </Form>
      )}
    </Formik>
  );
}
