import { useEffect, useReducer, useRef } from 'react';
import { stripDataUrl } from '@/api/imageReply';
import { terminalCalls } from '@/api/terminalCalls';
import { useCallMutation } from '@/api/useCall';
import { canOpenCamera, type CameraProblem } from '@/components/capture/cameraSupport';
import type { GuidanceProblem } from '@/lib/capture';
import { formatAmountPlain, shekelsToAgorot } from '@/lib/money';
import type { ChequeReview as ChequeReviewType } from '../components/ChequeReview';
import type { AmountAndDate } from '../rules/amountAndDate';
import { draftReducer, startDraft, type Side } from '../scan/chequeDraftState';
import type { ScannedCheque } from '../scan/scannedCheque';

// Loaded with the first photo: the payer's first screen needs no date library.
const loadSteps = () => import('../scan/draftSteps');
// A photo's checks, scaling and texts load when the payer reaches for the picker or the camera,
// never with the first screen.
export const loadPhotoWork = () => import('../scan/photoWork');
// Loaded with the photo (before its review is shown), so the review never waits on a fallback.
export let ChequeReview: typeof ChequeReviewType | undefined;
const loadReview = () => import('../components/ChequeReview').then((m) => (ChequeReview = m.ChequeReview));

export interface DraftOptions {
  askAmountAndDate: boolean;
  needsRear: boolean;
  /** Shekels of a payment request, offered as the amount. */
  suggestedAmount?: number | string;
  onAdd: (cheque: ScannedCheque) => void;
}

/**
 * One cheque being photographed (the state of draftReducer and the work behind it): a file or the
 * camera, the photo's checks, the backend's cut and reading, the review, front then rear.
 */
export function useChequeDraft({ askAmountAndDate, needsRear, suggestedAmount, onAdd }: DraftOptions) {
  const [draft, dispatch] = useReducer(draftReducer, suggestedAmount, (shekels) => {
    const suggested = shekelsToAgorot(shekels ?? null);
    return startDraft(suggested ? formatAmountPlain(suggested) : '');
  });
  const [cutAndDetect] = useCallMutation(terminalCalls.cutAndDetect);
  const { stage, camera, cameraProblem } = draft;
  const cameraUsable = !cameraProblem && canOpenCamera();
  const captureArea = useRef<HTMLDivElement>(null);
  // Set by a handler whose outcome is back at the way in: the effect below then focuses it.
  const focusCapture = useRef(false);
  // The cheque's card: a confirm refused for the amount or the date gives the focus to the first
  // field at fault, so that a screen reader hears its error and the payer types there.
  const reviewArea = useRef<HTMLElement>(null);
  const focusInvalid = useRef(false);

  // Focus follows the work: back to the way in after the camera closes or cannot open, or a photo
  // is refused (ChequeReview takes it after a photo).
  useEffect(() => {
    if (focusCapture.current && !camera && stage.kind === 'capture') {
      focusCapture.current = false;
      captureArea.current?.querySelector<HTMLElement>('button')?.focus();
    }
  }, [camera, cameraProblem, stage]);

  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    reviewArea.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [draft.errors]);

  const detect = async (side: Side, image: string, warning?: GuidanceProblem[]) => {
    const [steps, reply] = await Promise.all([loadSteps(), cutAndDetect({ base64: stripDataUrl(image), isFront: side === 'front' }), loadReview()]);
    dispatch('error' in reply ? { type: 'photoFailed', side, error: reply.error } : steps.detectedStep(side, reply.data, warning));
  };

  const onPhoto = async (side: Side, file: File) => {
    dispatch({ type: 'photoStarted', side, via: 'file' });
    try {
      const attempt = draft.attempts[side] + 1;
      const prepared = await (await loadPhotoWork()).preparePhoto(file, side, attempt);
      if ('retry' in prepared) {
        // Refused with one piece of advice; the way in gets the focus back.
        focusCapture.current = true;
        dispatch({ type: 'photoRefused', side, attempt, advice: prepared.retry, lastTry: prepared.lastTry });
        return;
      }
      await detect(side, prepared.image, prepared.warning);
    } catch (error) {
      dispatch({ type: 'photoFailed', side, error });
    }
  };

  const onCaptured = async (side: Side, image: string, warning?: GuidanceProblem[]) => {
    dispatch({ type: 'photoStarted', side, via: 'camera' });
    try {
      await detect(side, image, warning);
    } catch (error) {
      dispatch({ type: 'photoFailed', side, error });
    }
  };

  const finish = async (frontImage: string, rearImage?: string) => onAdd((await loadSteps()).confirmedCheque(draft.values, askAmountAndDate, frontImage, rearImage));

  const confirm = async () => {
    if (stage.kind !== 'review') return;
    if (stage.side === 'rear') return finish(draft.front!, stage.image);
    if (askAmountAndDate) {
      const check = (await import('../rules/amountAndDate')).validateAmountAndDate(draft.values);
      focusInvalid.current = !check.parsed;
      dispatch({ type: 'checked', errors: check.errors });
      if (!check.parsed) return;
    }
    if (!needsRear) return finish(stage.image);
    // Taken with the camera: the camera opens again for the back (the reducer decides).
    if (!(draft.via === 'camera' && cameraUsable)) focusCapture.current = true;
    dispatch({ type: 'frontConfirmed', image: stage.image, cameraUsable });
  };

  const onCameraProblem = (problem: CameraProblem) => {
    focusCapture.current = true;
    dispatch({ type: 'cameraProblem', problem });
  };

  return {
    draft,
    cameraUsable,
    captureArea,
    reviewArea,
    onPhoto,
    onCaptured,
    confirm,
    onCameraProblem,
    type: (field: keyof AmountAndDate, value: string) => dispatch({ type: 'typed', field, value }),
    openCamera: () => dispatch({ type: 'cameraOpened' }),
    closeCamera: () => {
      focusCapture.current = true;
      dispatch({ type: 'cameraClosed' });
    },
    retake: () => {
      focusCapture.current = true;
      dispatch({ type: 'retake' });
    },
  };
}
