import { useState } from 'react';
import { CButton } from '@coreui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  useCreateBankAccountMutation,
  useLazyValidateBankQuery,
  useUpdateBankAccountMutation,
  useUpdateBankAccountSignatorsMutation,
} from '@/api/bankAccountsApi';
import { toApiError } from '@/api/apiError';
import type { BankAccount } from '@/api/types/bankAccount';
import type { WorkspaceMember } from '@/api/types/workspace';
import { ConfirmModal } from '@/components/feedback/ConfirmModal';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { putServerErrorAtField } from '../../serverErrors';
import { BankAccountFields } from './BankAccountFields';
import { SignatorsFields } from './SignatorsFields';
import { ACCOUNT_ERROR_FIELDS, bankAccountFields, bankAccountSchema, bankAccountValues, type BankAccountValues } from './bankAccountSchema';

interface Props {
  ws: string;
  /** The account being edited; a new one when missing. */
  account?: BankAccount | null;
  members: WorkspaceMember[];
  onSaved: (account: BankAccount | null, values: BankAccountValues) => void;
  onCancel: () => void;
}

const isDuplicate = (error: unknown) => {
  const e = toApiError(error);
  return e.messageKey === 'errors.accountExists' || (e.status === 409 && !!(e.data as { duplicate?: boolean } | undefined)?.duplicate);
};

/**
 * New: POST /api/workspace/accounts (a duplicate asks first, then goes again with `force`). Edit:
 * PUT .../{ws}/{id} for the account and PUT .../update/{ws}/{id} for its signators. The bank data
 * is checked by the backend first (GET .../banks/validate/...).
 */
export function BankAccountForm({ ws, account, members, onSaved, onCancel }: Props) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [validate] = useLazyValidateBankQuery();
  const [create, createState] = useCreateBankAccountMutation();
  const [update, updateState] = useUpdateBankAccountMutation();
  const [updateSignators, signatorsState] = useUpdateBankAccountSignatorsMutation();
  const [duplicate, setDuplicate] = useState<{ values: BankAccountValues; helpers: FormikHelpers<BankAccountValues> } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const initialValues = bankAccountValues(account, account ? {} : { signators: members.length === 1 ? [members[0].userId] : [] });

  const save = async (values: BankAccountValues, helpers: FormikHelpers<BankAccountValues>, force = false) => {
    setError(null);
    const fields = bankAccountFields(values);
    const checked = await validate({ bank: fields.bank, branch: fields.branch, account: fields.accountNumber });
    if (checked.error) {
      setError(checked.error);
      putServerErrorAtField(checked.error, ACCOUNT_ERROR_FIELDS, helpers);
      return;
    }
    const signators = { amount_of_signators: Number(values.amount_of_signators), signators: values.signators };
    const reply = account
      ? await update({ ws, id: account.id, account: fields })
      : await create({ wsName: ws, account: { ...fields, ...signators }, force });
    if ('error' in reply) {
      if (!account && isDuplicate(reply.error)) return setDuplicate({ values, helpers });
      setError(reply.error);
      putServerErrorAtField(reply.error, ACCOUNT_ERROR_FIELDS, helpers);
      return;
    }
    const changedSignators = account && (account.amount_of_signators !== signators.amount_of_signators || (account.signators ?? []).join() !== signators.signators.join());
    if (account && changedSignators) {
      const second = await updateSignators({ ws, id: account.id, ...signators });
      if ('error' in second) return setError(second.error);
    }
    onSaved(reply.data, values);
  };

  const busy = createState.isLoading || updateState.isLoading || signatorsState.isLoading;
  return (
    <Formik initialValues={initialValues} validationSchema={bankAccountSchema} onSubmit={(values, helpers) => save(values, helpers)}>
      {({ isSubmitting }) => (
        <Form noValidate>
          {error ? <ErrorAlert error={error} /> : null}
          <BankAccountFields />
          <SignatorsFields members={members} />
          <div className="d-flex flex-wrap gap-2">
            <CButton type="submit" color="primary" disabled={isSubmitting || busy}>
              {isSubmitting || busy ? t('common:state.saving') : account ? t('common:actions.save') : t('accounts.create')}
            </CButton>
            <CButton type="button" color="secondary" variant="outline" onClick={onCancel}>
              {t('common:actions.cancel')}
            </CButton>
          </div>
          <ConfirmModal
            visible={!!duplicate}
            title={t('accounts.duplicateTitle')}
            body={t('accounts.duplicateBody')}
            confirmLabel={t('accounts.duplicateConfirm')}
            busy={createState.isLoading}
            onCancel={() => setDuplicate(null)}
            onConfirm={() => {
              const pending = duplicate;
              setDuplicate(null);
              if (pending) void save(pending.values, pending.helpers, true);
            }}
          />
        </Form>
      )}
    </Formik>
  );
}
