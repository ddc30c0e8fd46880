import { baseApi } from '@/api/baseApi';
import { pickList } from '@/api/replies';

/** A mail or code the mock backend would have sent (mocks/db/schema.ts OutboxRow). */
export interface OutboxMessage {
  id: string;
  to: string;
  kind: string;
  subject: string;
  link?: string;
  code?: string;
  createdAt: string;
}

/** Mock-only calls under /api/__dev; this module is loaded only with the mock backend on. */
export const devOutboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxMessage[], void>({
      query: () => ({ url: '/api/__dev/outbox' }),
      transformResponse: (reply: unknown) => pickList<OutboxMessage>(reply, 'messages'),
      providesTags: ['Outbox'],
      keepUnusedDataFor: 0,
    }),
    resetDemo: build.mutation<unknown, void>({
      query: () => ({ url: '/api/__dev/reset', method: 'POST' }),
    }),
  }),
});

export const { useGetOutboxQuery, useResetDemoMutation } = devOutboxApi;
