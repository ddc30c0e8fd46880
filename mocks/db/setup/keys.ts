import { extraTable, nextId, nowIso } from '../database';
import { badRequest, notFound } from '../MockHttpError';
import { isValidShortName } from '../rules/text';
import type { KeyKind } from '../../../src/api/types/key';
import { PRINTER_KEYS } from '../money/tables';

/**
 * A printer or workspace key (spec section 3). The backend keeps only a hash of the key string.
 * Printer keys share the money domain's table (printing checks the key a print names).
 */
export interface KeyRow {
  keyId: string;
  wsId: string;
  name: string;
  keyHash?: string;
  lastUsed?: string | null;
  createdAt?: string;
}

export const WORKSPACE_KEYS = 'workspaceKeys';
const TABLES: Record<KeyKind, string> = { printer: PRINTER_KEYS, workspace: WORKSPACE_KEYS };
const table = (kind: KeyKind) => extraTable<KeyRow>(TABLES[kind]);

function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h.toString(16);
}

function keyString(kind: KeyKind): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const body = Array.from({ length: 32 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
  return `${kind === 'printer' ? 'prk' : 'wsk'}_${body}`;
}

export const publicKey = ({ keyId, name, wsId, lastUsed, createdAt }: KeyRow) => ({ keyId, name, wsId, lastUsed: lastUsed ?? null, createdAt });

export function listKeys(kind: KeyKind, wsId: string) {
  return table(kind).filter((k) => k.wsId === wsId).map(publicKey);
}

/** A new key; its string is in this reply only. A name already used is "Key is already in use". */
export function createKey(kind: KeyKind, wsId: string, name: unknown) {
  if (!isValidShortName(name)) throw badRequest('Invalid data structure');
  const clean = String(name).trim();
  if (table(kind).some((k) => k.wsId === wsId && k.name.toLowerCase() === clean.toLowerCase())) throw badRequest('Key is already in use');
  const key = keyString(kind);
  const row: KeyRow = { keyId: nextId(kind === 'printer' ? 'pk' : 'wk'), wsId, name: clean, keyHash: hash(key), lastUsed: null, createdAt: nowIso() };
  table(kind).push(row);
  return { ...publicKey(row), key };
}

export function deleteKey(kind: KeyKind, wsId: string, keyId: unknown) {
  const rows = table(kind);
  const index = rows.findIndex((k) => k.wsId === wsId && k.keyId === String(keyId ?? ''));
  if (index < 0) throw notFound('Key not found');
  rows.splice(index, 1);
}
