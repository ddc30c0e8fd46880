import { useState } from 'react';
import { CButton, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { readMembers } from '@/api/membersApi';
import { useGetWorkspaceQuery } from '@/api/workspaceApi';
import { PageHeader } from '@/components/layout/PageHeader';
import { QueryState } from '@/components/feedback/QueryState';
import { PermissionReason } from '@/components/permissions/Can';
import { selectUser, selectWorkspace, selectWorkspaceTitle } from '@/state/generalSlice';
import { useAppSelector } from '@/state/hooks';
import { usePermission } from '@/state/usePermission';
import { isolateBidi } from '@/lib/text';
import { InviteForm } from '../components/InviteForm';
import { InvitationsList } from '../components/InvitationsList';
import { MembersList } from '../components/MembersList';
import '../people.scss';

/**
 * Users of the workspace (spec sections 2, 3, 6, 7): members with their role, invitations not yet
 * accepted, and for the owner, inviting people, changing roles and removing people.
 */
export function PeoplePage() {
  const { t } = useTranslation('people');
  const ws = useAppSelector(selectWorkspace);
  const title = useAppSelector(selectWorkspaceTitle);
  const me = useAppSelector(selectUser);
  const { can } = usePermission();
  const mayInvite = can('users.invite');
  const [inviting, setInviting] = useState(false);
  const workspace = useGetWorkspaceQuery(ws, { skip: !ws });
  const { members, invitations } = readMembers(workspace.data);

  return (
    <div className="people-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle', { workspace: isolateBidi(title), count: members.length })}
        actions={
          mayInvite && (
            <CButton color="primary" onClick={() => setInviting((v) => !v)} aria-expanded={inviting}>
              {t('invite.open')}
            </CButton>
          )
        }
      />
      {!mayInvite && (
        <p className="small text-body-secondary">
          <PermissionReason action="users.invite" className="" />
        </p>
      )}
      {mayInvite && inviting && <InviteForm ws={ws} />}
      <QueryState isLoading={workspace.isLoading} error={workspace.error} onRetry={() => void workspace.refetch()}>
        <CCard className="mb-4">
          <CCardBody>
            <h2 className="h5 mb-3">{t('members.title')}</h2>
            <MembersList ws={ws} members={members} meId={me?.id} canManage={can('users.manage')} />
          </CCardBody>
        </CCard>
        {mayInvite && (
          <CCard>
            <CCardBody>
              <h2 className="h5 mb-3">{t('invitations.title')}</h2>
              {invitations.length ? <InvitationsList ws={ws} invitations={invitations} /> : <p className="text-body-secondary mb-0">{t('invitations.none')}</p>}
            </CCardBody>
          </CCard>
        )}
      </QueryState>
    </div>
  );
}
