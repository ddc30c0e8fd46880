import { db, nextId, nowIso } from './database';
import type { OutboxRow, TokenRow, UserRow } from './schema';
import { SESSION_COOKIE } from '../route';
import { HttpResponse } from 'msw';
import { publicUser } from './views';

function randomToken(length = 24): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

export function randomCode(digits = 6): string {
  return Array.from({ length: digits }, () => Math.floor(Math.random() * 10)).join('');
}

/** Signs the user in: a session row and its cookie, and the user in the reply. */
export function startSession(user: UserRow, extra: Record<string, unknown> = {}): Response {
  const sid = randomToken();
  db.sessions.push({ sid, userId: user.id, createdAt: Date.now() });
  return HttpResponse.json(
    { ...extra, user: publicUser(user) },
    { headers: { 'Set-Cookie': `${SESSION_COOKIE}=${sid}; Path=/; SameSite=Lax` } },
  );
}

export function endSession(sid: string | undefined): Response {
  db.sessions = db.sessions.filter((s) => s.sid !== sid);
  return HttpResponse.json({ ok: true }, { headers: { 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0` } });
}

/** A one-time token (hash or code), valid for `minutes`. */
export function issueToken(kind: TokenRow['kind'], subject: string, minutes = 60, data?: Record<string, unknown>, token = randomToken()): TokenRow {
  const row: TokenRow = { token, kind, subject, expiresAt: Date.now() + minutes * 60_000, data };
  db.tokens.push(row);
  return row;
}

/** The token when it exists and has not expired; 'expired' when it exists but is too old. */
export function findToken(kind: TokenRow['kind'], token: string): TokenRow | 'expired' | null {
  const row = db.tokens.find((t) => t.kind === kind && t.token === token);
  if (!row) return null;
  return row.expiresAt < Date.now() ? 'expired' : row;
}

export function consumeToken(row: TokenRow): void {
  db.tokens = db.tokens.filter((t) => t !== row);
}

/** What the mock would have sent: kept for the dev outbox. */
export function sendMail(mail: Omit<OutboxRow, 'id' | 'createdAt'>): OutboxRow {
  const row: OutboxRow = { ...mail, id: nextId('m'), createdAt: nowIso() };
  db.outbox.unshift(row);
  return row;
}
