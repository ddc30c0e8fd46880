import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { terminalCalls } from '@/api/terminalCalls';
import { useCallMutation } from '@/api/useCall';
import { stripDataUrl } from '@/api/imageReply';
import { canOpenCamera, type CameraProblem } from '@/components/capture/cameraSupport';
import type { CameraCapture as CameraCaptureType } from '@/components/capture/CameraCapture';
import type { ChequeReview as ChequeReviewType } from './ChequeReview';
import type { GuidanceKey, GuidanceProblem } from '@/lib/capture';
import { i18n } from '@/i18n/i18n';
import { formatAmountPlain, shekelsToAgorot } from '@/lib/money';
import type { FieldErrors } from '../rules/terminalValidation';
import type { AmountAndDate } from '../rules/amountAndDate';
import { PhotoButton } from './PhotoButton';
import { Spinner } from './Spinner';
import { TerminalErrorText } from './TerminalErrorText';
import { CameraIcon } from '@/components/payerPage/CameraIcon';

export interface ScannedCheque {
  id: string;
  frontImage: string;
  rearImage?: string;
  agorot?: number;
  checkDate?: string;
}

type Side = 'front' | 'rear';
type Stage =
  | { kind: 'capture'; side: Side }
  | { kind: 'busy'; side: Side }
  | { kind: 'review'; side: Side; image: string; warning?: GuidanceProblem[] };

interface Props {
  index: number;
  askAmountAndDate: boolean;
  needsRear: boolean;
  /** Shekels of a payment request, offered as the amount. */
  suggestedAmount?: number | string;
  onAdd: (cheque: ScannedCheque) => void;
  /** Another cheque after the first: the photo buttons step back (sending is the main action then). */
  secondary?: boolean;
  /** Told when a picture is under review and back (its confirm is the step's primary button then). */
  onReviewing?: (reviewing: boolean) => void;
}

let sequence = 0;
// Loaded with the first photo: the payer's first screen needs no date library.
const loadAmountAndDate = () => Promise.all([import('../rules/amountAndDate'), import('@/lib/dates')]);
// A photo's checks, scaling and texts load when the payer reaches for the picker or the camera,
// never with the first screen.
const loadPhotoWork = () => import('../scan/photoWork');
// Loaded with the photo (before its review is shown), so the review never waits on a fallback.
let ChequeReview: typeof ChequeReviewType | undefined;
const loadReview = () => import('./ChequeReview').then((m) => (ChequeReview = m.ChequeReview));
function CameraFailed({ onUnavailable }: { onUnavailable: (problem: CameraProblem) => void }) {
  useEffect(() => onUnavailable('failed'), [onUnavailable]);
  return null;
}
const CameraCapture = lazy(() =>
  Promise.all([import('@/components/capture/CameraCapture'), i18n.loadNamespaces('capture')]).then(
    ([m]) => ({ default: m.CameraCapture }),
    () => ({ default: CameraFailed as unknown as typeof CameraCaptureType }),
  ),
);

/** One cheque being photographed: front (and rear), checked, cut by the backend, retake or confirm. */
export function ChequeDraft({ index, askAmountAndDate, needsRear, suggestedAmount, onAdd, secondary = false, onReviewing }: Props) {
  const { t } = useTranslation('payerLink');
  const [stage, setStage] = useState<Stage>({ kind: 'capture', side: 'front' });
  const reviewing = stage.kind === 'review';
  useEffect(() => onReviewing?.(reviewing), [onReviewing, reviewing]);
  const [front, setFront] = useState<string>();
  const suggested = shekelsToAgorot(suggestedAmount ?? null);
  const [values, setValues] = useState<AmountAndDate>({ amount: suggested ? formatAmountPlain(suggested) : '', checkDate: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof AmountAndDate>>({});
  const [failure, setFailure] = useState<unknown>();
  const [cutAndDetect] = useCallMutation(terminalCalls.cutAndDetect);
  const [camera, setCamera] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<CameraProblem>();
  const [advice, setAdvice] = useState<{ key: GuidanceKey; lastTry: boolean } | null>(null);
  const attempts = useRef<Record<Side, number>>({ front: 0, rear: 0 });
  const lastVia = useRef<'camera' | 'file'>('file');
  const captureArea = useRef<HTMLDivElement>(null);
  const focusCapture = useRef(false);
  const cameraUsable = !cameraProblem && canOpenCamera();

  // Focus follows the work: back to the way in after the camera closes or cannot open, or a photo
  // is refused (ChequeReview takes it after a photo).
  useEffect(() => {
    if (focusCapture.current && !camera && stage.kind === 'capture') {
      focusCapture.current = false;
      captureArea.current?.querySelector<HTMLElement>('button')?.focus();
    }
  }, [camera, cameraProblem, stage]);

  const detect = async (side: Side, image: string, warning?: GuidanceProblem[]) => {
    const [[, { formatDate }], reply] = await Promise.all([loadAmountAndDate(), cutAndDetect({ base64: stripDataUrl(image), isFront: side === 'front' }), loadReview()]);
    if ('error' in reply) {
      setFailure(reply.error);
      setStage({ kind: 'capture', side });
      return;
    }
    const detected = reply.data;
    if (side === 'front') {
      // What the backend read off the cheque fills only what the payer has not typed.
      const amount = shekelsToAgorot(detected.amount ?? null);
      setValues((v) => ({
        amount: v.amount || (amount ? formatAmountPlain(amount) : ''),
        checkDate: v.checkDate || formatDate(detected.checkDate ?? null).replace(/-/g, '/'),
      }));
    }
    attempts.current[side] = 0;
    setStage({ kind: 'review', side, image: detected.image, warning });
  };

  const onPhoto = async (side: Side, file: File) => {
    setFailure(undefined);
    setAdvice(null);
    setCamera(false);
    lastVia.current = 'file';
    setStage({ kind: 'busy', side });
    try {
      const attempt = attempts.current[side] + 1;
      const prepared = await (await loadPhotoWork()).preparePhoto(file, side, attempt);
      if ('retry' in prepared) {
        // Refused with one piece of advice; the way in gets the focus back.
        attempts.current[side] = attempt;
        setAdvice({ key: prepared.retry, lastTry: prepared.lastTry });
        focusCapture.current = true;
        setStage({ kind: 'capture', side });
        return;
      }
      await detect(side, prepared.image, prepared.warning);
    } catch (error) {
      setFailure(error);
      setStage({ kind: 'capture', side });
    }
  };

  const onCaptured = async (side: Side, image: string, warning?: GuidanceProblem[]) => {
    setCamera(false);
    setFailure(undefined);
    setAdvice(null);
    lastVia.current = 'camera';
    setStage({ kind: 'busy', side });
    try {
      await detect(side, image, warning);
    } catch (error) {
      setFailure(error);
      setStage({ kind: 'capture', side });
    }
  };

  const finish = async (rearImage?: string, frontImage = front) => {
    const [{ validateAmountAndDate }] = await loadAmountAndDate();
    const parsed = askAmountAndDate ? validateAmountAndDate(values).parsed : undefined;
    sequence += 1;
    // Unique across reloads too: kept cheques come back beside new ones.
    onAdd({ id: `scan-${Date.now().toString(36)}-${sequence}`, frontImage: frontImage!, rearImage, agorot: parsed?.agorot, checkDate: parsed?.checkDate });
  };

  const confirm = async () => {
    if (stage.kind !== 'review') return;
    if (stage.side === 'front') {
      if (askAmountAndDate) {
        const [{ validateAmountAndDate }] = await loadAmountAndDate();
        const check = validateAmountAndDate(values);
        setErrors(check.errors);
        if (!check.parsed) return;
      }
      setFront(stage.image);
      if (needsRear) {
        setStage({ kind: 'capture', side: 'rear' });
        // Taken with the camera: the camera opens again for the back.
        if (lastVia.current === 'camera' && cameraUsable) setCamera(true);
        else focusCapture.current = true;
      } else await finish(undefined, stage.image);
    } else {
      await finish(stage.image);
    }
  };

  const onCameraProblem = (problem: CameraProblem) => {
    setCamera(false);
    setCameraProblem(problem);
    focusCapture.current = true;
  };

  const sideLabel = (side: Side) => t(side === 'front' ? 'draft.front' : 'draft.rear');
  return (
    <section className="terminal-card" aria-labelledby="cheque-draft-title">
      <h2 id="cheque-draft-title">{t('draft.title', { number: index })}</h2>
      {failure !== undefined && <TerminalErrorText error={failure} />}
      {stage.kind === 'capture' && (
        <div ref={captureArea}>
          {cameraProblem && (
            <p className="terminal-hint" role="status">
              {cameraProblem === 'failed' ? t('draft.cameraFailed') : t(`capture:camera.${cameraProblem}`)}
            </p>
          )}
          {advice && (
            <p className="terminal-hint" role="status">
              {t('capture:photo.retry', { advice: t(`capture:guidance.${advice.key}`) })}
              {advice.lastTry && ` ${t('capture:photo.lastTry')}`}
            </p>
          )}
          {camera ? (
            <Suspense fallback={<Spinner label={t('draft.openingCamera')} />}>
              <CameraCapture
                side={stage.side}
                sideLabel={sideLabel(stage.side)}
                onCapture={(still) => void onCaptured(stage.side, still.image, still.warning)}
                onUnavailable={onCameraProblem}
                onClose={() => {
                  focusCapture.current = true;
                  setCamera(false);
                }}
              >
                <PhotoButton
                  secondary
                  label={t('draft.useFile')}
                  onOpen={() => void loadPhotoWork().then((work) => work.preloadChecks())}
                  onPhoto={(file) => void onPhoto(stage.side, file)}
                />
              </CameraCapture>
            </Suspense>
          ) : (
            <>
              {cameraUsable ? (
                <button type="button" className={secondary ? 'terminal-btn terminal-btn--secondary' : 'terminal-photo'} onClick={() => setCamera(true)}>
                  {!secondary && (
                    <CameraIcon />
                  )}
                  <span>{t(stage.side === 'front' ? 'draft.takeFront' : 'draft.takeRear')}</span>
                </button>
              ) : null}
              <PhotoButton
                onOpen={() => void loadPhotoWork().then((work) => work.preloadChecks())}
                secondary={cameraUsable || secondary}
                label={cameraUsable ? t('draft.useFile') : t(stage.side === 'front' ? 'draft.takeFront' : 'draft.takeRear')}
                onPhoto={(file) => void onPhoto(stage.side, file)}
              />
            </>
          )}
        </div>
      )}
      {stage.kind === 'busy' && <Spinner label={t('draft.processing')} />}
      {stage.kind === 'review' && ChequeReview && (
        <ChequeReview
          side={stage.side}
          image={stage.image}
          warning={stage.warning}
          askAmountAndDate={askAmountAndDate}
          values={values}
          errors={errors}
          onValues={setValues}
          confirmLabel={stage.side === 'front' && needsRear ? t('draft.confirmFront') : t('draft.confirm')}
          onRetake={() => {
            focusCapture.current = true;
            setStage({ kind: 'capture', side: stage.side });
          }}
          onConfirm={() => void confirm()}
        />
      )}
    </section>
  );
}
