import { CBadge, CCard, CCardBody } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useDeleteWorkspaceSignatureMutation, useGetWorkspaceSignaturesQuery } from '@/api/signaturesApi';
import { DangerButton } from '@/components/feedback/DangerButton';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { QueryState } from '@/components/feedback/QueryState';
import { usePermission } from '@/state/usePermission';
import '@/styles/parts/badge.scss';
import '@/styles/parts/signaturePad.scss';
import { safeAddress } from '@/lib/safeUrl';
import { NO_IMAGE } from '@/api/imageReply';

/** The workspace's signatures and stamps (GET .../signature/{ws}/all), each deleted after a question. */
export function SignatureList({ ws }: { ws: string }) {
  const { t } = useTranslation(['workspaceSetup', 'common']);
  const query = useGetWorkspaceSignaturesQuery(ws, { skip: !ws });
  const [remove, removeState] = useDeleteWorkspaceSignatureMutation();
  const { can } = usePermission();
  const list = query.data ?? [];
  return (
    <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} isEmpty={!list.length} emptyText={t('signatures.empty')}>
      {removeState.error ? <ErrorAlert error={removeState.error} /> : null}
      <ul className="setup-tiles">
        {list.map((s) => (
          <li key={s.name}>
            <CCard className="setup-tile">
              <CCardBody>
                <div className="setup-tile__head justify-content-between">
                  <h3 className="setup-tile__title">{s.name}</h3>
                  <CBadge color={s.type === 'stamp' ? 'info' : 'secondary'}>{t(`signatures.types.${s.type ?? 'signature'}`)}</CBadge>
                </div>
                <img src={safeAddress(s.signaturePath, 'image') ?? NO_IMAGE} alt={t('signatures.imageAlt', { name: s.name })} className="signature-picture mt-2 w-100" />
                {can('signatures.manage') && (
                  <div className="setup-tile__actions">
                    <DangerButton
                      size="sm"
                      label={t('common:actions.delete')}
                      confirmTitle={t('signatures.deleteTitle', { name: s.name })}
                      confirmBody={t('signatures.deleteBody')}
                      busy={removeState.isLoading}
                      onConfirm={() => remove({ ws, name: s.name })}
                    />
                  </div>
                )}
              </CCardBody>
            </CCard>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
