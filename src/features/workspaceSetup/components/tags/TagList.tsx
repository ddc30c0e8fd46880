import { useTranslation } from 'react-i18next';
import { useDeleteWorkspaceTagMutation } from '@/api/tagsApi';
import type { Tag } from '@/api/types/tag';
import { TagBadge } from '@/components/display/TagBadge';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';

/** The workspace's tags in their colours, each deleted after a question (it leaves every cheque too). */
export function TagList({ ws, tags, canManage }: { ws: string; tags: Tag[]; canManage: boolean }) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const [remove, state] = useDeleteWorkspaceTagMutation();
  return (
    <>
      {state.error ? <ErrorAlert error={state.error} /> : null}
      <ul className="setup-tag-list" aria-label={t('tags.listTitle')}>
        {tags.map((tag) => (
          <li key={tag.id} className="setup-tag-list__item">
            <TagBadge tag={tag} />
            <bdi className="setup-tag-list__code text-body-secondary small" dir="ltr">
              {tag.color}
            </bdi>
            {canManage && (
              <DangerButton
                size="sm"
                className="ms-auto"
                label={t('common:actions.delete')}
                confirmTitle={t('tags.deleteTitle', { name: tag.name })}
                confirmBody={t('tags.deleteBody')}
                busy={state.isLoading}
                onConfirm={() => remove({ ws, tagId: tag.id })}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
