import { imageVariantsOf } from './chequeMedia';
import { route } from '../route';
import { db, extraTable, nextId, nowIso } from '../db/database';
import { badRequest, conflict } from '../db/MockHttpError';
import type { ChequeRow, UserRow } from '../db/schema';
import { BANKS, detectCheque, validateBankData } from '../db/chequeDetection';
import { chequeReply, findUserCheque, logActivity, requireChequeAction } from '../db/chequeAccess';
import { requirePermission } from '../db/permissions';
import { chequeTagHandlers } from './chequeDetailsTags';
import { isVerifiedPhone } from './user';
import { payeeHandlers } from './chequeDetailsPayee';
import { micrProblem } from '../db/rules/micr';
import { hasForbiddenChars } from '../db/rules/text';
import { isWithinChequeMaximum, needsCorrectionApproval } from '../db/rules/limits';
import { dayOf } from '../db/helpers/dates';
import { agorotOf } from '../db/helpers/money';
import { amountInWords } from '../db/helpers/amountInWords';

type Fields = Record<string, unknown>;
const EDITABLE = ['amount', 'amountWords', 'checkDate', 'checkNumber', 'bank', 'branch', 'account', 'micr', 'payee', 'payeePhone', 'payeeAddress', 'sendingMethod'] as const;
const UPLOADS = 'uploadedChequeImages';

/** The backend's checks on cheque fields; returns what to store. */
function checkedFields(fields: Fields, wsId: string, exceptId?: string): Partial<ChequeRow> {
  if (Object.values(fields).some((v) => hasForbiddenChars(v))) throw badRequest('Invalid data structure');
  const agorot = agorotOf(fields.amount);
  if (agorot === null || agorot <= 0) throw badRequest('amount is missing');
  if (!isWithinChequeMaximum(agorot)) throw badRequest('Amount exceeds the maximum of 10,000,000');
  if (needsCorrectionApproval(agorot) && fields.correctionApproved !== true) throw badRequest('Amount needs correction approval');
  const checkDate = typeof fields.checkDate === 'string' ? dayOf(fields.checkDate) : null;
  if (!checkDate) throw badRequest('CheckDate is missing');
  const micr = String(fields.micr ?? '').trim();
  const problem = micrProblem(micr);
  if (problem === 'allZeros') throw badRequest('MICR all zeros');
  if (problem) throw badRequest('Invalid MICR');
  if (db.cheques.some((c) => c.wsId === wsId && c.micr === micr && c.checkId !== exceptId && !c.isDeleted)) throw conflict('Duplicate MICR');
  const bank = validateBankData(String(fields.bank ?? ''), String(fields.branch ?? ''), String(fields.account ?? ''));
  const picked = Object.fromEntries(EDITABLE.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]]));
  return {
    ...picked,
    amount: Number(fields.amount),
    amountWords: typeof fields.amountWords === 'string' && fields.amountWords ? fields.amountWords : amountInWords(agorot),
    checkDate,
    micr,
    isValidMicr: true,
    restrictedAccount: bank.restrictedAccount,
    needsCorrectionApproval: needsCorrectionApproval(agorot),
  } as Partial<ChequeRow>;
}

/** A picture sent inline (data URL) or earlier through POST /api/check/images (its key). */
function picture(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  if (value.startsWith('data:image/')) return value;
  return extraTable<{ key: string; url: string }>(UPLOADS).find((u) => u.key === value)?.url;
}

function create(user: UserRow, wsId: string, fields: Fields): ChequeRow {
  const workspace = requirePermission(user, wsId, 'cheque.create');
  // Spec section 5: a payee phone is saved only once its one-time code was verified.
  const phone = typeof fields.payeePhone === 'string' ? fields.payeePhone : '';
  if (phone && !isVerifiedPhone(phone)) throw badRequest('Wrong or expired OTP');
  const now = nowIso();
  const row: ChequeRow = {
    checkId: nextId('c'), wsId: workspace.id, status: 'NEW', signingStatus: 'UNSIGNED', source: 'MAIL',
    amount: 0, tags: [], comments: [], isDeleted: false, createdAt: now, updatedAt: now, activity: [],
    ...checkedFields(fields, workspace.id),
    ...(phone ? { payeePhoneVerified: true } : {}),
    frontImage: picture(fields.frontImage),
    rearImage: picture(fields.rearImage),
  };
  logActivity(row, user, 'CREATED');
  if (row.restrictedAccount) logActivity(row, user, 'RESTRICTED_ACCOUNT_WARNING');
  db.cheques.unshift(row);
  return row;
}

/** Cheque details (spec section 7): read, create, edit, scan, banks. */
export const chequeDetailHandlers = [
  ...chequeTagHandlers,
  ...payeeHandlers,
  route('get', '/api/workspace/banks', () => ({ banks: BANKS })),
  route('get', '/api/workspace/banks/validate/:bank/:branch/:account', ({ me, params }) => {
    me();
    return validateBankData(String(params.bank), String(params.branch), String(params.account));
  }),
  // Open to payers on a terminal link, who never sign in.
  route<{ base64?: string; isFront?: boolean }>('post', '/api/check/images/cut-and-detect', ({ body }) => {
    if (typeof body.base64 !== 'string' || !body.base64) throw badRequest('Invalid data structure');
    const detected = detectCheque(body.base64);
    return body.isFront === false ? { base64: body.base64 } : { base64: body.base64, ...detected };
  }),
  route<{ images?: unknown[] }>('post', '/api/check/images', ({ me, body }) => {
    const user = me();
    if (!Array.isArray(body.images) || !body.images.length) throw badRequest('Invalid data structure');
    // The same path with cheque ids (not pictures) asks for the six image paths (cheque media).
    const isUpload = (image: unknown) => typeof image === 'object' || (typeof image === 'string' && image.startsWith('data:'));
    if (!body.images.some(isUpload)) return { images: imageVariantsOf(user, body.images) };
    const images = body.images.map((image) => {
      const url = typeof image === 'string' ? image : String((image as { base64?: string })?.base64 ?? '');
      if (!url.startsWith('data:image/')) throw badRequest('Invalid data structure');
      const key = nextId('img');
      extraTable<{ key: string; url: string }>(UPLOADS).push({ key, url });
      return { key };
    });
    return { images };
  }),
  route<{ wsId?: string; fields?: Fields }>('post', '/api/check', ({ me, body }) => {
    if (!body.wsId || !body.fields || typeof body.fields !== 'object') throw badRequest('Invalid data structure');
    return chequeReply(create(me(), body.wsId, body.fields));
  }),
  route('get', '/api/check/phone/:phone', ({ me, params }) => {
    const user = me();
    const ws = new Set(db.memberships.filter((m) => m.userId === user.id).map((m) => m.wsId));
    const phone = String(params.phone).replace(/\D/g, '');
    return { checks: db.cheques.filter((c) => ws.has(c.wsId) && (c.payeePhone ?? '').replace(/\D/g, '') === phone).map((c) => chequeReply(c).check) };
  }),
  route('get', '/api/check/workspace/:ws/:id', ({ me, params }) => chequeReply(findUserCheque(me(), params.id, String(params.ws)))),
  route<{ fields?: Fields }>('put', '/api/check/workspace/:ws/check/:id', ({ me, params, body }) => {
    const user = me();
    const cheque = findUserCheque(user, params.id, String(params.ws));
    requireChequeAction(user, cheque, 'cheque.edit');
    const incoming = (body.fields ?? body) as Fields;
    // An amount left as it was keeps its earlier approval; a new one of 50,000 or more needs its own.
    const sameAmount = incoming.amount === undefined || agorotOf(incoming.amount) === agorotOf(cheque.amount);
    const fields = { ...cheque, amount: String(cheque.amount), correctionApproved: sameAmount, ...incoming } as Fields;
    Object.assign(cheque, checkedFields(fields, cheque.wsId, cheque.checkId));
    logActivity(cheque, user, 'UPDATED');
    return chequeReply(cheque);
  }),
];
