import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { WorkspaceMember } from '@/api/types/workspace';
import { CheckboxField } from '@/components/form/CheckboxField';
import { SelectField } from '@/components/form/SelectField';
import { MAX_SIGNATURES } from '@/lib/limits';
import type { BankAccountValues } from './bankAccountSchema';
import { FieldError } from '@/components/form/FieldError';

/** Who signs the account's cheques (at least one, section 5) and how many signatures each needs (1-5). */
export function SignatorsFields({ members, disabled }: { members: WorkspaceMember[]; disabled?: boolean }) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const { errors, touched } = useFormikContext<BankAccountValues>();
  const signers = members.filter((m) => m.roleType !== 'VIEWER');
  const error = touched.signators && typeof errors.signators === 'string' ? errors.signators : undefined;
  return (
    <>
      <fieldset className="mb-3" aria-describedby={error ? 'signators-error' : undefined}>
        <legend className="form-label fs-6 float-none">{t('accounts.fields.signators')}</legend>
        {signers.length ? (
          <div className="setup-checks">
            {signers.map((m) => (
              <CheckboxField key={m.userId} name="signators" value={m.userId} label={m.name || m.email} hint={t(`common:permissions.roles.${m.roleType}`)} disabled={disabled} />
            ))}
          </div>
        ) : (
          <p className="small text-body-secondary">{t('accounts.noSigners')}</p>
        )}
        {error && (
          <FieldError id="signators-error">{t(error)}</FieldError>
        )}
      </fieldset>
      <SelectField
        name="amount_of_signators"
        label={t('accounts.fields.amountOfSignators')}
        disabled={disabled}
        options={Array.from({ length: MAX_SIGNATURES }, (_, i) => ({ value: String(i + 1), label: t('settings.signatorsCount', { count: i + 1 }) }))}
      />
    </>
  );
}
