import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/PageHeader';
import { usePermission } from '@/state/usePermission';
import { KeySection } from '../components/keys/KeySection';
import { useActiveWorkspaceRecord } from '@/hooks/useActiveWorkspace';
import '../workspaceSetup.scss';

/**
 * Printers and keys (spec sections 3, 7): printer keys, which every member reads to choose a
 * printer, and the owner's workspace keys; a new key's string is shown once.
 */
export function KeysPage() {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const { ws, wsId, workspace } = useActiveWorkspaceRecord();
  const { can } = usePermission();
  return (
    <>
      <PageHeader title={t('common:titles.keys')} subtitle={workspace?.companyName} />
      <div className="setup-stack">
        <KeySection kind="printer" ws={ws} wsId={wsId} canCreate={can('keys.create')} canDelete={can('keys.delete')} />
        {can('keys.view') && <KeySection kind="workspace" ws={ws} wsId={wsId} canCreate={can('keys.create')} canDelete={can('keys.delete')} />}
      </div>
    </>
  );
}
