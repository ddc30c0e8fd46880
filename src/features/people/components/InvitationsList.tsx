import { useState } from 'react';
import { CAlert, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useCancelInvitationMutation, useUpdateInvitationMutation } from '@/api/membersApi';
import type { Invitation } from '@/api/types/member';
import { useInPlaceEditor } from '@/hooks/useInPlaceEditor';
import { DateText } from '@/components/display/DateText';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { choiceOf } from '../rules/peopleRules';
import { RoleEditor } from './RoleEditor';
import { RoleSummary } from './RoleSummary';

/** Invitations not yet accepted: change the role and send again, or cancel (spec sections 6, 7). */
export function InvitationsList({ ws, invitations }: { ws: string; invitations: Invitation[] }) {
  const { t } = useTranslation('people');
  const [editing, setEditing] = useState<string | null>(null);
  const { editor, opener } = useInPlaceEditor(editing);
  const [resent, setResent] = useState<string | null>(null);
  const [update] = useUpdateInvitationMutation();
  const [cancel, cancelling] = useCancelInvitationMutation();
  return (
    <>
      {cancelling.error ? <ErrorAlert error={cancelling.error} className="py-2" /> : null}
      {resent && (
        <CAlert color="success" className="py-2" role="status" dismissible onClose={() => setResent(null)}>
          {t('invitations.resent', { email: resent })}
        </CAlert>
      )}
      <ul className="people-list list-unstyled mb-0" aria-label={t('invitations.title')}>
        {invitations.map((inv) => (
          <li key={inv.id} className="people-list__item">
            <div className="people-list__who">
              <span className="fw-semibold" dir="ltr">
                {inv.email}
              </span>
              {inv.sentAt && (
                <span className="d-block small text-body-secondary">
                  {t('invitations.sentAt')} <DateText value={inv.sentAt} withTime />
                </span>
              )}
            </div>
            <RoleSummary roleType={inv.roleType} capabilities={inv.capabilities} />
            {editing !== inv.id && (
              <div className="people-list__actions">
                <CButton ref={opener(inv.id)} color="primary" variant="outline" size="sm" onClick={() => setEditing(inv.id)} aria-label={t('invitations.changeFor', { email: inv.email })}>
                  {t('invitations.change')}
                </CButton>
                <DangerButton
                  size="sm"
                  label={t('invitations.cancel')}
                  confirmTitle={t('invitations.cancelTitle', { email: inv.email })}
                  confirmBody={t('invitations.cancelBody')}
                  busy={cancelling.isLoading}
                  onConfirm={() => cancel({ ws, id: inv.id, roleType: inv.roleType })}
                />
              </div>
            )}
            {editing === inv.id && (
              <RoleEditor
                idPrefix={`invitation-${inv.id}`}
                editorRef={editor}
                initial={choiceOf(inv)}
                roleOnly
                saveLabel={t('invitations.saveAndResend')}
                onCancel={() => setEditing(null)}
                onSave={async (choice) => {
                  const reply = await update({ ws, id: inv.id, roleType: choice.roleType });
                  if (!('error' in reply)) {
                    setEditing(null);
                    setResent(inv.email);
                  }
                  return reply;
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
