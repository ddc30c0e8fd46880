import { useState } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useAddWorkspaceSignatureMutation } from '@/api/signaturesApi';
import { DetailSection } from '@/components/display/DetailSection';
import { PageHeader } from '@/components/layout/PageHeader';
import { usePermission } from '@/state/usePermission';
import { DrawnSignatureForm } from '../components/signatures/DrawnSignatureForm';
import { SignatureList } from '../components/signatures/SignatureList';
import { TextStampForm } from '@/components/signature/TextStampForm';
import { ImageUpload } from '../components/ImageUpload';
import { useActiveWorkspaceRecord } from '@/hooks/useActiveWorkspace';
import '../workspaceSetup.scss';

type Mode = 'draw' | 'text' | 'image';

/** Signatures and stamps of the workspace: the list, and a new one drawn, from text or from a picture. */
export function SignaturesPage() {
  const { t } = useTranslation(['workspaceSetup', 'signing']);
  const { ws, workspace } = useActiveWorkspaceRecord();
  const { reason } = usePermission();
  const [mode, setMode] = useState<Mode>('draw');
  const [addImage] = useAddWorkspaceSignatureMutation();
  const locked = reason('signatures.manage');
  return (
    <>
      <PageHeader title={t('common:titles.signatures')} subtitle={workspace?.companyName} />
      <div className="setup-stack">
        <DetailSection title={t('signatures.listTitle')}>
          <SignatureList ws={ws} />
        </DetailSection>
        <DetailSection title={t('signatures.addTitle')} lockedReason={locked ? t(`common:${locked}`) : undefined}>
          {!locked && (
            <>
              <div role="group" aria-label={t('signatures.addTitle')} className="d-flex flex-wrap gap-2 mb-3">
                {(['draw', 'text', 'image'] as const).map((m) => (
                  <CButton key={m} color="primary" variant={mode === m ? undefined : 'outline'} aria-pressed={mode === m} onClick={() => setMode(m)}>
                    {t(`signatures.modes.${m}`)}
                  </CButton>
                ))}
              </div>
              {mode === 'draw' && <DrawnSignatureForm ws={ws} />}
              {mode === 'text' && <TextStampForm ws={ws} primary />}
              {mode === 'image' && (
                <ImageUpload
                  ws={ws}
                  folder="stamp"
                  label={t('signatures.stampImage')}
                  cropTitle={t('signatures.cropStamp')}
                  cropHint={t('signatures.cropStampHint')}
                  doneText={t('signing:stamp.created')}
                  onUploaded={(stored) => addImage({ ws, signaturePath: stored.url ?? stored.objKey, replace: false })}
                />
              )}
            </>
          )}
        </DetailSection>
      </div>
    </>
  );
}
