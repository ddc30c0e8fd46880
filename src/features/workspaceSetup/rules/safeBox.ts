// The safe-box connection (spec sections 3, 4, 5 and 9): a private safe or the bank-run option,
// a user name and a key file in .pem format; the connection test has a waiting period.
import { depositCapFor, type SafeType } from '@/lib/money';

export type { SafeType };
export const SAFE_TYPES: readonly SafeType[] = ['private', 'bank'];
/** Not in the spec: a key file above 64 kB is no PEM key (ours, so the file is not read blindly). */
export const PEM_MAX_BYTES = 64 * 1024;

/** The deposit cap of the safe type, in agorot (§9: 500,000 private, 50,000 bank-run). */
export const safeCapAgorot = (type: SafeType): number => depositCapFor(type);

/** §5 "Safe key: only .pem files" (the name, case-insensitive). */
export function isPemFileName(name: unknown): boolean {
  return typeof name === 'string' && /^[^\\/]+\.pem$/i.test(name.trim()) && name.trim().length > 4;
}

/** A PEM text: one BEGIN/END block with base64 between (what a .pem file holds). */
export function looksLikePem(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const match = /-----BEGIN ([A-Z0-9 ]+)-----\s*([A-Za-z0-9+/=\s:,-]+?)\s*-----END \1-----/.exec(text);
  return !!match && /[A-Za-z0-9+/]{16,}/.test(match[2]);
}

export type PemFileProblem = 'notPem' | 'tooLarge' | 'empty';

export function pemFileProblem(file: { name: string; size: number }): PemFileProblem | null {
  if (!isPemFileName(file.name)) return 'notPem';
  if (file.size <= 0) return 'empty';
  if (file.size > PEM_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Whole seconds left until `until` (ms since epoch or an ISO time), never below 0. */
export function secondsUntil(until: number | string | null | undefined, now: number): number {
  const at = typeof until === 'string' ? Date.parse(until) : until;
  if (typeof at !== 'number' || !Number.isFinite(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** m:ss for a countdown (e.g. 0:09, 4:00, 61:05). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
