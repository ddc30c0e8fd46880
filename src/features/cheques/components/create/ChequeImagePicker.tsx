import { useRef, useState, type ChangeEvent } from 'react';
import { CAlert, CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { listText } from '@/lib/listText';
import { useCutAndDetectMutation } from '@/api/chequeImagesApi';
import type { DetectedCheque } from '@/api/types/detectedCheque';
import { ErrorAlert } from '@/components/feedback/ErrorAlert';
import type { GuidanceProblem } from '@/lib/capture';
import { i18n } from '@/i18n/i18n';
import { FilePicker } from '@/components/form/FilePicker';
import { ALLOWED_IMAGE_TYPES } from '@/lib/limits';
import { formatBytes, ImageTypeError, readImageFile } from './readImageFile';
import '@/styles/parts/chequeImage.scss';
import './chequeCreate.scss';

interface Props {
  side: 'front' | 'rear';
  value: string;
  onDetected: (detected: DetectedCheque) => void;
}

type Problem = { kind: 'type' | 'read' } | { kind: 'server'; error: unknown } | null;
const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

/** The payer's photo checks, loaded with the first picture: what is dark, blurred or has glare. */
async function qualityWarnings(file: File, side: 'front' | 'rear'): Promise<GuidanceProblem[]> {
  try {
    const [checks] = await Promise.all([import('@/components/capture/checkPhoto'), i18n.loadNamespaces('capture')]);
    const checked = await checks.checkPhoto(file, side);
    if (!checked) return [];
    checked.close();
    return checks.uploadWarnings(checked.assessment);
  } catch {
    return [];
  }
}

const isTouch = () => typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: coarse)').matches;

/** One side of the cheque: chosen or photographed, checked, scaled if big, cut and read by the server. */
export function ChequeImagePicker({ side, value, onDetected }: Props) {
  const { t, i18n } = useTranslation('cheques');
  const [cutAndDetect, { isLoading }] = useCutAndDetectMutation();
  const [problem, setProblem] = useState<Problem>(null);
  const [note, setNote] = useState('');
  const [detectedText, setDetectedText] = useState('');
  const [warnings, setWarnings] = useState<GuidanceProblem[]>([]);
  // Whichever way it came (chooser or camera), the picture's name is shown: never "no file chosen".
  const [fileName, setFileName] = useState('');
  const camera = useRef<HTMLInputElement>(null);
  const picks = useRef(0);
  const label = t(side === 'front' ? 'fields.frontImage' : 'fields.rearImage');
  const inputId = `cheque-${side}-image`;

  function onCamera(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void onFile(file);
  }

  async function onFile(file: File) {
    setFileName(file.name);
    setProblem(null);
    setNote('');
    setDetectedText('');
    setWarnings([]);
    // Checked beside the upload: a warning, never a refusal (staff know their scanner).
    const pick = ++picks.current;
    void qualityWarnings(file, side).then((found) => pick === picks.current && setWarnings(found));
    let image: Awaited<ReturnType<typeof readImageFile>>;
    try {
      image = await readImageFile(file);
    } catch (error) {
      setProblem({ kind: error instanceof ImageTypeError ? 'type' : 'read' });
      return;
    }
    if (image.scaledFrom) setNote(t('create.scaled', { from: formatBytes(image.scaledFrom), to: formatBytes(image.bytes) }));
    const reply = await cutAndDetect({ base64: image.dataUrl, isFront: side === 'front' });
    if ('error' in reply) return setProblem({ kind: 'server', error: reply.error });
    const detected = reply.data;
    if (side === 'front') {
      setDetectedText(
        detected.micr
          ? t('create.detected', { number: detected.checkNumber ?? '', bank: detected.bank ?? '', branch: detected.branch ?? '', account: detected.account ?? '' })
          : t('create.detectedNone'),
      );
    }
    onDetected(detected);
  }

  return (
    <div className="cheque-picker mb-3">
      <div className="cheque-picker__preview mb-2">
        {value ? <img src={value} alt={t('create.previewAlt', { side: label })} className="cheque-image" /> : <span className="text-body-secondary small">{t('create.imageTypes')}</span>}
        {isLoading && (
          <div className="cheque-picker__busy" role="status">
            <CSpinner as="span" size="sm" aria-hidden="true" className="me-2" />
            {t('create.reading')}
          </div>
        )}
      </div>
      <FilePicker id={inputId} label={label} accept={ACCEPT} onFile={(file) => void onFile(file)} disabled={isLoading} fileName={fileName}>
        {isTouch() && (
          <>
            <input ref={camera} type="file" accept={ACCEPT} capture="environment" className="d-none" tabIndex={-1} aria-hidden="true" onChange={onCamera} />
            <CButton color="primary" variant="outline" onClick={() => camera.current?.click()} disabled={isLoading}>
              {t('create.camera')}
            </CButton>
          </>
        )}
      </FilePicker>
      {warnings.length > 0 && (
        <CAlert color="warning" className="mt-2 py-2 small" role="status">
          <span className="fw-semibold">{t('capture:upload.title')}</span> {listText(warnings.map((w) => t(`capture:upload.${w}`)), i18n.language)}.{' '}
          {t('capture:upload.hint')}
        </CAlert>
      )}
      {note && <p className="small text-body-secondary mt-2 mb-0" role="status">{note}</p>}
      {detectedText && <p className="small text-success-emphasis mt-2 mb-0" role="status">{detectedText}</p>}
      {problem?.kind === 'type' && <CAlert color="danger" className="mt-2 py-2 small" role="alert">{t('create.imageType')}</CAlert>}
      {problem?.kind === 'read' && <CAlert color="danger" className="mt-2 py-2 small" role="alert">{t('create.imageRead')}</CAlert>}
      {problem?.kind === 'server' && <ErrorAlert error={problem.error} className="mt-2 py-2 small" />}
    </div>
  );
}
