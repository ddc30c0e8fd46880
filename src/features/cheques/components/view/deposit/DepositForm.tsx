import { useMemo } from 'react';
import { CButton, CFormText } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Cheque } from '@/api/types/cheque';
import { DepositOptionsFields } from '@/components/deposit/DepositOptionsFields';
import { DepositOutlook } from '@/components/deposit/DepositOutlook';
import { DepositVerdictNote } from '@/components/deposit/DepositVerdictNote';
import { depositOptionsSchema, type DepositOptions } from '@/components/deposit/depositOptionsSchema';
import type { DepositSetup } from '@/components/deposit/useDepositSetup';
import type { BankCalendar } from '@/lib/bankCalendar';
import { preferredDepositAccount } from '@/lib/chequeLaw/depositAccounts';
import { DEPOSIT_TIMINGS, depositBatch, type DepositKind, type DepositRequest, type DepositVerdict } from '@/lib/chequeLaw/depositEligibility';
import { isDepositDateValid, parseDate } from '@/lib/dates';

interface Props {
  cheque: Cheque;
  /** The accounts that take deposits and the workspace's limits (useDepositSetup). */
  setup: Pick<DepositSetup, 'accounts' | 'safeTypeOf' | 'limits'>;
  calendar: BankCalendar | null;
  today: string;
  /** A cheque the bank returned is deposited again, now; any other starts a first deposit. */
  kind: DepositKind;
  onSubmit: (values: DepositOptions, verdict: DepositVerdict) => Promise<unknown>;
}

/**
 * Deposit one cheque now, on a future bank day or on its due date (or again, when it came back),
 * to an account that may take deposits. What blocks it (lib/chequeLaw) is said above the button,
 * which stays disabled until nothing does.
 */
export function DepositForm({ cheque, setup, calendar, today, kind, onSubmit }: Props) {
  const { t } = useTranslation(['chequeMedia', 'chequeLaw']);
  const { accounts, safeTypeOf, limits } = setup;
  const schema = useMemo(() => depositOptionsSchema(today), [today]);
  // Before the due date the natural choice is a deposit on the due date (spec section 5).
  const dueReached = isDepositDateValid(today, cheque.checkDate);
  const initial: DepositOptions = { timing: kind === 'redeposit' || dueReached ? 'now' : 'dueDate', bankAccount: preferredDepositAccount(accounts)?.id ?? '', date: '' };
  const verdictOf = (values: DepositOptions): DepositVerdict => {
    const account = accounts.find((a) => a.id === values.bankAccount);
    const request: DepositRequest = {
      timing: values.timing,
      kind,
      today,
      date: parseDate(values.date),
      account,
      safeType: safeTypeOf(account),
      limits,
      businessDayOnOrAfter: calendar?.businessDayOnOrAfter,
    };
    // Through the batch rule: a cheque above the workspace's daily limit cannot go on any day.
    const batch = depositBatch([cheque], request);
    return batch.verdicts.get(cheque.checkId)!;
  };
  return (
    <Formik initialValues={initial} validationSchema={schema} onSubmit={(values) => onSubmit(values, verdictOf(values))}>
      {({ values, isSubmitting }) => {
        const verdict = verdictOf(values);
        // A missing account or date is the field's own message.
        const blocks = verdict.blocks.filter((b) => b.code !== 'noAccount');
        const blocked = blocks.length > 0;
        return (
          <Form noValidate style={{ maxWidth: 520 }}>
            {kind === 'redeposit' && <p className="mb-2">{t('chequeLaw:form.timings.again')}</p>}
            <DepositOptionsFields setup={setup} calendar={calendar} timings={kind === 'redeposit' ? [] : DEPOSIT_TIMINGS} single today={today} />
            {kind === 'deposit' && <CFormText className="d-block mb-3 mt-n2">{t('deposit.againHint')}</CFormText>}
            <div className="mb-3" role="status">
              <DepositVerdictNote verdict={{ ...verdict, blocks }} id="deposit-verdict" />
            </div>
            {!blocked && values.bankAccount && (
              <div className="mb-3 small">
                <DepositOutlook count={1} depositDay={verdict.depositDay} calendar={calendar} />
              </div>
            )}
            <CButton type="submit" color="primary" disabled={isSubmitting || blocked} aria-describedby={blocked ? 'deposit-verdict' : undefined}>
              {isSubmitting ? t('common:state.saving') : t('deposit.submit')}
            </CButton>
          </Form>
        );
      }}
    </Formik>
  );
}
