import { baseApi } from './baseApi';
import { listIn, objectIn } from './schema/fields';
import { KeySchema, NewKeySchema } from './schema/key';
import { defineReply } from './schema/reply';
import type { ApiKey, KeyKind, NewApiKey } from './types/key';

/*
 * Spec section 7, "Workspace": printer keys (GET /api/workspace/printer/keys/{ws}, POST and DELETE
 * /api/workspace/printer/keys) and workspace keys (GET /api/workspace/keys/{ws}, POST and DELETE
 * /api/workspace/keys). A new key's string is in the creation reply only.
 */

const enc = encodeURIComponent;

/** {keys}, also bare or under `data`. */
const keysReply = (call: string) => defineReply(call, listIn(['keys'], KeySchema));
/** {key: {keyId, name, key}}, also bare or under `data`: the key's string is required (it is shown once). */
const newKeyReply = (call: string) => defineReply(call, objectIn(['key'], NewKeySchema));
export const readKeys = keysReply('GET /api/workspace/keys/{ws}').parse;
export const readNewKey = newKeyReply('POST /api/workspace/keys').parse;

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
      responseSchema: keysReply('GET /api/workspace/printer/keys/{ws}'),
      providesTags: tag('printer'),
    }),
    /** POST /api/workspace/printer/keys with {name, wsId}. */
    createPrinterKey: build.mutation<NewApiKey, NewKeyRequest>({
      query: ({ wsId, name }) => ({ url: '/api/workspace/printer/keys', method: 'POST', data: { name, wsId } }),
      responseSchema: newKeyReply('POST /api/workspace/printer/keys'),
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
      responseSchema: keysReply('GET /api/workspace/keys/{ws}'),
      providesTags: tag('workspace'),
    }),
    /** POST /api/workspace/keys with {name, wsId}. */
    createWorkspaceKey: build.mutation<NewApiKey, NewKeyRequest>({
      query: ({ wsId, name }) => ({ url: '/api/workspace/keys', method: 'POST', data: { name, wsId } }),
      responseSchema: newKeyReply('POST /api/workspace/keys'),
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
