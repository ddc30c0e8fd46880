import { CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useGetWorkspaceChequesQuery } from '@/api/chequesApi';
import { QueryState } from '@/components/feedback/QueryState';
import { useAppSelector } from '@/state/hooks';
import { selectUser, selectWorkspace, selectWorkspaceTitle } from '@/state/generalSlice';
import { StatusCounts } from '../components/StatusCounts';
import { RecentCheques } from '../components/RecentCheques';

/** The signed-in home: the active workspace at a glance. */
export function DashboardPage() {
  const { t } = useTranslation('common');
  const user = useAppSelector(selectUser);
  const workspace = useAppSelector(selectWorkspace);
  const workspaceTitle = useAppSelector(selectWorkspaceTitle);
  const { data, isLoading, error, refetch } = useGetWorkspaceChequesQuery(workspace, { skip: !workspace });
  const cheques = data?.checks ?? [];
  return (
    <div className="dashboard">
      <h1 className="h4 mb-1">{t('dashboard.greeting', { name: user?.firstName ?? user?.email ?? '' })}</h1>
      <p className="text-body-secondary mb-4">{t('shell.currentWorkspace', { name: workspaceTitle || t('shell.noWorkspace') })}</p>
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={!cheques.length}
        emptyText={t('dashboard.noCheques')}
      >
        <CCard className="mb-4">
          <CCardBody>
            <StatusCounts cheques={cheques} />
          </CCardBody>
        </CCard>
        <CCard>
          <CCardBody>
            <RecentCheques cheques={cheques} />
          </CCardBody>
        </CCard>
      </QueryState>
    </div>
  );
}
