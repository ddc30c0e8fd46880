import { http, HttpResponse } from 'msw';
import { route } from '../route';
import { extraTable, nextId, persist } from '../db/database';
import { requirePermission } from '../db/permissions';
import { UPLOAD_MAX_BYTES, isAllowedImageType } from '../../src/lib/limits';

/** A stored object of the mock's "S3": what was PUT to a presigned URL. */
interface UploadRow {
  key: string;
  type: string;
  /** base64 of the bytes. */
  data: string;
}

const uploads = () => extraTable<UploadRow>('uploads');
const STORE = '/api/__dev/s3';

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/**
 * Spec section 7: GET /api/workspace/{ws}/s3/presigned -> { putUrl, objKey }; the file is then
 * sent with PUT to putUrl. The mock's storage lives under /api/__dev/s3 (mock only); the object is
 * read back at putUrl without its signature, as from a public bucket.
 */
export const uploadHandlers = [
  route('get', '/api/workspace/:ws/s3/presigned', ({ me, params }) => {
    const workspace = requirePermission(me(), String(params.ws), 'workspace.view');
    const objKey = `${workspace.id}-${nextId('obj')}`;
    return { putUrl: `${STORE}/${objKey}?X-Amz-Signature=mock`, objKey };
  }),
  http.put(`${STORE}/:key`, async ({ params, request }) => {
    const type = request.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (!isAllowedImageType(type) || bytes.length === 0 || bytes.length > UPLOAD_MAX_BYTES) return new HttpResponse(null, { status: 400 });
    const key = String(params.key);
    const table = uploads();
    const row = { key, type: type.split(';')[0], data: toBase64(bytes) };
    const index = table.findIndex((u) => u.key === key);
    if (index >= 0) table[index] = row;
    else table.push(row);
    persist();
    return new HttpResponse(null, { status: 200 });
  }),
  http.get(`${STORE}/:key`, ({ params }) => {
    const row = uploads().find((u) => u.key === params.key);
    if (!row) return new HttpResponse(null, { status: 404 });
    const bytes = Uint8Array.from(atob(row.data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'Content-Type': row.type, 'Cache-Control': 'no-store' } });
  }),
];
