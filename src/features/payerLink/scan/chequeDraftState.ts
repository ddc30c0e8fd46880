// One cheque being photographed, as one state and its changes (pure: chequeDraftState.test.ts). The
// work between them (scaling, checks, the backend's cut) is useChequeDraft's.
import type { CameraProblem } from '@/components/capture/cameraSupport';
import type { GuidanceKey, GuidanceProblem } from '@/lib/capture';
import type { AmountAndDate } from '../rules/amountAndDate';
import type { FieldErrors } from '../rules/terminalValidation';

export type Side = 'front' | 'rear';
export type Stage =
  | { kind: 'capture'; side: Side }
  | { kind: 'busy'; side: Side }
  | { kind: 'review'; side: Side; image: string; warning?: GuidanceProblem[] };

export interface Draft {
  stage: Stage;
  /** The confirmed front, while the rear is taken. */
  front?: string;
  values: AmountAndDate;
  errors: FieldErrors<keyof AmountAndDate>;
  /** Why the last photo could not be used (undefined: it could). */
  failure: unknown;
  /** The live camera is open. */
  camera: boolean;
  /** Why the camera cannot be used (it is then not offered again). */
  cameraProblem?: CameraProblem;
  /** A photo refused by the checks, with the one thing to do better. */
  advice: { key: GuidanceKey; lastTry: boolean } | null;
  /** Photos refused in a row, per side (the third is accepted with a warning). */
  attempts: Record<Side, number>;
  /** How the last photo came: a photo taken with the camera opens the camera again for the back. */
  via: 'camera' | 'file';
}

export type DraftAction =
  | { type: 'photoStarted'; side: Side; via: 'camera' | 'file' }
  | { type: 'photoRefused'; side: Side; attempt: number; advice: GuidanceKey; lastTry: boolean }
  | { type: 'photoFailed'; side: Side; error: unknown }
  /** The backend cut the picture; from the front, what it read fills what the payer has not typed. */
  | { type: 'detected'; side: Side; image: string; warning?: GuidanceProblem[]; read?: AmountAndDate }
  /** The payer typed the amount or the date. */
  | { type: 'typed'; field: keyof AmountAndDate; value: string }
  | { type: 'checked'; errors: FieldErrors<keyof AmountAndDate> }
  /** The front is confirmed and the back is wanted: `cameraUsable` says whether the camera may open again. */
  | { type: 'frontConfirmed'; image: string; cameraUsable: boolean }
  | { type: 'retake' }
  | { type: 'cameraOpened' }
  | { type: 'cameraClosed' }
  | { type: 'cameraProblem'; problem: CameraProblem };

/** A new draft; a payment request's amount (formatted) is offered. */
export function startDraft(amount: string): Draft {
  return {
    stage: { kind: 'capture', side: 'front' },
    values: { amount, checkDate: '' },
    errors: {},
    failure: undefined,
    camera: false,
    advice: null,
    attempts: { front: 0, rear: 0 },
    via: 'file',
  };
}

export function draftReducer(state: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'photoStarted':
      return { ...state, failure: undefined, advice: null, camera: false, via: action.via, stage: { kind: 'busy', side: action.side } };
    case 'photoRefused':
      return {
        ...state,
        attempts: { ...state.attempts, [action.side]: action.attempt },
        advice: { key: action.advice, lastTry: action.lastTry },
        stage: { kind: 'capture', side: action.side },
      };
    case 'photoFailed':
      return { ...state, failure: action.error, stage: { kind: 'capture', side: action.side } };
    case 'detected': {
      const { read } = action;
      const values = read ? { amount: state.values.amount || read.amount, checkDate: state.values.checkDate || read.checkDate } : state.values;
      return {
        ...state,
        values,
        attempts: { ...state.attempts, [action.side]: 0 },
        stage: { kind: 'review', side: action.side, image: action.image, warning: action.warning },
      };
    }
    case 'typed':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'checked':
      return { ...state, errors: action.errors };
    case 'frontConfirmed':
      return { ...state, front: action.image, stage: { kind: 'capture', side: 'rear' }, camera: state.via === 'camera' && action.cameraUsable };
    case 'retake':
      return { ...state, stage: { kind: 'capture', side: state.stage.side } };
    case 'cameraOpened':
      return { ...state, camera: true };
    case 'cameraClosed':
      return { ...state, camera: false };
    case 'cameraProblem':
      return { ...state, camera: false, cameraProblem: action.problem };
  }
}
