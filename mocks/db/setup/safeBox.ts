import { extraTable, nextId, nowIso } from '../database';
import { badRequest, MockHttpError, notFound } from '../MockHttpError';
import { SAFE_KINDS as SAFE_TYPES, isPemFileName, isPemText as looksLikePem, type SafeKindName as SafeType } from '../rules/safeBox';
import { isSafeText } from '../rules/text';

/**
 * The safe-box connection of a workspace (spec sections 3, 4, 9; the calls are ours, see
 * docs/backend-contract.md). The key file's text is read once: only what it is (a private key or
 * a certificate) and a fingerprint are kept, never the key.
 */
export interface SafeBoxRow {
  id: string;
  wsId: string;
  safeType: SafeType;
  userName: string;
  keyFileName: string;
  keyKind: 'privateKey' | 'certificate';
  keyFingerprint: string;
  connectedAt: string;
  lastTest: { result: 'good' | 'failed'; testedAt: string; message?: string } | null;
  nextTestAt: string | null;
}

export const SAFE_BOX_TABLE = 'safeBoxes';
export const SAFE_FAILED_MESSAGE = 'connection to the safe failed: retry or contact support';
export const SAFE_WAIT_MESSAGE = 'Please wait before testing the safe again';
export const USER_NAME_MAX = 40;

/** The waiting period between two connection tests (section 4); short in the journeys. */
const DEFAULT_WAIT_SECONDS = Number(typeof process !== 'undefined' ? (process.env?.MOCK_SAFE_TEST_WAIT_SECONDS ?? 60) : 60) || 60;
let waitSeconds = DEFAULT_WAIT_SECONDS;
export function setSafeTestWait(seconds: number): void {
  waitSeconds = Math.max(0, Math.min(3600, Math.round(seconds)));
}
export const safeTestWaitSeconds = () => waitSeconds;

const boxes = () => extraTable<SafeBoxRow>(SAFE_BOX_TABLE);

export const publicSafeBox = (row: SafeBoxRow | undefined) => {
  if (!row) return null;
  const { id, safeType, userName, keyFileName, connectedAt, lastTest, nextTestAt } = row;
  return { id, safeType, userName, keyFileName, connectedAt, lastTest, nextTestAt };
};

export const safeBoxOf = (wsId: string) => boxes().find((b) => b.wsId === wsId);

function fingerprint(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h.toString(16).padStart(8, '0');
}

export interface ConnectBody {
  safeType?: unknown;
  userName?: unknown;
  keyFile?: unknown;
  keyFileName?: unknown;
}

export function connectSafeBox(wsId: string, body: ConnectBody) {
  const userName = typeof body.userName === 'string' ? body.userName.trim() : '';
  if (!SAFE_TYPES.includes(body.safeType as SafeType) || !userName || userName.length > USER_NAME_MAX || !isSafeText(userName)) {
    throw badRequest('Invalid data structure');
  }
  if (!isPemFileName(body.keyFileName) || !looksLikePem(body.keyFile)) throw badRequest('Invalid key file: only .pem files are accepted');
  const text = String(body.keyFile);
  const row: SafeBoxRow = {
    id: safeBoxOf(wsId)?.id ?? nextId('sb'),
    wsId,
    safeType: body.safeType as SafeType,
    userName,
    keyFileName: String(body.keyFileName).trim(),
    keyKind: /-----BEGIN (RSA |EC |ENCRYPTED )?PRIVATE KEY-----/.test(text) ? 'privateKey' : 'certificate',
    keyFingerprint: fingerprint(text),
    connectedAt: nowIso(),
    lastTest: null,
    nextTestAt: null,
  };
  disconnectSafeBox(wsId, true);
  boxes().push(row);
  return publicSafeBox(row);
}

export function disconnectSafeBox(wsId: string, quiet = false): void {
  const table = boxes();
  const index = table.findIndex((b) => b.wsId === wsId);
  if (index < 0) {
    if (quiet) return;
    throw notFound('Safe box not found');
  }
  table.splice(index, 1);
}

/** The connection test: refused while waiting (429); good with a private key, failed with a certificate. */
export function testSafeBox(wsId: string, now = Date.now()) {
  const row = safeBoxOf(wsId);
  if (!row) throw notFound('Safe box not found');
  if (row.nextTestAt && Date.parse(row.nextTestAt) > now) {
    throw new MockHttpError(429, { message: SAFE_WAIT_MESSAGE, nextTestAt: row.nextTestAt, retryAfter: Math.ceil((Date.parse(row.nextTestAt) - now) / 1000) });
  }
  const good = row.keyKind === 'privateKey';
  row.lastTest = { result: good ? 'good' : 'failed', testedAt: new Date(now).toISOString(), ...(good ? {} : { message: SAFE_FAILED_MESSAGE }) };
  row.nextTestAt = new Date(now + waitSeconds * 1000).toISOString();
  return { test: row.lastTest, nextTestAt: row.nextTestAt };
}
