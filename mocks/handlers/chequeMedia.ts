import { HttpResponse } from 'msw';
import { route } from '../route';
import { db, extraTable, nowIso } from '../db/database';
import { badRequest, notFound } from '../db/MockHttpError';
import { decodeDataUrl } from '../db/chequeImages';
import { requirePermission } from '../db/permissions';
import type { Action } from '../db/rules/permissions';
import type { UserRow } from '../db/schema';
import { SIGNATURES_TABLE, type SignatureRow } from '../db/seeds/chequeMediaSeed';
import { DEPOSITABLE_BANKS } from '../db/chequeDetection';
import { isUploadedStamp, isValidStampSvg } from '../db/setup/stamps';
import { chequePicture, isValidCorners, rotationOf, type Corners, type MediaRow, type Side } from './chequeMediaPicture';

const VARIANTS = ['200', 'tiff', 'original'] as const;

// One table with the signing domain: its GET /api/workspace/signature/{ws}/all lists these rows.
const signatures = () => extraTable<SignatureRow>(SIGNATURES_TABLE);

function findCheque(id: unknown): MediaRow {
  const row = db.cheques.find((c) => c.checkId === String(id)) as MediaRow | undefined;
  if (!row) throw notFound('Check not found');
  return row;
}

/** A cheque whose pictures the user may see: a member of its workspace (403 with the view message otherwise). */
function viewableCheque(user: UserRow, id: unknown): MediaRow {
  const row = findCheque(id);
  requirePermission(user, row.wsId, 'cheque.view');
  return row;
}

/** A cheque the signed-in user may change this way (role, capability and section 4's state). */
function ownCheque(user: UserRow, id: unknown, action: Action): MediaRow {
  const row = findCheque(id);
  requirePermission(user, row.wsId, action, { cheque: row });
  return row;
}

const sideOf = (value: unknown): Side => {
  if (value !== 'front' && value !== 'rear') throw badRequest('Invalid data structure');
  return value;
};

const svgReply = (svg: string) => new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });

function picture(row: MediaRow, side: Side, options: { original?: boolean; small?: boolean }) {
  const edited = rotationOf(row, side) || row.crop?.[side] || (side === 'front' ? row.signature || row.stamp : row.rearSignatures?.length);
  const stored = side === 'front' ? row.frontImage : row.rearImage;
  // An untouched upload is served as it came; anything edited is drawn from it.
  if (!edited && stored) {
    const decoded = decodeDataUrl(stored);
    if (decoded) return new HttpResponse(decoded.bytes, { headers: { 'Content-Type': decoded.type } });
  }
  return svgReply(chequePicture(row, side, options));
}

function logActivity(row: MediaRow, user: UserRow, action: string, details?: string) {
  row.activity = [...(row.activity ?? []), { at: nowIso(), action, by: `${user.firstName} ${user.lastName}`.trim(), details }];
  row.updatedAt = nowIso();
}

function mediaCheque(row: MediaRow) {
  const { frontImage: _f, rearImage: _r, ...cheque } = row;
  void _f;
  void _r;
  return cheque;
}

function saveCrop(user: UserRow, body: { checkId?: string; side?: string; corners?: unknown }) {
  const row = ownCheque(user, body.checkId, 'cheque.crop');
  const side = sideOf(body.side);
  // Spec section 5: cropping requires choosing four corners of the cheque.
  if (!isValidCorners(body.corners, rotationOf(row, side))) throw badRequest('Invalid data structure');
  row.crop = { ...row.crop, [side]: body.corners as Corners };
  logActivity(row, user, 'CROPPED', side === 'front' ? 'חזית' : 'גב');
  return { check: mediaCheque(row) };
}

/**
 * POST /api/check/images {images: checkId[]}: the six paths of each cheque (spec section 8). The
 * cheque-details domain answers the same path for uploads (data URLs) and comes first: exported so
 * that its route can hand cheque ids over here.
 */
export function imageVariantsOf(user: UserRow, ids: unknown[]) {
  return ids.map((id) => {
    const row = viewableCheque(user, id);
    const path = (side: Side, variant: string) => `/api/check/image/${encodeURIComponent(`${row.checkId}~${side}~${variant}`)}`;
    return {
      checkId: row.checkId,
      front200: path('front', '200'), frontTiff: path('front', 'tiff'), frontOriginal: path('front', 'original'),
      rear200: path('rear', '200'), rearTiff: path('rear', 'tiff'), rearOriginal: path('rear', 'original'),
    };
  });
}

export const imageVariantsRoute = route<{ images?: unknown }>('post', '/api/check/images', ({ me, body }) => {
  const user = me();
  if (!Array.isArray(body.images)) throw badRequest('Invalid data structure');
  return { images: imageVariantsOf(user, body.images) };
});

/** Cheque media (spec section 7): workspace signatures, image variants, crop, rotate, deposit banks. */
export const chequeMediaHandlers = [
  route<{ signaturePath?: string; replace?: boolean }>('post', '/api/workspace/signature/:ws', ({ me, params, body }) => {
    const user = me();
    const workspace = requirePermission(user, String(params.ws), 'signatures.manage');
    // A drawn signature or text stamp comes inline; a stamp from a picture as its uploaded address.
    const uploadedStamp = isUploadedStamp(workspace.id, body.signaturePath);
    if (typeof body.signaturePath !== 'string' || (!/^data:image\//.test(body.signaturePath) && !uploadedStamp)) throw badRequest('Invalid data structure');
    const svg = body.signaturePath.startsWith('data:image/svg') ? new TextDecoder().decode(decodeDataUrl(body.signaturePath)?.bytes) : '';
    if (svg.includes('data-kind="stamp"') && !isValidStampSvg(svg)) throw badRequest('Invalid data structure');
    const type = uploadedStamp || svg.includes('data-kind="stamp"') ? 'stamp' : 'signature';
    const table = signatures();
    const mine = table.filter((x) => x.wsId === workspace.id);
    // A signature is kept under its signer's name (as the signing domain does); stamps are numbered.
    let name = type === 'signature' ? `${user.firstName} ${user.lastName}`.trim() : '';
    if (type === 'stamp') {
      let n = 1;
      while (mine.some((x) => x.name === `חותמת ${n}`)) n += 1;
      name = `חותמת ${n}`;
    }
    const existing = table.findIndex((x) => x.wsId === workspace.id && x.name === name);
    if (existing >= 0 && !body.replace) throw badRequest('Name already exists');
    if (existing >= 0) table.splice(existing, 1);
    const row: SignatureRow = { wsId: workspace.id, name, signaturePath: body.signaturePath, type };
    table.push(row);
    return { signature: { name: row.name, signaturePath: row.signaturePath, type } };
  }),
  route<{ name?: string }>('delete', '/api/workspace/signature/:ws', ({ me, params, body }) => {
    const workspace = requirePermission(me(), String(params.ws), 'signatures.manage');
    const table = signatures();
    const index = table.findIndex((s) => s.wsId === workspace.id && s.name === body.name);
    if (index < 0) throw notFound('Not found');
    table.splice(index, 1);
    return { ok: true };
  }),

  route('get', '/api/check/image/:id', ({ me, params }) => {
    const [checkId, side, variant] = String(params.id).split('~');
    const row = viewableCheque(me(), checkId);
    if (!VARIANTS.includes(variant as (typeof VARIANTS)[number])) throw notFound('Not found');
    // The mock cannot make a TIFF: it serves the same processed picture under that name.
    return picture(row, sideOf(side), { original: variant === 'original', small: variant === '200' });
  }),
  // Shadows the generic picture route: this one knows rotation, crop, signatures and ?isOriginal.
  route('get', '/api/check/images/:side/:id', ({ me, params, query }) => {
    if (params.side === 'hash') return new HttpResponse(null, { status: 404 });
    const row = viewableCheque(me(), params.id);
    return picture(row, sideOf(params.side), { original: query.has('isOriginal') && query.get('isOriginal') !== 'false', small: query.get('size') === '200' });
  }),

  route<{ checkId?: string; side?: string; corners?: unknown }>('post', '/api/check/crop', ({ me, body }) => saveCrop(me(), body)),
  route<{ checkId?: string; side?: string; corners?: unknown }>('put', '/api/check/crop', ({ me, body }) => saveCrop(me(), body)),
  route<{ checkId?: string; side?: string; degrees?: unknown }>('post', '/api/check/rotate', ({ me, body }) => {
    const user = me();
    const row = ownCheque(user, body.checkId, 'cheque.rotate');
    const side = sideOf(body.side);
    const degrees = Number(body.degrees);
    if (!Number.isInteger(degrees) || degrees % 90 !== 0) throw badRequest('Invalid data structure');
    const rotation = (((rotationOf(row, side) + degrees) % 360) + 360) % 360;
    // Corners were chosen on the picture before the turn: they no longer fit it.
    row.imageRotation = { ...row.imageRotation, [side]: rotation };
    row.crop = { ...row.crop, [side]: undefined };
    if (side === 'front') row.rotation = rotation;
    logActivity(row, user, 'ROTATED', `${side === 'front' ? 'חזית' : 'גב'}, ${Math.abs(degrees)}° ${degrees > 0 ? 'ימינה' : 'שמאלה'}`);
    return { check: mediaCheque(row) };
  }),

  route('get', '/api/workspace/:ws/depositable-banks', ({ me, params }) => {
    requirePermission(me(), String(params.ws), 'account.view');
    return { banks: DEPOSITABLE_BANKS };
  }),
];
