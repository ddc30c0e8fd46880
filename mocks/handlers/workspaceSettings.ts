import { HttpResponse, http } from 'msw';
import { route } from '../route';
import { persist } from '../db/database';
import { MockHttpError, forbidden } from '../db/MockHttpError';
import { memberOf, requirePermission } from '../db/permissions';
import { UPLOAD_PREFIX, presign, storeUpload, uploadedObject } from '../db/setup/uploads';
import { decodeDataUrl } from '../db/chequeImages';
import { updateCheckInFields, updateCheckSettings, updateCompany, updateDaysToCancel } from '../db/setup/workspaceSettings';
import { searchGovRegistry } from '../db/setup/govRegistry';

/** Company and workspace settings, the storage behind presigned URLs, and the registry lookup. */
export const workspaceSettingsHandlers = [
  route('put', '/api/workspace/:ws/settings/checks', ({ me, params, body }) => ({
    workspace: updateCheckSettings(requirePermission(me(), String(params.ws), 'workspace.edit'), body),
  })),
  route<{ fields?: unknown }>('put', '/api/workspace/:ws/check/in/fields', ({ me, params, body }) => ({
    workspace: updateCheckInFields(requirePermission(me(), String(params.ws), 'workspace.edit'), body.fields),
  })),
  route<{ days?: unknown }>('put', '/api/workspace/:ws/daysToCancel', ({ me, params, body }) => ({
    workspace: updateDaysToCancel(requirePermission(me(), String(params.ws), 'workspace.edit'), body.days),
  })),
  // The folder (logo, stamp, accountLogo) is our optional hint; the spec's call has no query.
  route('get', '/api/workspace/:ws/s3/presigned', ({ me, params, query }) => {
    const user = me();
    const workspace = requirePermission(user, String(params.ws), 'workspace.view');
    if (memberOf(user, workspace.id).role === 'VIEWER') throw forbidden();
    return presign(workspace, query.get('folder'));
  }),
  route('put', '/api/workspace/:id', ({ me, params, body }) => ({
    workspace: updateCompany(requirePermission(me(), String(params.id), 'workspace.edit'), body),
  })),

  // The storage itself: the file as the request body, not JSON (so not through `route`).
  http.put(`${UPLOAD_PREFIX}*`, async ({ request }) => {
    const url = new URL(request.url);
    try {
      storeUpload(decodeURIComponent(url.pathname.slice(UPLOAD_PREFIX.length)), url.searchParams.get('token'), request.headers.get('content-type') ?? '', new Uint8Array(await request.arrayBuffer()));
    } catch (error) {
      if (error instanceof MockHttpError) return HttpResponse.json(error.body, { status: error.status });
      throw error;
    }
    persist();
    return new HttpResponse(null, { status: 200 });
  }),
  http.get(`${UPLOAD_PREFIX}*`, ({ request }) => {
    const row = uploadedObject(decodeURIComponent(new URL(request.url).pathname.slice(UPLOAD_PREFIX.length)));
    const decoded = row?.dataUrl ? decodeDataUrl(row.dataUrl) : null;
    if (!decoded) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
    return new HttpResponse(decoded.bytes, { headers: { 'Content-Type': decoded.type, 'Cache-Control': 'private, max-age=3600' } });
  }),

  // The government open-data registry (another host; any origin, so the journeys can route it here).
  http.get('*/api/3/action/datastore_search', ({ request }) => searchGovRegistry(new URL(request.url))),
];
