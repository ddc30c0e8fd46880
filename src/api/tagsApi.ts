import { baseApi } from './baseApi';
import { TagSchema } from './schema/cheque';
import { listIn, objectIn } from './schema/fields';
import { defineReply } from './schema/reply';
import { orNull } from './schema/staffFields';
import type { Tag } from './types/tag';

/* Spec section 7, "Workspace": the workspace's tags. Tags on a cheque are in chequesApi. */

const enc = encodeURIComponent;

/** {tags}, also bare or under `data`. */
const tagsReply = defineReply('GET /api/workspace/tags/{ws}', listIn(['tags'], TagSchema));
/** {tag}, also bare: null when it does not fit (the tag was made; the list refreshes). */
const createdReply = defineReply('POST /api/workspace/tags/{ws}', orNull(objectIn(['tag'], TagSchema)));
export const readTags = tagsReply.parse;

export const tagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/tags/{ws}. */
    getWorkspaceTags: build.query<Tag[], string>({
      query: (ws) => ({ url: `/api/workspace/tags/${enc(ws)}` }),
      responseSchema: tagsReply,
      providesTags: ['Tag'],
    }),
    /** POST /api/workspace/tags/{ws} with {name, color}. */
    createWorkspaceTag: build.mutation<Tag | null, { ws: string; name: string; color: string }>({
      query: ({ ws, name, color }) => ({ url: `/api/workspace/tags/${enc(ws)}`, method: 'POST', data: { name, color } }),
      responseSchema: createdReply,
      invalidatesTags: ['Tag'],
    }),
    /** DELETE /api/workspace/tags/{ws}/{tagId}: the tag also leaves every cheque that had it. */
    deleteWorkspaceTag: build.mutation<unknown, { ws: string; tagId: string }>({
      query: ({ ws, tagId }) => ({ url: `/api/workspace/tags/${enc(ws)}/${enc(tagId)}`, method: 'DELETE' }),
      invalidatesTags: ['Tag', 'Cheque', 'ChequeList'],
    }),
  }),
});

export const { useGetWorkspaceTagsQuery, useCreateWorkspaceTagMutation, useDeleteWorkspaceTagMutation } = tagsApi;
