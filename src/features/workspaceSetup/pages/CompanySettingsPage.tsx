import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateWorkspaceMutation } from '@/api/workspaceApi';
import { DetailList } from '@/components/display/DetailList';
import { DetailSection } from '@/components/display/DetailSection';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { usePermission } from '@/state/usePermission';
import { CompanyForm } from '../components/company/CompanyForm';
import { ImageUpload } from '../components/ImageUpload';
import { useActiveWorkspaceRecord } from '@/hooks/useActiveWorkspace';
import '../workspaceSetup.scss';
import { SafeImage } from '@/components/media/SafeImage';

/** Company settings (GET and PUT /api/workspace/{id}): details read first, each section edited alone. */
export function CompanySettingsPage() {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const { ws, workspace, query } = useActiveWorkspaceRecord();
  const { reason } = usePermission();
  const [editing, setEditing] = useState(false);
  const [updateLogo, logoState] = useUpdateWorkspaceMutation();
  const locked = reason('workspace.edit');

  return (
    <>
      <PageHeader title={t('common:titles.companySettings')} subtitle={workspace?.companyName} />
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()}>
        {workspace && (
          <div className="setup-stack">
            <DetailSection
              title={t('company.detailsTitle')}
              editing={editing}
              onEdit={() => setEditing(true)}
              lockedReason={locked ? t(`common:${locked}`) : undefined}
            >
              {editing ? (
                <CompanyForm workspace={workspace} onDone={() => setEditing(false)} />
              ) : (
                <DetailList
                  items={[
                    { id: 'companyName', label: t('company.fields.companyName'), value: workspace.companyName },
                    { id: 'name', label: t('company.fields.name'), value: <bdi dir="ltr">{workspace.name}</bdi> },
                    { id: 'slug', label: t('company.fields.companySlug'), value: workspace.companySlug && <bdi dir="ltr">{workspace.companySlug}</bdi> },
                    { id: 'hetpey', label: t('company.fields.hetpey'), value: workspace.hetpey && <bdi dir="ltr">{workspace.hetpey}</bdi> },
                    { id: 'address', label: t('company.fields.address'), value: workspace.address },
                    { id: 'phone', label: t('company.fields.phone'), value: workspace.phone && <bdi dir="ltr">{workspace.phone}</bdi> },
                  ]}
                />
              )}
            </DetailSection>
            <DetailSection
              title={t('company.logoTitle')}
              lockedReason={locked ? t(`common:${locked}`) : undefined}
              actions={
                workspace.logo && !locked ? (
                  <DangerButton
                    size="sm"
                    label={t('company.removeLogo')}
                    confirmTitle={t('company.removeLogoTitle')}
                    confirmBody={t('company.removeLogoBody')}
                    busy={logoState.isLoading}
                    onConfirm={() => updateLogo({ id: workspace.id, logo: null })}
                  />
                ) : undefined
              }
            >
              <div className="setup-logo">
                <SafeImage
                  src={workspace.logo}
                  alt={t('company.logoAlt', { name: workspace.companyName ?? workspace.name })}
                  className="setup-logo__image"
                  fallback={<p className="text-body-secondary mb-0">{t('company.noLogo')}</p>}
                  broken={<p className="text-body-secondary mb-0">{t('company.logoNotLoaded')}</p>}
                />
              </div>
              {logoState.error ? <ErrorAlert error={logoState.error} className="mt-2" /> : null}
              {!locked && (
                <div className="mt-3">
                  <ImageUpload
                    ws={ws}
                    folder="logo"
                    label={t('company.chooseLogo')}
                    cropTitle={t('company.cropLogo')}
                    cropHint={t('company.cropLogoHint')}
                    onUploaded={(stored) => updateLogo({ id: workspace.id, logo: stored.objKey })}
                  />
                </div>
              )}
            </DetailSection>
          </div>
        )}
      </QueryState>
    </>
  );
}
