import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetWorkspaceChequesQuery } from '@/api/chequesApi';
import type { Cheque } from '@/api/types/cheque';
import { QueryState } from '@/components/feedback/QueryState';
import { DateText } from '@/components/display/DateText';
import { PageHeader } from '@/components/layout/PageHeader';
import { backState } from '@/components/layout/backLink';
import { Can } from '@/components/permissions/Can';
import { ChequeStageBadge } from '@/components/ChequeStageBadge';
import { paths } from '@/config/paths';
import { filterToParams, type ChequeListFilter } from '@/lib/chequeListFilter';
import { isStale, lastCashableDay } from '@/lib/chequeTiming';
import { todayIso } from '@/lib/dates';
import { dueSoonFilter, stageFilter, type HomeStage } from '../rules/homeSummary';
import { useHomeSummary } from '../hooks/useHomeSummary';
import { useAppSelector } from '@/state/hooks';
import { useActingUser } from '@/state/usePermission';
import { selectUser, selectWorkspace, selectWorkspaceTitle } from '@/state/generalSlice';
import { StageTiles } from '../components/StageTiles';
import { ChequeLines } from '../components/ChequeLines';
import { HomeCard } from '../components/HomeCard';
import { NewReturnsNotice } from '@/components/returns/NewReturnsNotice';
import { useReturnsSeen } from '@/hooks/useReturnsSeen';
import '../dashboard.scss';

const listHref = (filter: ChequeListFilter) => `${paths.cheques}?${new URLSearchParams(filterToParams(filter))}`;
const MAX_LINES = 5;
const NONE: Cheque[] = [];

/** The signed-in home: what needs me and how much money is where. */
export function DashboardPage() {
  const { t } = useTranslation('home');
  const user = useAppSelector(selectUser);
  const workspace = useAppSelector(selectWorkspace);
  const workspaceTitle = useAppSelector(selectWorkspaceTitle);
  const location = useLocation();
  const who = useActingUser();
  const { data, isLoading, error, refetch } = useGetWorkspaceChequesQuery(workspace, { skip: !workspace });
  const today = todayIso();
  const cheques = data?.checks ?? NONE;
  const home = useHomeSummary(cheques, who, today, useReturnsSeen().seenAt);
  const hrefOf = (stage: HomeStage) => listHref(stageFilter(stage, today));
  const from = backState(location);

  return (
    <div className="home">
      <PageHeader
        title={t('greeting', { name: user?.firstName ?? user?.email ?? '' })}
        // The active workspace, named plainly under the greeting: the owner sees at once where he is.
        subtitle={<span className="home-workspace">{t('workspace', { name: workspaceTitle || t('noWorkspace') })}</span>}
        actions={
          <Can action="cheque.create">
            <Link to={paths.chequeNew} className="btn btn-primary">
              {t('scanNew')}
            </Link>
          </Can>
        }
      />
      {/* A large workspace's summary is made in slices after the reply: until then, still loading. */}
      <QueryState isLoading={isLoading || !home} error={error} onRetry={() => void refetch()} isEmpty={!cheques.length} emptyText={t('noCheques')}>
        {home && (
          <>
            <NewReturnsNotice count={home.newReturns} />
            <StageTiles stages={home.stages} hrefOf={hrefOf} />
            <div className="home-grid">
              <HomeCard title={t('dueTitle')} footer={home.due.length > MAX_LINES ? <Link to={listHref(dueSoonFilter(today))}>{t('dueAll')}</Link> : null}>
                {home.due.length ? (
                  <ChequeLines label={t('dueTitle')} cheques={home.due.slice(0, MAX_LINES)} state={from} detail={(c) => <DateText value={c.checkDate} relative today={today} />} />
                ) : (
                  <p className="text-body-secondary mb-0">{t('dueEmpty')}</p>
                )}
              </HomeCard>
              <HomeCard title={t('staleTitle')} intro={t('staleIntro')} warn={home.stale.length > 0}>
                {home.stale.length ? (
                  <ChequeLines
                    label={t('staleTitle')}
                    cheques={home.stale.slice(0, MAX_LINES)}
                    state={from}
                    detail={(c) => (
                      <span className="text-danger-emphasis">
                        <DateText value={c.checkDate} relative today={today} />
                        {' · '}
                        {t(isStale(c.checkDate, today) ? 'expiredOn' : 'expiresOn')} <DateText value={lastCashableDay(c.checkDate)} />
                      </span>
                    )}
                  />
                ) : (
                  <p className="text-body-secondary mb-0">{t('staleEmpty')}</p>
                )}
              </HomeCard>
              <HomeCard title={t('recentTitle')} wide>
                <ChequeLines
                  label={t('recentTitle')}
                  cheques={home.recent}
                  state={from}
                  detail={(c) => (
                    <>
                      <ChequeStageBadge cheque={c} /> <DateText value={c.updatedAt || c.createdAt} withTime />
                    </>
                  )}
                />
              </HomeCard>
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
