import { baseApi } from './baseApi';
import { alias, either, isBare, listIn, map, obj, objectIn, oneOf, opt, text, type Schema } from './schema/fields';
import { orNull } from './schema/staffFields';
import { defineReply } from './schema/reply';
import { WorkspaceSchema } from './schema/workspace';
import type { Workspace, WorkspaceSettings } from './types/workspace';
import type { DepositableBank } from './types/bankAccount';

/*
 * Spec section 7, "Workspace": the workspace itself and its settings, and the storage upload URL.
 * Its bank accounts, keys, signatures, tags, members and reports have modules of their own
 * (bankAccountsApi, keysApi, signaturesApi...).
 */

const enc = encodeURIComponent;

/** PUT /api/workspace/{id}: the company details (section 3). `logo` is the stored object's key. */
export interface WorkspaceUpdate {
  id: string;
  name?: string;
  companyName?: string;
  companySlug?: string;
  hetpey?: string;
  address?: string;
  phone?: string;
  logo?: string | null;
}

/** POST /api/workspace/create: a private or a business workspace (section 1); `companySlug` is its {ws}. */
export interface NewWorkspace {
  type: 'PRIVATE' | 'BUSINESS';
  companyName: string;
  companySlug: string;
  /** Company number (ח״פ), business workspaces only. */
  hetpey?: string;
}

/** What the file is for: our optional hint to the backend (?folder=), see docs/backend-contract.md. */
export type UploadFolder = 'logo' | 'stamp' | 'accountLogo';

/** GET /api/workspace/{ws}/s3/presigned: where to PUT the file, and its key for later calls. */
export interface PresignedUpload {
  putUrl: string;
  objKey: string;
  /** Where the stored file can be read, when the backend says (the mock does). */
  url?: string;
}

/** {putUrl, objKey, getUrl}, bare or under `presigned`; also `url` / `signedUrl`, `key`, `readUrl`. */
const presignedReply = defineReply(
  'GET /api/workspace/{ws}/s3/presigned',
  objectIn(
    ['presigned'],
    map(alias(obj({ putUrl: text(), objKey: text(), getUrl: opt(text()) }), { putUrl: ['url', 'signedUrl'], objKey: ['key'], getUrl: ['readUrl'] }), (p) => ({
      putUrl: p.putUrl,
      objKey: p.objKey,
      url: p.getUrl || undefined,
    })),
  ),
);
export const readPresigned = presignedReply.parse;

const workspacesReply = defineReply('GET /api/workspace/all', listIn(['workspaces'], WorkspaceSchema));
const workspaceReply = defineReply('GET /api/workspace/{id}', objectIn(['workspace'], WorkspaceSchema));
const createdReply = defineReply('POST /api/workspace/create', orNull(objectIn(['workspace'], WorkspaceSchema)));
const updatedReply = defineReply('PUT /api/workspace/{id}', orNull(objectIn(['workspace'], WorkspaceSchema)));

/** A bank the workspace deposits into: an object (its code also as `code`), or its bare code. */
const depositableBank: Schema<DepositableBank> = either(
  isBare,
  map(text(), (bank): DepositableBank => ({ bank })),
  alias(obj({ bank: text(), name: opt(text()), safeType: opt(oneOf(['bank', 'private'] as const)) }), { bank: ['code', 'bankCode'] }),
);
const depositableBanksReply = defineReply('GET /api/workspace/{ws}/depositable-banks', listIn(['banks'], depositableBank));
export const readDepositableBanks = depositableBanksReply.parse;

export const workspaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/all: every workspace of the user. */
    getAllWorkspaces: build.query<Workspace[], void>({
      query: () => ({ url: '/api/workspace/all' }),
      responseSchema: workspacesReply,
      providesTags: ['Workspace'],
    }),
    /**
     * POST /api/workspace/create. The reply's `user` (one role more) makes the new workspace the
     * active one (section 4's rule, in the store); the cache is reset with the switch.
     */
    createWorkspace: build.mutation<Workspace | null, NewWorkspace>({
      query: (body) => ({ url: '/api/workspace/create', method: 'POST', data: body }),
      responseSchema: createdReply,
      invalidatesTags: ['Workspace', 'User'],
    }),
    /** GET /api/workspace/{id}; its `credits` is the balance, so purchases and spending refresh it. */
    getWorkspace: build.query<Workspace, string>({
      query: (id) => ({ url: `/api/workspace/${enc(id)}` }),
      responseSchema: workspaceReply,
      providesTags: ['Workspace', 'Credits'],
    }),
    /** PUT /api/workspace/{id}: company settings. */
    updateWorkspace: build.mutation<Workspace | null, WorkspaceUpdate>({
      query: ({ id, ...body }) => ({ url: `/api/workspace/${enc(id)}`, method: 'PUT', data: body }),
      responseSchema: updatedReply,
      invalidatesTags: ['Workspace', 'User'],
    }),
    /** PUT /api/workspace/{ws}/settings/checks: the cheque settings (section 3, amounts in shekels). */
    updateCheckSettings: build.mutation<unknown, { ws: string; settings: WorkspaceSettings }>({
      query: ({ ws, settings }) => ({ url: `/api/workspace/${enc(ws)}/settings/checks`, method: 'PUT', data: settings }),
      invalidatesTags: ['Workspace'],
    }),
    /** PUT /api/workspace/{ws}/check/in/fields with {fields}. */
    updateCheckInFields: build.mutation<unknown, { ws: string; fields: string[] }>({
      query: ({ ws, fields }) => ({ url: `/api/workspace/${enc(ws)}/check/in/fields`, method: 'PUT', data: { fields } }),
      invalidatesTags: ['Workspace'],
    }),
    /** PUT /api/workspace/{ws}/daysToCancel with {days}. */
    updateDaysToCancel: build.mutation<unknown, { ws: string; days: number }>({
      query: ({ ws, days }) => ({ url: `/api/workspace/${enc(ws)}/daysToCancel`, method: 'PUT', data: { days } }),
      invalidatesTags: ['Workspace'],
    }),
    /** GET /api/workspace/{ws}/depositable-banks: bare codes or objects, bare or under `banks`. */
    getDepositableBanks: build.query<DepositableBank[], string>({
      query: (ws) => ({ url: `/api/workspace/${enc(ws)}/depositable-banks` }),
      responseSchema: depositableBanksReply,
      providesTags: ['BankAccount'],
    }),
    /** GET /api/workspace/{ws}/s3/presigned: a fresh upload URL each time (never cached). */
    getUploadUrl: build.mutation<PresignedUpload, { ws: string; folder?: UploadFolder }>({
      query: ({ ws, folder }) => ({ url: `/api/workspace/${enc(ws)}/s3/presigned`, method: 'GET', params: folder ? { folder } : undefined }),
      responseSchema: presignedReply,
    }),
  }),
});

export const {
  useGetAllWorkspacesQuery,
  useCreateWorkspaceMutation,
  useGetWorkspaceQuery,
  useUpdateWorkspaceMutation,
  useUpdateCheckSettingsMutation,
  useUpdateCheckInFieldsMutation,
  useUpdateDaysToCancelMutation,
  useGetDepositableBanksQuery,
  useGetUploadUrlMutation,
} = workspaceApi;
