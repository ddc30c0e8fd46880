import { baseApi } from './baseApi';
import { pickList, pickObject } from './replies';
import type { Tag } from './types/tag';

/* Spec section 7, "Workspace": the workspace's tags. Tags on a cheque are in chequesApi. */

const enc = encodeURIComponent;

export const tagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/workspace/tags/{ws}. */
    getWorkspaceTags: build.query<Tag[], string>({
      query: (ws) => ({ url: `/api/workspace/tags/${enc(ws)}` }),
      transformResponse: (reply: unknown) => pickList<Tag>(reply, 'tags'),
      providesTags: ['Tag'],
    }),
    /** POST /api/workspace/tags/{ws} with {name, color}. */
    createWorkspaceTag: build.mutation<Tag | null, { ws: string; name: string; color: string }>({
      query: ({ ws, name, color }) => ({ url: `/api/workspace/tags/${enc(ws)}`, method: 'POST', data: { name, color } }),
      transformResponse: (reply: unknown) => pickObject<Tag>(reply, 'tag'),
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
