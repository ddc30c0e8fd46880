import { useState } from 'react';
import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useGetWorkspaceTagsQuery } from '@/api/tagsApi';
import { DetailSection } from '@/components/display/DetailSection';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { usePermission } from '@/state/usePermission';
import { TagForm } from '../components/tags/TagForm';
import { TagList } from '../components/tags/TagList';
import { useActiveWorkspaceRecord } from '@/hooks/useActiveWorkspace';
import '../workspaceSetup.scss';

/** The workspace's tags (spec sections 3, 7): the list in their colours, a new one, delete. */
export function TagsPage() {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const { ws, workspace } = useActiveWorkspaceRecord();
  const { can, reason } = usePermission();
  const query = useGetWorkspaceTagsQuery(ws, { skip: !ws });
  const [created, setCreated] = useState<string | null>(null);
  const tags = query.data ?? [];
  const locked = reason('tags.manage');
  return (
    <>
      <PageHeader title={t('common:titles.tags')} subtitle={workspace?.companyName} />
      <div className="setup-stack">
        <DetailSection title={t('tags.listTitle')}>
          <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} isEmpty={!tags.length} emptyText={t('tags.empty')}>
            <TagList ws={ws} tags={tags} canManage={can('tags.manage')} />
          </QueryState>
        </DetailSection>
        <DetailSection title={t('tags.newTitle')} lockedReason={locked ? t(`common:${locked}`) : undefined}>
          {!locked && (
            <>
              {created && (
                <CAlert color="success" role="status">
                  {t('tags.created', { name: created })}
                </CAlert>
              )}
              <TagForm ws={ws} existing={tags} onCreated={(tag) => setCreated(tag?.name ?? null)} />
            </>
          )}
        </DetailSection>
      </div>
    </>
  );
}
