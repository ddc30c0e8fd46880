import { baseApi } from './baseApi';
import { pickList, pickObject } from './replies';
import type { ApiKey, KeyKind, NewApiKey } from './types/key';

/*
 * Spec section 7, "Workspace": printer keys (GET /api/workspace/printer/keys/{ws}, POST and DELETE
 * /api/workspace/printer/keys) and workspace keys (GET /api/workspace/keys/{ws}, POST and DELETE
 * /api/workspace/keys). A new key's string is in the creation reply only.
 */

const enc = encodeURIComponent;
const BASE: Record<KeyKind, string> = { printer: '/api/workspace/printer/keys', workspace: '/api/workspace/keys' };

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Tolerant: the id under keyId, id or _id; last use under lastUsed or last_used. */
export function readKey(raw: unknown): ApiKey {
  const k = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    keyId: text(k.keyId) || text(k.id) || text(k._id),
    name: text(k.name),
    wsId: text(k.wsId) || undefined,
    lastUsed: text(k.lastUsed) || text(k.last_used) || null,
    createdAt: text(k.createdAt) || undefined,
  };
}

export function readNewKey(reply: unknown): NewApiKey {
  const body = pickObject<Record<string, unknown>>(reply, 'key') ?? {};
  return { ...readKey(body), key: text(body.key) || text(body.keyString) || text(body.token) };
}

export const keysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/printer/keys/{ws} or GET /api/workspace/keys/{ws}. */
    getKeys: build.query<ApiKey[], { kind: KeyKind; ws: string }>({
      query: ({ kind, ws }) => ({ url: `${BASE[kind]}/${enc(ws)}` }),
      transformResponse: (reply: unknown) => pickList<unknown>(reply, 'keys').map(readKey).filter((k) => k.keyId),
      providesTags: (_r, _e, { kind }) => [{ type: 'Key', id: kind }],
    }),
    /** POST /api/workspace/printer/keys or /api/workspace/keys with {name, wsId}. */
    createKey: build.mutation<NewApiKey, { kind: KeyKind; wsId: string; name: string }>({
      query: ({ kind, wsId, name }) => ({ url: BASE[kind], method: 'POST', data: { name, wsId } }),
      transformResponse: readNewKey,
      invalidatesTags: (_r, _e, { kind }) => [{ type: 'Key', id: kind }],
    }),
    /** DELETE /api/workspace/printer/keys or /api/workspace/keys with {wsId, keyId}. */
    deleteKey: build.mutation<unknown, { kind: KeyKind; wsId: string; keyId: string }>({
      query: ({ kind, wsId, keyId }) => ({ url: BASE[kind], method: 'DELETE', data: { wsId, keyId } }),
      invalidatesTags: (_r, _e, { kind }) => [{ type: 'Key', id: kind }],
    }),
  }),
});

export const { useGetKeysQuery, useCreateKeyMutation, useDeleteKeyMutation } = keysApi;
