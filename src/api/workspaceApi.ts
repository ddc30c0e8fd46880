import { baseApi } from './baseApi';
import { pickList, pickObject } from './replies';
import type { Workspace } from './types';

export const workspaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAllWorkspaces: build.query<Workspace[], void>({
      query: () => ({ url: '/api/workspace/all' }),
      transformResponse: (reply: unknown) => pickList<Workspace>(reply, 'workspaces'),
      providesTags: ['Workspace'],
    }),
    getWorkspace: build.query<Workspace | null, string>({
      query: (id) => ({ url: `/api/workspace/${encodeURIComponent(id)}` }),
      transformResponse: (reply: unknown) => pickObject<Workspace>(reply, 'workspace'),
      providesTags: ['Workspace'],
    }),
  }),
});

export const { useGetAllWorkspacesQuery, useGetWorkspaceQuery } = workspaceApi;
