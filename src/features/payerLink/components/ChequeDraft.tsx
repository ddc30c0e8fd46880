import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CameraProblem } from '@/components/capture/cameraSupport';
import type { CameraCapture as CameraCaptureType } from '@/components/capture/CameraCapture';
import { CameraIcon } from '@/components/payerPage/CameraIcon';
import { i18n } from '@/i18n/i18n';
import { ChequeReview, loadPhotoWork, useChequeDraft, type DraftOptions } from '../hooks/useChequeDraft';
import type { Side } from '../scan/chequeDraftState';
import { PhotoButton } from './PhotoButton';
import { Spinner } from './Spinner';
import { TerminalErrorText } from './TerminalErrorText';

interface Props extends DraftOptions {
  index: number;
  /** Another cheque after the first: the photo buttons step back (sending is the main action then). */
  secondary?: boolean;
  /** Told when a picture is under review and back (its confirm is the step's primary button then). */
  onReviewing?: (reviewing: boolean) => void;
}

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
const preloadChecks = () => void loadPhotoWork().then((work) => work.preloadChecks());

/** One cheque being photographed: front (and rear), checked, cut by the backend, retake or confirm. */
export function ChequeDraft({ index, secondary = false, onReviewing, ...options }: Props) {
  const { t } = useTranslation('payerLink');
  const { captureArea, reviewArea, ...work } = useChequeDraft(options);
  const { stage, camera, cameraProblem, advice, failure, values, errors } = work.draft;
  const reviewing = stage.kind === 'review';
  useEffect(() => onReviewing?.(reviewing), [onReviewing, reviewing]);

  const sideLabel = (side: Side) => t(side === 'front' ? 'draft.front' : 'draft.rear');
  const takeLabel = (side: Side) => t(side === 'front' ? 'draft.takeFront' : 'draft.takeRear');
  return (
    <section ref={reviewArea} className="terminal-card" aria-labelledby="cheque-draft-title">
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
                onCapture={(still) => void work.onCaptured(stage.side, still.image, still.warning)}
                onUnavailable={work.onCameraProblem}
                onClose={work.closeCamera}
              >
                <PhotoButton secondary label={t('draft.useFile')} onOpen={preloadChecks} onPhoto={(file) => void work.onPhoto(stage.side, file)} />
              </CameraCapture>
            </Suspense>
          ) : (
            <>
              {work.cameraUsable ? (
                <button type="button" className={secondary ? 'terminal-btn terminal-btn--secondary' : 'terminal-photo'} onClick={work.openCamera}>
                  {!secondary && <CameraIcon />}
                  <span>{takeLabel(stage.side)}</span>
                </button>
              ) : null}
              <PhotoButton
                onOpen={preloadChecks}
                secondary={work.cameraUsable || secondary}
                label={work.cameraUsable ? t('draft.useFile') : takeLabel(stage.side)}
                onPhoto={(file) => void work.onPhoto(stage.side, file)}
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
          askAmountAndDate={options.askAmountAndDate}
          values={values}
          errors={errors}
          onValue={work.type}
          confirmLabel={stage.side === 'front' && options.needsRear ? t('draft.confirmFront') : t('draft.confirm')}
          onRetake={work.retake}
          onConfirm={() => void work.confirm()}
        />
      )}
    </section>
  );
}
