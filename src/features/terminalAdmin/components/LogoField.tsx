import { useState } from 'react';
import { CButton, CSpinner } from '@coreui/react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '@/api/uploads';
import { useErrorText } from '@/components/feedback/ErrorAlert';
import { FilePicker } from '@/components/form/FilePicker';
import { ImageCropModal } from '@/components/media/ImageCropModal';
import { ALLOWED_IMAGE_TYPES } from '@/lib/limits';
import { useAppSelector } from '@/state/hooks';
import { selectWorkspace } from '@/state/generalSlice';
import { SafeImage } from '@/components/media/SafeImage';
import { FieldError } from '@/components/form/FieldError';

/** Where an uploaded object is read: the address the backend names, else the presigned URL unsigned. */
function readAddress(putUrl: string, url?: string): string {
  if (url) return url;
  const address = new URL(putUrl, window.location.origin);
  return address.origin === window.location.origin ? address.pathname : `${address.origin}${address.pathname}`;
}

/** The terminal's logo: chosen, cropped, uploaded through the presigned URL, shown, removable. */
export function LogoField({ name, onBusy }: { name: string; onBusy?: (busy: boolean) => void }) {
  const { t } = useTranslation('terminals');
  const errorText = useErrorText();
  const ws = useAppSelector(selectWorkspace);
  const upload = useUploadFile();
  const [field, , helpers] = useField<string>(name);
  const [chosen, setChosen] = useState<File | null>(null);
  const [state, setState] = useState<{ busy: boolean; error?: string; fileName?: string }>({ busy: false });

  const onCropped = async (file: File) => {
    setChosen(null);
    setState({ busy: true, fileName: file.name });
    onBusy?.(true);
    const stored = await upload(ws, file, 'logo');
    if ('error' in stored) {
      setState({ busy: false, error: errorText(stored.error) });
    } else {
      await helpers.setValue(readAddress(stored.data.putUrl, stored.data.url));
      setState({ busy: false, fileName: file.name });
    }
    onBusy?.(false);
  };

  return (
    <div className="mb-3">
      <FilePicker
        label={t('fields.logo')}
        accept={ALLOWED_IMAGE_TYPES.join(',')}
        onFile={(file) => {
          setState({ busy: false });
          setChosen(file);
        }}
        fileName={field.value ? (state.fileName ?? t('logo.current')) : ''}
        disabled={state.busy}
        hint={t('fields.logoHint')}
      >
        {field.value && !state.busy && (
          <CButton color="secondary" variant="ghost" size="sm" onClick={() => void helpers.setValue('')}>
            {t('logo.remove')}
          </CButton>
        )}
      </FilePicker>
      <SafeImage className="terminal-logo-thumb" src={field.value} alt={t('logo.alt')} width={64} height={64} />
      <div role="status" className="small">
        {state.busy && (
          <>
            <CSpinner size="sm" aria-hidden="true" /> {t('logo.uploading')}
          </>
        )}
      </div>
      {state.error && (
        <FieldError alert>{state.error}</FieldError>
      )}
      <ImageCropModal file={chosen} title={t('logo.cropTitle')} aspectRatio={1} hint={t('logo.cropHint')} onCropped={onCropped} onCancel={() => setChosen(null)} />
    </div>
  );
}
