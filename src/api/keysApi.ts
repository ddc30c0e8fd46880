import { baseApi } from './baseApi';
import { pickList, pickObject } from './replies';
import type { ApiKey, KeyKind, NewApiKey } from './types/key';

/*
 * Spec section 7, "Workspace": printer keys (GET /api/workspace/printer/keys/{ws}, POST and DELETE
 * /api/workspace/printer/keys) and workspace keys (GET /api/workspace/keys/{ws}, POST and DELETE
 * /api/workspace/keys). A new key's string is in the creation reply only.
 */

const enc = encodeURIComponent;

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

export const readKeys = (reply: unknown): ApiKey[] => pickList<unknown>(reply, 'keys').map(readKey).filter((k) => k.keyId);

export function readNewKey(reply: unknown): NewApiKey {
  const body = pickObject<Record<string, unknown>>(reply, 'key') ?? {};
  return { ...readKey(body), key: text(body.key) || text(body.keyString) || text(body.token) };
}

const tag = (kind: KeyKind) => [{ type: 'Key' as const, id: kind }];

export interface NewKeyRequest {
  wsId: string;
  name: string;
}
export interface DeleteKeyRequest {
  wsId: string;
  keyId: string;
}

export const keysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/printer/keys/{ws}. */
    getPrinterKeys: build.query<ApiKey[], string>({
      query: (ws) => ({ url: `/api/workspace/printer/keys/${enc(ws)}` }),
      transformResponse: readKeys,
      providesTags: tag('printer'),
    }),
    /** POST /api/workspace/printer/keys with {name, wsId}. */
    createPrinterKey: build.mutation<NewApiKey, NewKeyRequest>({
      query: ({ wsId, name }) => ({ url: '/api/workspace/printer/keys', method: 'POST', data: { name, wsId } }),
      transformResponse: readNewKey,
      invalidatesTags: tag('printer'),
    }),
    /** DELETE /api/workspace/printer/keys with {wsId, keyId}. */
    deletePrinterKey: build.mutation<unknown, DeleteKeyRequest>({
      query: ({ wsId, keyId }) => ({ url: '/api/workspace/printer/keys', method: 'DELETE', data: { wsId, keyId } }),
      invalidatesTags: tag('printer'),
    }),
    /** GET /api/workspace/keys/{ws}. */
    getWorkspaceKeys: build.query<ApiKey[], string>({
      query: (ws) => ({ url: `/api/workspace/keys/${enc(ws)}` }),
      transformResponse: readKeys,
      providesTags: tag('workspace'),
    }),
    /** POST /api/workspace/keys with {name, wsId}. */
    createWorkspaceKey: build.mutation<NewApiKey, NewKeyRequest>({
      query: ({ wsId, name }) => ({ url: '/api/workspace/keys', method: 'POST', data: { name, wsId } }),
      transformResponse: readNewKey,
      invalidatesTags: tag('workspace'),
    }),
    /** DELETE /api/workspace/keys with {wsId, keyId}. */
    deleteWorkspaceKey: build.mutation<unknown, DeleteKeyRequest>({
      query: ({ wsId, keyId }) => ({ url: '/api/workspace/keys', method: 'DELETE', data: { wsId, keyId } }),
      invalidatesTags: tag('workspace'),
    }),
  }),
});

export const {
  useGetPrinterKeysQuery,
  useCreatePrinterKeyMutation,
  useDeletePrinterKeyMutation,
  useGetWorkspaceKeysQuery,
  useCreateWorkspaceKeyMutation,
  useDeleteWorkspaceKeyMutation,
} = keysApi;

/** The hooks of one kind of key, so one screen section serves both. */
export const KEY_HOOKS = {
  printer: { useList: useGetPrinterKeysQuery, useCreate: useCreatePrinterKeyMutation, useDelete: useDeletePrinterKeyMutation },
  workspace: { useList: useGetWorkspaceKeysQuery, useCreate: useCreateWorkspaceKeyMutation, useDelete: useDeleteWorkspaceKeyMutation },
} as const;
