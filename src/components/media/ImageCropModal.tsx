import { useId, useState } from 'react';
import { useObjectUrl } from '@/hooks/useObjectUrl';
import { CAlert, CButton, CCloseButton, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Cropper } from 'react-cropper';
import type CropperJs from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import { CROP_OUTPUT_MAX_SIDE, croppedFileName, croppedImageType, croppedSize } from '@/lib/imageCrop';
import { isAllowedImageType, isWithinUploadLimit } from '@/lib/limits';
import '@/styles/parts/modal.scss';
import '@/styles/parts/imageCrop.scss';
import { allowCropperTemplate } from '@/lib/cropperTemplate';

// cropperjs sets its one template as innerHTML: the production CSP's Trusted Types let it through.
allowCropperTemplate();

interface Props {
  /** The chosen picture; the question is open while it is set. */
  file: File | null;
  title: string;
  /** Width / height of the crop box; free when missing. */
  aspectRatio?: number;
  /** What the crop is for, under the picture ("The logo shows on cheques and terminals"). */
  hint?: string;
  /** The cropped picture (jpeg or png, at most 2MB); the question shows busy until a promise settles. */
  onCropped: (file: File) => unknown;
  onCancel: () => void;
}

type Problem = 'type' | 'tooLarge' | null;

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), type, 0.9);
    } catch {
      resolve(null);
    }
  });
}

/** The crop box drawn at most 1200 px wide or high; null when the browser cannot draw it. */
async function cropOf(cropper: CropperJs | null, file: File): Promise<File | null> {
  if (!cropper) return null;
  const box = cropper.getData(true);
  const size = croppedSize(box.width, box.height, CROP_OUTPUT_MAX_SIDE);
  let canvas: HTMLCanvasElement | null = null;
  try {
    canvas = cropper.getCroppedCanvas({ width: size.width, height: size.height, imageSmoothingQuality: 'high' });
  } catch {
    return null;
  }
  if (!canvas || !canvas.getContext?.('2d')) return null;
  const type = croppedImageType(file.type);
  const blob = await toBlob(canvas, type);
  return blob ? new File([blob], croppedFileName(file.name, type), { type }) : null;
}

/**
 * Crop before upload (logos and stamp pictures): the whole picture is selected at first, so
 * "Use" alone keeps it all; buttons zoom and turn it for keyboard users. Where the browser cannot
 * draw (no canvas), the picture goes as chosen if it is within the upload rules.
 */
export function ImageCropModal({ file, title, aspectRatio, hint, onCropped, onCancel }: Props) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const typeOk = !!file && isAllowedImageType(file.type);
  const src = useObjectUrl(typeOk ? file : null);
  // The cropper and the problem belong to one picture: another file starts without them.
  const [cropperOf, setCropperOf] = useState<{ src: string; instance: CropperJs } | null>(null);
  const cropper = src && cropperOf?.src === src ? cropperOf.instance : null;
  const [problemOf, setProblemOf] = useState<{ file: File; problem: Problem } | null>(null);
  const problem = file && problemOf?.file === file ? problemOf.problem : null;
  const setProblem = (next: Problem) => {
    if (file) setProblemOf({ file, problem: next });
  };
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const cropped = (await cropOf(cropper, file)) ?? file;
      if (!isAllowedImageType(cropped.type)) return setProblem('type');
      if (!isWithinUploadLimit(cropped.size)) return setProblem('tooLarge');
      await onCropped(cropped);
    } finally {
      setBusy(false);
    }
  };

  return (
    <CModal visible={!!file} onClose={onCancel} alignment="center" size="lg" aria-labelledby={titleId} backdrop="static">
      {/* CoreUI's own close button is labelled "Close" in every language. */}
      <CModalHeader closeButton={false}>
        <CModalTitle id={titleId}>{title}</CModalTitle>
        <CCloseButton className="ms-auto" aria-label={t('actions.close')} onClick={onCancel} />
      </CModalHeader>
      <CModalBody>
        {!typeOk ? (
          <CAlert color="danger" role="alert" className="mb-0">
            {t('imageCrop.errors.type')}
          </CAlert>
        ) : (
          <>
            {src && (
              <div className="image-crop">
                <Cropper
                  src={src}
                  alt={t('imageCrop.alt', { name: file?.name ?? '' })}
                  className="image-crop__image"
                  aspectRatio={aspectRatio}
                  viewMode={1}
                  autoCropArea={1}
                  background={false}
                  responsive
                  checkOrientation={false}
                  guides
                  onInitialized={(instance) => setCropperOf({ src, instance })}
                />
              </div>
            )}
            {hint && <p className="small text-body-secondary mt-2 mb-0">{hint}</p>}
            <div className="image-crop__tools" role="group" aria-label={t('imageCrop.tools')}>
              <CButton color="secondary" variant="outline" size="sm" onClick={() => cropper?.zoom(0.1)} disabled={!cropper}>
                {t('imageCrop.zoomIn')}
              </CButton>
              <CButton color="secondary" variant="outline" size="sm" onClick={() => cropper?.zoom(-0.1)} disabled={!cropper}>
                {t('imageCrop.zoomOut')}
              </CButton>
              <CButton color="secondary" variant="outline" size="sm" onClick={() => cropper?.rotate(-90)} disabled={!cropper}>
                {t('imageCrop.rotateLeft')}
              </CButton>
              <CButton color="secondary" variant="outline" size="sm" onClick={() => cropper?.rotate(90)} disabled={!cropper}>
                {t('imageCrop.rotateRight')}
              </CButton>
              <CButton color="secondary" variant="ghost" size="sm" onClick={() => cropper?.reset()} disabled={!cropper}>
                {t('imageCrop.reset')}
              </CButton>
            </div>
            {problem && (
              <CAlert color="danger" role="alert" className="mt-3 mb-0">
                {t(`imageCrop.errors.${problem}`)}
              </CAlert>
            )}
          </>
        )}
      </CModalBody>
      <CModalFooter>
        <CButton color="secondary" variant="outline" onClick={onCancel}>
          {t('actions.cancel')}
        </CButton>
        <CButton color="primary" onClick={() => void apply()} disabled={!typeOk || busy}>
          {busy ? t('state.saving') : t('imageCrop.apply')}
        </CButton>
      </CModalFooter>
    </CModal>
  );
}
