import { useState } from 'react';
import { CAlert, CButton, CCard, CCardBody, CSpinner } from '@coreui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/api/apiError';
import type { RoleChoice } from '@/api/types/member';
import { useInviteUsersMutation } from '@/api/membersApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { TextField } from '@/components/form/TextField';
import { emailsToInvite, invalidEmails, roleToSend } from '../rules/peopleRules';
import { emptyInvite, inviteSchema, type InviteValues } from '../peopleSchemas';
import { RoleFields } from './RoleFields';

const roleOf = ({ roleType, capabilities }: RoleChoice): RoleChoice => ({ roleType, capabilities });

// Refusals that are about the addresses: shown at the field as well (the input stays).
const AT_EMAILS = new Set(['errors.userExists', 'errors.invalidDataStructure', 'errors.emailExists']);

/** Invite people (POST /api/workspace/users/invite): addresses, role type and capabilities. */
export function InviteForm({ ws, onDone }: { ws: string; onDone?: () => void }) {
  const { t } = useTranslation('people');
  const [invite] = useInviteUsersMutation();
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string[]>([]);

  async function onSubmit(values: InviteValues, helpers: FormikHelpers<InviteValues>) {
    setError(null);
    setSentTo([]);
    const emails = emailsToInvite(values.emails);
    const reply = await invite({ wsName: ws, emails, ...roleToSend(roleOf(values)) });
    if ('error' in reply) {
      setError(reply.error);
      const key = toApiError(reply.error).messageKey;
      if (AT_EMAILS.has(key)) helpers.setFieldError('emails', key);
      return;
    }
    setSentTo(emails);
    helpers.resetForm({ values: { ...values, emails: '' } });
    onDone?.();
  }

  return (
    <CCard className="mb-4">
      <CCardBody>
        <h2 className="h5 mb-3" id="invite-title">
          {t('invite.title')}
        </h2>
        <Formik initialValues={emptyInvite} validationSchema={inviteSchema} onSubmit={onSubmit}>
          {({ values, isSubmitting, setValues }) => {
            const invalid = invalidEmails(values.emails);
            return (
              <Form noValidate aria-labelledby="invite-title">
                <TextField name="emails" label={t('invite.emails')} hint={t('invite.emailsHint')} dir="ltr" autoComplete="off" inputMode="email" />
                {invalid.length > 0 && (
                  <p className="small text-danger-emphasis mt-n2" role="status">
                    {t('invite.invalid', { list: invalid.join(', ') })}
                  </p>
                )}
                {/* The role keeps its choice after a send: the next addresses often get the same. */}
                <RoleFields idPrefix="invite" value={roleOf(values)} onChange={(role) => void setValues({ ...values, ...roleOf(role) })} disabled={isSubmitting} />
                {error ? <ErrorAlert error={error} /> : null}
                {sentTo.length > 0 && (
                  <CAlert color="success" className="py-2" role="status">
                    {t('invite.sent', { count: sentTo.length, list: sentTo.join(', ') })}
                  </CAlert>
                )}
                <CButton type="submit" color="primary" disabled={isSubmitting}>
                  {isSubmitting && <CSpinner as="span" size="sm" aria-hidden="true" className="me-2" />}
                  {t('invite.submit')}
                </CButton>
              </Form>
            );
          }}
        </Formik>
      </CCardBody>
    </CCard>
  );
}
