import { baseApi } from './baseApi';
import { pickList } from './replies';
import type { OutboxMessage } from './types/outboxMessage';

/** Mock-only calls under /api/__dev; only the dev outbox screen (mock builds) imports this module. */
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
