// The Reduction of the Use of Cash Law (in force 2019), as it touches a cheque the workspace prints,
// sends or endorses. Sources: boi.org.il, "presentation of the new check format"; mizrahi-tefahot.co.il,
// cheques page (docs/cheque-law.md, "Cheque law at the other actions"). The deposit side lives with the deposit rules.
import { AGOROT_PER_SHEKEL, shekelsToAgorot } from '../money';
import { isValidNationalId } from '../nationalId';
import { isSafeText } from '../forbiddenCharacters';

export type WorkspaceKind = 'BUSINESS' | 'PRIVATE';

/** Between private people a cheque above this names its payee; a business's cheque always does. */
export const PRIVATE_PAYEE_REQUIRED_ABOVE_AGOROT = 5_000 * AGOROT_PER_SHEKEL;

/** A cheque above this, endorsed more than once, is returned by the bank. */
export const SINGLE_ENDORSEMENT_ABOVE_AGOROT = 10_000 * AGOROT_PER_SHEKEL;

/** Ours: room for a company's full name ("... בע״מ"); the law sets no length. */
export const ENDORSER_NAME_MAX = 50;

/**
 * Whether the law wants the payee named on this cheque. A workspace whose kind is not known is
 * read as a business (the stricter side); an amount not known is read as above the threshold.
 */
export function payeeRequired(workspaceKind: WorkspaceKind | null | undefined, amount: number | string | null | undefined): boolean {
  if (workspaceKind !== 'PRIVATE') return true;
  const agorot = shekelsToAgorot(amount ?? null);
  return agorot === null || agorot > PRIVATE_PAYEE_REQUIRED_ABOVE_AGOROT;
}

/** The law wants a payee here and the cheque names none: which of the two texts says why. */
export function missingPayee(
  cheque: { payee?: string | null; amount?: number | string | null },
  workspaceKind: WorkspaceKind | null | undefined,
): 'payeeRequiredBusiness' | 'payeeRequiredAbove' | null {
  if (cheque.payee?.trim() || !payeeRequired(workspaceKind, cheque.amount)) return null;
  return workspaceKind === 'PRIVATE' ? 'payeeRequiredAbove' : 'payeeRequiredBusiness';
}

export interface Endorser {
  name: string;
  idNumber: string;
}

export type EndorserProblems = Partial<Record<keyof Endorser, 'required' | 'invalid'>>;

/**
 * An endorsement carries the endorser's name and ID number (or company number: the same check
 * digit, src/lib/nationalId). Empty when both are good.
 */
export function endorserProblems(endorser: Partial<Endorser> | null | undefined): EndorserProblems {
  const problems: EndorserProblems = {};
  const name = endorser?.name?.trim() ?? '';
  if (!name) problems.name = 'required';
  else if (!isSafeText(name) || Array.from(name).length > ENDORSER_NAME_MAX) problems.name = 'invalid';
  const id = endorser?.idNumber?.trim() ?? '';
  if (!id) problems.idNumber = 'required';
  else if (!/^[0-9 -]+$/.test(id) || !isValidNationalId(id)) problems.idNumber = 'invalid';
  return problems;
}

/** The bank returns it: above the ceiling and endorsed more than once (unless to a bank or a lender). */
export function returnedForEndorsements(amount: number | string | null | undefined, endorsements: number): boolean {
  const agorot = shekelsToAgorot(amount ?? null);
  return agorot !== null && agorot > SINGLE_ENDORSEMENT_ABOVE_AGOROT && endorsements > 1;
}

/**
 * Ask before the endorsement that makes such a cheque returnable: `endorsements` is the count once
 * the new one is added. Not a refusal: an endorsement to a bank or a regulated lender is allowed.
 */
export const warnBeforeEndorsing = (amount: number | string | null | undefined, endorsementsAfter: number): boolean =>
  returnedForEndorsements(amount, endorsementsAfter);
