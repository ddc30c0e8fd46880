import { route } from '../route';
import { db, extraTable, nowIso } from '../db/database';
import { badRequest, notFound } from '../db/MockHttpError';
import { findToken, issueToken, sendMail } from '../db/sessions';
import { requirePermission } from '../db/permissions';
import type { ChequeRow, UserRow } from '../db/schema';
import type { ChequeSignatureRow, StoredSignatureRow } from '../db/seeds/signingSeed';
import { signingStatus } from '../db/rules/statuses';
import { pictureDataUrl, type MediaRow } from './chequeMediaPicture';

const LINK_DAYS = 7;
const WAITING = ['UNSIGNED', 'PARTIALLY_SIGNED'];

function required(wsId: string): number {
  const ws = db.workspaces.find((w) => w.id === wsId);
  return Math.max(1, Number(ws?.checkSettings?.amount_of_signators ?? 1));
}

const isDeleted = (c: ChequeRow) => !!c.isDeleted || c.status === 'DELETED';
const fullName = (u: UserRow) => `${u.firstName} ${u.lastName}`.trim();

function publicCheque(row: ChequeRow) {
  const { frontImage: _f, rearImage: _r, activity: _a, ...cheque } = row;
  void [_f, _r, _a];
  return cheque;
}

/** Signing rules: a deleted, fully signed or already-signed-by-this-user cheque cannot be signed. */
function canSign(cheque: ChequeRow, signer: UserRow): boolean {
  return !isDeleted(cheque) && cheque.signingStatus !== 'SIGNED' && !(cheque.signatorsIds ?? []).includes(signer.id);
}

function applySignature(cheque: ChequeRow, signer: UserRow, signature: string, via: string): void {
  const ids = [...(cheque.signatorsIds ?? []), signer.id];
  const need = required(cheque.wsId);
  cheque.signatorsIds = ids;
  cheque.signingStatus = signingStatus(ids.length, need);
  cheque.signature = signature;
  cheque.updatedAt = nowIso();
  extraTable<ChequeSignatureRow>('chequeSignatures').push({ checkId: cheque.checkId, signerId: signer.id, signature, at: cheque.updatedAt });
  cheque.activity.push({ at: cheque.updatedAt, action: 'SIGNED', by: fullName(signer), details: `${via} (${Math.min(ids.length, need)}/${need})` });
}

/** The link behind a hash, its signer and cheques; the backend's messages for each failure. */
function openLink(hash: string) {
  const row = findToken('signLink', hash);
  if (row === 'expired') throw badRequest('Expired link');
  if (!row) throw notFound('No checks found');
  const data = (row.data ?? {}) as { checkIds?: string[]; signerId?: string };
  const signer = db.users.find((u) => u.id === data.signerId);
  if (!signer) throw badRequest('Users to sign are not found');
  const checks = (data.checkIds ?? []).map((id) => db.cheques.find((c) => c.checkId === id)).filter((c): c is ChequeRow => !!c);
  return { wsId: row.subject, signer, checks };
}

const signatureText = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? String((value as { signaturePath?: unknown }).signaturePath ?? '') : '';

/** Signing cheques: sign links and signing in the workspace (spec section 7, Cheques: signature). */
export const signingHandlers = [
  route<{ wsId?: string }>('post', '/api/check/signature/send', ({ me, body }) => {
    const workspace = requirePermission(me(), String(body.wsId ?? ''), 'cheque.sendToSign');
    const checks = db.cheques.filter((c) => c.wsId === workspace.id && !isDeleted(c) && WAITING.includes(c.signingStatus ?? ''));
    if (!checks.length) throw notFound('No checks found');
    const signers = db.memberships
      .filter((m) => m.wsId === workspace.id && (m.roleType === 'OWNER' || m.capabilities.includes('sign') || m.capabilities.includes('all_capabilities')))
      .map((m) => db.users.find((u) => u.id === m.userId))
      .filter((u): u is UserRow => !!u);
    const recipients: string[] = [];
    for (const signer of signers) {
      const mine = checks.filter((c) => canSign(c, signer));
      if (!mine.length) continue;
      const link = issueToken('signLink', workspace.id, LINK_DAYS * 24 * 60, { checkIds: mine.map((c) => c.checkId), signerId: signer.id });
      sendMail({ to: signer.email, kind: 'signLink', subject: `${mine.length} צ׳קים ממתינים לחתימתך`, link: `/signChecks/${link.token}` });
      recipients.push(signer.email);
    }
    if (!recipients.length) throw badRequest('Users to sign are not found');
    return { sent: recipients.length, recipients, checks: checks.length };
  }),

  route<{ checkId?: string; signature?: unknown; hash?: string }>('post', '/api/check/signature/sign', ({ body }) => {
    const { signer, checks } = openLink(String(body.hash ?? ''));
    const cheque = checks.find((c) => c.checkId === body.checkId);
    if (!cheque) throw notFound('Check not found');
    const signature = signatureText(body.signature);
    if (!signature || !canSign(cheque, signer)) throw badRequest('Check signing failed');
    applySignature(cheque, signer, signature, 'sign link');
    return { check: publicCheque(cheque) };
  }),

  route<{ ids?: unknown; signatures?: unknown }>('put', '/api/check/workspace/:ws/signature/sign', ({ me, params, body }) => {
    const user = me();
    const workspace = requirePermission(user, String(params.ws), 'cheque.sign');
    const ids = Array.isArray(body.ids) ? body.ids.map(String) : [];
    const signature = Array.isArray(body.signatures) ? signatureText(body.signatures[0]) : '';
    if (!ids.length || !signature) throw badRequest('Invalid data structure');
    const checks = ids.map((id) => db.cheques.find((c) => c.checkId === id && c.wsId === workspace.id));
    if (checks.some((c) => !c)) throw notFound('Check not found');
    // Section 4: a cheque with the bank, awaiting deposit or deleted cannot be signed.
    checks.forEach((cheque) => requirePermission(user, workspace.id, 'cheque.sign', { cheque }));
    // All or nothing: one cheque that cannot be signed fails the whole call.
    if (checks.some((c) => !canSign(c as ChequeRow, user))) throw badRequest('Check signing failed');
    // A second picture is the stamp that goes with the signature (cheque view, signature tab).
    const stamp = Array.isArray(body.signatures) && body.signatures[1] ? signatureText(body.signatures[1]) : '';
    checks.forEach((c) => {
      applySignature(c as ChequeRow, user, signature, 'workspace');
      if (stamp) (c as ChequeRow).stamp = stamp;
    });
    return { checks: checks.map((c) => publicCheque(c as ChequeRow)), signed: checks.length };
  }),

  /**
   * The pictures of a sign link's cheques, for a signer without a session (spec section 7). Reply
   * shape chosen where the spec is silent: { images: [{ checkId, front, rear }] }, data URLs.
   */
  route('get', '/api/check/images/hash/:hash', ({ params }) => {
    const { checks } = openLink(String(params.hash));
    return {
      images: checks.map((c) => ({ checkId: c.checkId, front: pictureDataUrl(c as MediaRow, 'front'), rear: pictureDataUrl(c as MediaRow, 'rear') })),
    };
  }),

  route('get', '/api/check/signature/:hash', ({ params }) => {
    const { wsId, signer, checks } = openLink(String(params.hash));
    const workspace = db.workspaces.find((w) => w.id === wsId);
    return {
      checks: checks.map((c) => ({ ...publicCheque(c), signedByMe: (c.signatorsIds ?? []).includes(signer.id) })),
      signer: { firstName: signer.firstName, lastName: signer.lastName },
      workspace: { name: workspace?.name, companyName: workspace?.companyName },
      requiredSignators: required(wsId),
      signatures: extraTable<StoredSignatureRow>('signatures').filter((s) => s.wsId === wsId && s.name === fullName(signer)),
    };
  }),

  route('get', '/api/workspace/signature/:ws/all', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'cheque.view');
    return { signatures: extraTable<StoredSignatureRow>('signatures').filter((s) => s.wsId === workspace.id) };
  }),
];
