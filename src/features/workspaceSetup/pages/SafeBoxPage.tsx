import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisconnectSafeBoxMutation, useGetSafeBoxQuery } from '@/api/safeBoxApi';
import { DateText } from '@/components/display/DateText';
import { DetailList } from '@/components/display/DetailList';
import { DetailSection } from '@/components/display/DetailSection';
import { Money } from '@/components/display/Money';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { safeCapAgorot } from '../rules/safeBox';
import { usePermission } from '@/state/usePermission';
import { SafeBoxForm } from '../components/safeBox/SafeBoxForm';
import { SafeBoxTestPanel } from '../components/safeBox/SafeBoxTestPanel';
import { useActiveWorkspaceRecord } from '@/hooks/useActiveWorkspace';
import '../workspaceSetup.scss';

/** The safe box deposits go through: the private safe or the bank-run option, its key, and its test. */
export function SafeBoxPage() {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const { ws, workspace } = useActiveWorkspaceRecord();
  const { reason } = usePermission();
  const query = useGetSafeBoxQuery(ws, { skip: !ws });
  const [disconnect, disconnectState] = useDisconnectSafeBoxMutation();
  const [editing, setEditing] = useState(false);
  const locked = reason('workspace.edit');
  const lockedReason = locked ? t(`common:${locked}`) : undefined;
  const box = query.data ?? null;

  return (
    <>
      <PageHeader title={t('common:titles.safeBox')} subtitle={workspace?.companyName} />
      <p className="text-body-secondary">{t('safeBox.intro')}</p>
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()}>
        <div className="setup-stack">
          <DetailSection
            title={t('safeBox.connectionTitle')}
            editing={editing || (!box && !locked)}
            onEdit={box ? () => setEditing(true) : undefined}
            lockedReason={lockedReason}
            actions={
              box && !locked && !editing ? (
                <DangerButton
                  size="sm"
                  label={t('safeBox.disconnect')}
                  confirmTitle={t('safeBox.disconnectTitle')}
                  confirmBody={t('safeBox.disconnectBody')}
                  busy={disconnectState.isLoading}
                  onConfirm={() => disconnect(ws)}
                />
              ) : undefined
            }
          >
            {disconnectState.error ? <ErrorAlert error={disconnectState.error} /> : null}
            {editing || (!box && !locked) ? (
              <SafeBoxForm ws={ws} safeBox={box} onDone={() => setEditing(false)} />
            ) : box ? (
              <DetailList
                items={[
                  { id: 'type', label: t('safeBox.fields.safeType'), value: <>{t(`safeBox.types.${box.safeType}`)} · {t('safeBox.capPrefix')} <Money agorot={safeCapAgorot(box.safeType)} /></> },
                  { id: 'user', label: t('safeBox.fields.userName'), value: <bdi dir="ltr">{box.userName}</bdi> },
                  { id: 'key', label: t('safeBox.fields.keyFile'), value: box.keyFileName && <bdi dir="ltr">{box.keyFileName}</bdi> },
                  { id: 'at', label: t('safeBox.connectedAt'), value: box.connectedAt && <DateText value={box.connectedAt} withTime /> },
                ]}
              />
            ) : (
              <p className="text-body-secondary mb-0">{t('safeBox.none')}</p>
            )}
          </DetailSection>
          {box && !editing && (
            <DetailSection title={t('safeBox.test.title')}>
              <SafeBoxTestPanel ws={ws} safeBox={box} disabled={!!locked} />
            </DetailSection>
          )}
        </div>
      </QueryState>
    </>
  );
}
