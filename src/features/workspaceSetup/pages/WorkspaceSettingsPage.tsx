import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listText } from '@/lib/listText';
import { DetailList } from '@/components/display/DetailList';
import { DetailSection } from '@/components/display/DetailSection';
import { DailyLimit, SingleChequeLimit } from '../components/settings/AmountLimits';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { usePermission } from '@/state/usePermission';
import { ChequeSettingsForm } from '../components/settings/ChequeSettingsForm';
import { CheckInFieldsForm } from '../components/settings/CheckInFieldsForm';
import { DaysToCancelForm } from '../components/settings/DaysToCancelForm';
import { useActiveWorkspaceRecord } from '@/hooks/useActiveWorkspace';
import { countText, plainText } from '@/lib/text';
import '../workspaceSetup.scss';

type Section = 'cheques' | 'checkIn' | 'days' | null;

/** Workspace settings: cheque settings, check-in fields and days to cancel, each read first and saved alone. */
export function WorkspaceSettingsPage() {
  const { t, i18n } = useTranslation(['workspaceSetup', 'common']);
  const { ws, workspace, query } = useActiveWorkspaceRecord();
  const { reason } = usePermission();
  const [editing, setEditing] = useState<Section>(null);
  const locked = reason('workspace.edit');
  const lockedReason = locked ? t(`common:${locked}`) : undefined;
  const s = workspace?.checkSettings;
  // A value the texts do not name (or not text at all) shows as sent, or as none: never a raw key.
  const optional = (key: unknown, group: string) => {
    const value = plainText(key);
    return value ? t(`${group}.${value}`, { defaultValue: value }) : t('settings.none');
  };

  return (
    <>
      <PageHeader title={t('common:titles.workspaceSettings')} subtitle={workspace?.companyName} />
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()}>
        {workspace && (
          <div className="setup-stack">
            <DetailSection title={t('settings.chequesTitle')} editing={editing === 'cheques'} onEdit={editing ? undefined : () => setEditing('cheques')} lockedReason={lockedReason}>
              {editing === 'cheques' ? (
                <ChequeSettingsForm ws={ws} workspace={workspace} onDone={() => setEditing(null)} />
              ) : (
                <DetailList
                  items={[
                    { id: 'days', label: t('settings.fields.daysToDelete'), value: countText(s?.days_to_delete_check, (count) => t('settings.days', { count })) },
                    { id: 'single', label: t('settings.fields.singleLimit'), value: <SingleChequeLimit limits={s} /> },
                    { id: 'daily', label: t('settings.fields.dailyLimit'), value: <DailyLimit limits={s} /> },
                    { id: 'signators', label: t('settings.fields.signators'), value: countText(s?.amount_of_signators ?? 1, (count) => t('settings.signatorsCount', { count })) },
                    { id: 'to', label: t('settings.fields.sendingTo'), value: optional(s?.defaultSendingMethodTo, 'sendingMethods') },
                    { id: 'from', label: t('settings.fields.sendingFrom'), value: optional(s?.defaultSendingMethodFrom, 'sendingMethods') },
                    { id: 'time', label: t('settings.fields.sendingTime'), value: optional(s?.defaultSendingTime, 'sendingTimes') },
                    { id: 'destination', label: t('settings.fields.destination'), value: optional(s?.defaultChecksDestination, 'destinations') },
                  ]}
                />
              )}
            </DetailSection>
            <DetailSection title={t('settings.checkInTitle')} editing={editing === 'checkIn'} onEdit={editing ? undefined : () => setEditing('checkIn')} lockedReason={lockedReason}>
              {editing === 'checkIn' ? (
                <CheckInFieldsForm ws={ws} fields={workspace.checkInFields ?? []} onDone={() => setEditing(null)} />
              ) : (
                <DetailList
                  items={[
                    {
                      id: 'fields',
                      label: t('settings.checkInLegend'),
                      value: workspace.checkInFields?.length ? listText(workspace.checkInFields.map((f) => t(`checkInFields.${f}`, { defaultValue: f })), i18n.language) : t('settings.checkInNone'),
                      wide: true,
                    },
                  ]}
                />
              )}
            </DetailSection>
            <DetailSection title={t('settings.daysToCancelTitle')} editing={editing === 'days'} onEdit={editing ? undefined : () => setEditing('days')} lockedReason={lockedReason}>
              {editing === 'days' ? (
                <DaysToCancelForm ws={ws} days={workspace.daysToCancel} onDone={() => setEditing(null)} />
              ) : (
                <DetailList items={[{ id: 'days', label: t('settings.fields.daysToCancel'), value: countText(workspace.daysToCancel, (count) => t('settings.days', { count })) }]} />
              )}
            </DetailSection>
          </div>
        )}
      </QueryState>
    </>
  );
}
