import { CBadge, CButton, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useGetAllWorkspacesQuery } from '@/api/workspaceApi';
import { PageHeader } from '@/components/layout/PageHeader';
import { QueryState } from '@/components/feedback/QueryState';
import { permissionContextFor } from '@/lib/permissions';
import { selectUser, selectWorkspace, workspaceSelected } from '@/state/generalSlice';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { NewWorkspaceForm } from '../components/NewWorkspaceForm';
import '../people.scss';
import '@/styles/parts/badge.scss';

/** The user's workspaces (GET /api/workspace/all) with their role in each, a switch, and a new one. */
export function WorkspacesPage() {
  const { t } = useTranslation('people');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const active = useAppSelector(selectWorkspace);
  const all = useGetAllWorkspacesQuery();
  // Only the workspaces the user holds a role in (a list cached before a removal may still name one).
  const mine = (all.data ?? []).filter((w) => permissionContextFor(user, w.name).role);

  return (
    <div className="workspaces-page">
      <PageHeader title={t('workspaces.title')} subtitle={t('workspaces.subtitle', { count: mine.length })} />
      <CCard className="mb-4">
        <CCardBody>
          <h2 className="h5 mb-3">{t('workspaces.mine')}</h2>
          <QueryState isLoading={all.isLoading} error={all.error} onRetry={() => void all.refetch()} isEmpty={!mine.length} emptyText={t('workspaces.none')}>
            <ul className="list-unstyled mb-0" aria-label={t('workspaces.mine')}>
              {mine.map((w) => {
                const role = permissionContextFor(user, w.name).role;
                const current = w.name === active;
                return (
                  <li key={w.id} className="workspace-list__item">
                    <div>
                      <bdi className="fw-semibold">{w.companyName || w.name}</bdi>
                      <span className="d-block small text-body-secondary">
                        <bdi dir="ltr">{w.name}</bdi> · {w.type ? t(`workspaces.types.${w.type}`) : ''} · {role ? tc(`permissions.roles.${role}`) : ''}
                      </span>
                    </div>
                    {current ? (
                      <CBadge color="success">{t('workspaces.active')}</CBadge>
                    ) : (
                      <CButton color="primary" variant="outline" size="sm" onClick={() => dispatch(workspaceSelected(w.name))} aria-label={t('workspaces.switchTo', { name: w.companyName || w.name })}>
                        {t('workspaces.switch')}
                      </CButton>
                    )}
                  </li>
                );
              })}
            </ul>
          </QueryState>
        </CCardBody>
      </CCard>
      <CCard>
        <CCardBody>
          <h2 className="h5 mb-3" id="new-workspace-title">
            {t('workspaces.new')}
          </h2>
          <NewWorkspaceForm />
        </CCardBody>
      </CCard>
    </div>
  );
}
