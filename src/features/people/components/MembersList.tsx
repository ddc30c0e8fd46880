import { useState } from 'react';
import { CBadge, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useRemoveMemberMutation, useUpdateMemberRoleMutation } from '@/api/membersApi';
import type { Member } from '@/api/types/member';
import { useInPlaceEditor } from '@/hooks/useInPlaceEditor';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { choiceOf } from '../rules/peopleRules';
import { RoleEditor } from './RoleEditor';
import { RoleSummary } from './RoleSummary';
import '@/styles/parts/badge.scss';

interface Props {
  ws: string;
  members: Member[];
  meId: string | undefined;
  /** users.manage: change roles and remove people (never oneself). */
  canManage: boolean;
}

/** The workspace's members with their roles; an owner changes a role in place or removes someone. */
export function MembersList({ ws, members, meId, canManage }: Props) {
  const { t } = useTranslation('people');
  const [editing, setEditing] = useState<string | null>(null);
  const [updateRole, updating] = useUpdateMemberRoleMutation();
  // A refusal can take the right away (the user is fetched again after a 403): the editor goes,
  // and its refusal stays said above the list.
  const editorOpen = canManage && editing !== null;
  const { editor, opener } = useInPlaceEditor(editorOpen ? editing : null);
  const [remove, removing] = useRemoveMemberMutation();
  return (
    <>
      {removing.error ? <ErrorAlert error={removing.error} className="py-2" /> : null}
      {!editorOpen && updating.error ? <ErrorAlert error={updating.error} className="py-2" /> : null}
      <ul className="people-list list-unstyled mb-0" aria-label={t('members.title')}>
        {members.map((m) => {
          const me = m.userId === meId;
          const who = m.name || m.email;
          return (
            <li key={m.userId} className="people-list__item">
              <div className="people-list__who">
                <bdi className="fw-semibold">{who}</bdi>
                {me && <CBadge color="light" textColor="dark" className="ms-2">{t('members.you')}</CBadge>}
                {m.name && (
                  <span className="d-block small text-body-secondary">
                    <bdi dir="ltr">{m.email}</bdi>
                  </span>
                )}
              </div>
              <RoleSummary roleType={m.roleType} capabilities={m.capabilities} />
              {canManage && !me && editing !== m.userId && (
                <div className="people-list__actions">
                  <CButton ref={opener(m.userId)} color="primary" variant="outline" size="sm" onClick={() => setEditing(m.userId)} aria-label={t('members.changeFor', { who })}>
                    {t('members.change')}
                  </CButton>
                  <DangerButton
                    size="sm"
                    label={t('members.remove')}
                    confirmTitle={t('members.removeTitle', { who })}
                    confirmBody={t('members.removeBody', { who })}
                    busy={removing.isLoading}
                    onConfirm={() => remove({ ws, userId: m.userId, roleType: m.roleType })}
                  />
                </div>
              )}
              {canManage && editing === m.userId && (
                <RoleEditor
                  idPrefix={`member-${m.userId}`}
                  editorRef={editor}
                  initial={choiceOf(m)}
                  roleOnly
                  saveLabel={t('members.save')}
                  onCancel={() => {
                    updating.reset();
                    setEditing(null);
                  }}
                  onSave={async (choice) => {
                    const reply = await updateRole({ ws, userId: m.userId, roleType: choice.roleType });
                    if (!('error' in reply)) setEditing(null);
                    return reply;
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
