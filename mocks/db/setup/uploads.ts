import { extraTable, nextId, nowIso } from '../database';
import { badRequest, MockHttpError } from '../MockHttpError';
import { uploadProblem } from '../rules/limits';

/**
 * The storage the presigned URLs point at (spec section 7: GET .../s3/presigned, then PUT to
 * putUrl). The mock is its own storage: PUT and GET /api/__upload/{objKey}?token=...
 */
export interface UploadRow {
  objKey: string;
  wsId: string;
  token: string;
  createdAt: string;
  /** The stored file as a data URL, once PUT. */
  dataUrl?: string;
}

export const UPLOAD_PREFIX = '/api/__upload/';
export const UPLOAD_FOLDERS = ['logo', 'stamp', 'accountLogo', 'file'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

const uploads = () => extraTable<UploadRow>('uploads');

const randomToken = () => Array.from({ length: 20 }, () => 'abcdefghijkmnpqrstuvwxyz23456789'[Math.floor(Math.random() * 32)]).join('');

/** Where the stored object is read (what the backend puts in `logo` and signature paths). */
export const uploadUrl = (objKey: string) => `${UPLOAD_PREFIX}${objKey}`;

export function presign(ws: { id: string; name: string }, folder: unknown) {
  const kind: UploadFolder = UPLOAD_FOLDERS.includes(folder as UploadFolder) ? (folder as UploadFolder) : 'file';
  const objKey = `${ws.name}/${kind}/${nextId('up')}`;
  const token = randomToken();
  uploads().push({ objKey, wsId: ws.id, token, createdAt: nowIso() });
  return { putUrl: `${uploadUrl(objKey)}?token=${token}`, objKey, getUrl: uploadUrl(objKey) };
}

/** What storage does with a PUT: the token must fit, jpeg/png/gif only, at most 2MB. */
export function storeUpload(objKey: string, token: string | null, type: string, bytes: Uint8Array): void {
  const row = uploads().find((u) => u.objKey === objKey);
  if (!row || !token || row.token !== token) throw new MockHttpError(403, { message: 'Request has expired or the signature does not match' });
  const problem = uploadProblem(type, bytes.length);
  if (problem === 'type') throw new MockHttpError(415, { message: 'Unsupported media type' });
  if (problem === 'size') throw new MockHttpError(413, { message: 'Entity too large' });
  const essence = type.split(';')[0].trim().toLowerCase();
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  row.dataUrl = `data:${essence};base64,${btoa(binary)}`;
  // A presigned URL is good for one upload.
  row.token = '';
}

/** A stored object (seeded rows may hold any picture type). */
export function uploadedObject(objKey: string): UploadRow | undefined {
  return uploads().find((u) => u.objKey === objKey && u.dataUrl);
}

/** The object key of a value a client sends back: the key itself or its address. */
export function uploadedKeyOf(wsId: string, value: unknown, folder?: UploadFolder): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const objKey = text.startsWith(UPLOAD_PREFIX) ? text.slice(UPLOAD_PREFIX.length) : text;
  const row = uploadedObject(objKey);
  if (!row || row.wsId !== wsId || (folder && objKey.split('/')[1] !== folder)) throw badRequest('Invalid data structure');
  return objKey;
}

/** A seeded object (the demo's logos), stored as if uploaded. */
export function seedUpload(rows: UploadRow[], wsId: string, objKey: string, dataUrl: string): string {
  rows.push({ objKey, wsId, token: '', createdAt: nowIso(), dataUrl });
  return uploadUrl(objKey);
}
