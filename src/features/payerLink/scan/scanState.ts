// The payer's visit as one state and its changes (pure: tested without a DOM in scanState.test.ts).
// The work that leads to each change (storage, sending, retries) is hooks/useScanVisit's.
import type { ScanResult } from '@/api/types/terminal';
import type { ClientDetails, FieldErrors } from '../rules/terminalValidation';
import type { ScannedCheque } from './scannedCheque';
import type { SendState } from './scanSending';

export interface ScanVisit {
  details: ClientDetails;
  detailErrors: FieldErrors<keyof ClientDetails>;
  /** The cheques confirmed and not yet sent. */
  cheques: ScannedCheque[];
  /** A send was asked for with no cheque. */
  needCheque: boolean;
  /** Cheques added so far: a new draft each time, and the focus back to the list. */
  added: number;
  /** A picture is under review (its confirm is then the primary button). */
  reviewing: boolean;
  /** The send under way (tries, waits, offline). */
  sending: SendState | null;
  /** Why the last send failed (undefined: it did not). */
  sendError: unknown;
  /** What this visit had kept when it came back (a reload), and whether its send goes on. */
  restored: { count: number; resuming: boolean } | null;
  /** Whether changes are kept on the phone (not until a kept scan of this visit is read back). */
  keeping: boolean;
  /** The backend's reply to the last send, shown instead of the form. */
  result: ScanResult | null;
  /** What the last send carried: its cheques' total is on the result screen. */
  sent: ScannedCheque[];
  receiptNumber?: string;
}

export interface KeptScan {
  cheques: ScannedCheque[];
  details: ClientDetails;
  pending?: unknown;
}

export type ScanAction =
  | { type: 'details'; details: ClientDetails }
  | { type: 'reviewing'; reviewing: boolean }
  | { type: 'added'; cheque: ScannedCheque }
  | { type: 'removed'; id: string }
  /** A send was asked for: what the details lack, and whether a cheque is missing. */
  | { type: 'checked'; errors: FieldErrors<keyof ClientDetails> }
  /** The kept scan of this visit was read (null: none). */
  | { type: 'restored'; kept: KeptScan | null }
  | { type: 'sendState'; sending: SendState | null }
  | { type: 'sendFailed'; error: unknown }
  | { type: 'replied'; result: ScanResult; sent: ScannedCheque[] }
  | { type: 'receipt'; receiptNumber?: string }
  | { type: 'scanAgain' };

/** A fresh visit: a payment link's e-mail is offered; kept cheques are read first when `restoring`. */
export function startVisit(email: string | undefined, restoring: boolean): ScanVisit {
  return {
    details: { fromName: '', comments: '', email: email ?? '' },
    detailErrors: {},
    cheques: [],
    needCheque: false,
    added: 0,
    reviewing: false,
    sending: null,
    sendError: undefined,
    restored: null,
    keeping: !restoring,
    result: null,
    sent: [],
  };
}

export function scanReducer(state: ScanVisit, action: ScanAction): ScanVisit {
  switch (action.type) {
    case 'details':
      return { ...state, details: action.details };
    case 'reviewing':
      return state.reviewing === action.reviewing ? state : { ...state, reviewing: action.reviewing };
    case 'added':
      return { ...state, cheques: [...state.cheques, action.cheque], needCheque: false, added: state.added + 1 };
    case 'removed':
      return { ...state, cheques: state.cheques.filter((c) => c.id !== action.id) };
    case 'checked':
      return { ...state, detailErrors: action.errors, needCheque: state.cheques.length === 0 };
    case 'restored': {
      const { kept } = action;
      if (!kept) return { ...state, keeping: true };
      return {
        ...state,
        keeping: true,
        cheques: kept.cheques,
        details: kept.details,
        restored: { count: kept.cheques.length, resuming: !!kept.pending },
      };
    }
    case 'sendState':
      // A send under way (a new one, or its next try) replaces the last failure.
      return { ...state, sending: action.sending, sendError: action.sending ? undefined : state.sendError };
    case 'sendFailed':
      return { ...state, sendError: action.error };
    case 'replied':
      // What was read is kept by the backend; what failed stays in the list for a new try.
      return { ...state, sent: action.sent, result: action.result, cheques: action.result.totalSucceeded > 0 ? [] : state.cheques };
    case 'receipt':
      return { ...state, receiptNumber: action.receiptNumber };
    case 'scanAgain':
      return { ...state, result: null };
  }
}

/** Whether the send passes the checks: no detail error and at least one cheque. */
export const readyToSend = (state: ScanVisit, errors: FieldErrors<keyof ClientDetails>) => Object.keys(errors).length === 0 && state.cheques.length > 0;

/** The send button is there once a cheque is confirmed (before that, sending could only fail), and while a send goes on. */
export const showsSend = (state: ScanVisit) => state.cheques.length > 0 || !!state.sending;
