import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MutationReply } from '@/api/mutationReply';
import { useUploadFile } from '@/api/uploads';
import type { PresignedUpload, UploadFolder } from '@/api/workspaceApi';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import { FilePicker } from '@/components/form/FilePicker';
import { ImageCropModal } from '@/components/media/ImageCropModal';
import { ALLOWED_IMAGE_TYPES } from '@/lib/limits';

interface Props {
  ws: string;
  folder: UploadFolder;
  label: string;
  cropTitle: string;
  cropHint?: string;
  aspectRatio?: number;
  disabled?: boolean;
  /** What is said once saved (the upload's own "uploaded" when missing). */
  doneText?: string;
  /** After the upload: save the object's key where it belongs (the save's mutation reply; a refusal is shown here). */
  onUploaded: (upload: PresignedUpload) => Promise<MutationReply>;
}

/**
 * Choose a picture, crop it (react-cropper), upload it through a presigned URL, then save it:
 * spec section 5 "Images" and "Storage upload". Logos and stamp pictures all come this way.
 */
export function ImageUpload({ ws, folder, label, cropTitle, cropHint, aspectRatio, disabled, doneText, onUploaded }: Props) {
  const { t } = useTranslation('workspaceSetup');
  const upload = useUploadFile();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  return (
    <div>
      <FilePicker
        label={label}
        accept={ALLOWED_IMAGE_TYPES.join(',')}
        disabled={disabled}
        fileName=""
        hint={t('upload.hint')}
        onFile={(chosen) => {
          setError(null);
          setDone(false);
          setFile(chosen);
        }}
      />
      {error ? <ErrorAlert error={error} className="mt-2" /> : null}
      {done && (
        <p className="small text-success-emphasis mt-2 mb-0" role="status">
          {doneText ?? t('upload.done')}
        </p>
      )}
      <ImageCropModal
        file={file}
        title={cropTitle}
        hint={cropHint}
        aspectRatio={aspectRatio}
        onCancel={() => setFile(null)}
        onCropped={async (cropped) => {
          const stored = await upload(ws, cropped, folder);
          const saved = 'error' in stored ? stored : await onUploaded(stored.data);
          if ('error' in saved) setError(saved.error);
          else setDone(true);
          setFile(null);
        }}
      />
    </div>
  );
}
