// Israeli cheque law as the mock backend applies it when cheques are printed, sent or endorsed
// (read again from /work/shared/docs/israeli-cheque-law.md, independent of the client's code):
// - a cheque is presented within six calendar months of its date; later it is stale;
// - the cash law (2019): a business's cheque names its payee, a private person's above 5,000
//   shekels; an endorsement carries the endorser's name and ID number.
import { isValidNationalId } from './nationalId';
import { isSafeText } from './text';

const PRIVATE_PAYEE_FROM_AGOROT = 5_000 * 100; // above this, exclusive
const ENDORSER_NAME_MAX = 50;

/** Six calendar months after `day` (YYYY-MM-DD), the end of a shorter month when the day is past it. */
function sixMonthsAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = month - 1 + 6;
  const y = year + Math.floor(index / 12);
  const m = index % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** Stale: `today` is after the last of the six months (the last day itself still counts). */
export function isStale(checkDate: string | undefined, today: string): boolean {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(checkDate ?? '')?.[0];
  return !!day && today > sixMonthsAfter(day);
}

interface LawCheque {
  status: string;
  payee?: string;
  checkDate?: string;
  source?: string;
}

/** Where the cheque stands: its workspace's kind, its amount in agorot (null: not known), today. */
export interface LawContext {
  workspaceType: string | undefined;
  agorot: number | null;
  today: string;
}

/** The cash law wants a payee here and there is none (a workspace of unknown kind counts as a business). */
export function missingPayee(c: LawCheque, { workspaceType, agorot }: Pick<LawContext, 'workspaceType' | 'agorot'>): boolean {
  if (c.payee?.trim()) return false;
  if (workspaceType !== 'PRIVATE') return true;
  return agorot === null || agorot > PRIVATE_PAYEE_FROM_AGOROT;
}

/** A printed cheque: never stale, and named where the cash law wants it. */
export const lawRefusesPrinting = (c: LawCheque, context: LawContext) => isStale(c.checkDate, context.today) || missingPayee(c, context);

/** Sent: never stale when headed for a deposit (by destination or status), named where the cash law wants it. */
export const lawRefusesSending = (c: LawCheque, context: LawContext) =>
  (isStale(c.checkDate, context.today) && (c.source === 'DEPOSIT' || c.status === 'AWAITING_DELIVERY_DEPOSIT')) || missingPayee(c, context);

/** An endorsement's endorser: a name (plain text, at most 50 characters) and a valid ID or company number. */
export function isValidEndorser(name: unknown, idNumber: unknown): boolean {
  const text = typeof name === 'string' ? name.trim() : '';
  return !!text && isSafeText(text) && [...text].length <= ENDORSER_NAME_MAX && isValidNationalId(idNumber);
}
