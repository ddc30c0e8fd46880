import type { Signature } from '@/api/types/signature';
import { canAddSignature } from '@/lib/limits';

/** Spec section 3: a signing is with a signature, a stamp, or both. */
export type SigningType = 'signature' | 'stamp' | 'both';
export const SIGNING_TYPES: readonly SigningType[] = ['signature', 'both', 'stamp'];

export const needsSignature = (type: SigningType) => type !== 'stamp';
export const needsStamp = (type: SigningType) => type !== 'signature';

export const isStamp = (s: Signature) => s.type === 'stamp';

/** Spec section 5: a signature and a stamp must both be picked when the type needs both. */
export function signingProblem(type: SigningType, signature: string, stamp: string): 'pickBoth' | 'pickSignature' | 'pickStamp' | null {
  if (type === 'both') return signature && stamp ? null : 'pickBoth';
  if (type === 'signature') return signature ? null : 'pickSignature';
  return stamp ? null : 'pickStamp';
}

export interface RearRow {
  key: number;
  signaturePath: string;
  name: string;
  replace: boolean;
  /** The cash law's endorsement details: who endorses, by name and ID (or company) number. */
  endorserName: string;
  endorserId: string;
}

/** Signatures the rear would carry: those on it, plus new rows that do not replace one. */
export function rearCount(existing: number, rows: RearRow[]): number {
  return existing + rows.filter((r) => !r.replace).length;
}

/** Spec sections 5 and 9: at most 5 signatures on a cheque. */
export const canAddRear = (existing: number, rows: RearRow[]) => canAddSignature(rearCount(existing, rows));

/** Workspace settings give the default; a bank account may ask for its own number. */
export function requiredSignators(workspaceCount: number | undefined, accountCount: number | undefined): number {
  const n = Number(accountCount ?? workspaceCount ?? 1);
  return Number.isInteger(n) && n > 0 ? n : 1;
}
