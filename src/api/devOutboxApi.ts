import { baseApi } from './baseApi';
import { id, link, listIn, obj, opt, text, type Schema } from './schema/fields';
import { defineReply } from './schema/reply';
import type { OutboxMessage } from './types/outboxMessage';

/** A message's link is a path of ours, shown as a link (checked as any address). */
const message: Schema<OutboxMessage> = obj({
  id: id(),
  to: opt(text(), () => ''),
  kind: opt(text(), () => ''),
  subject: opt(text(), () => ''),
  link: opt(link()),
  code: opt(text()),
  createdAt: opt(text(), () => ''),
});
/** {messages}, also bare or under `data`. */
const outboxReply = defineReply('GET /api/__dev/outbox', listIn(['messages'], message));

/** Mock-only calls under /api/__dev; only the dev outbox screen (mock builds) imports this module. */
export const devOutboxApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<OutboxMessage[], void>({
      query: () => ({ url: '/api/__dev/outbox' }),
      responseSchema: outboxReply,
      providesTags: ['Outbox'],
      keepUnusedDataFor: 0,
    }),
    resetDemo: build.mutation<unknown, void>({
      query: () => ({ url: '/api/__dev/reset', method: 'POST' }),
    }),
  }),
});

export const { useGetOutboxQuery, useResetDemoMutation } = devOutboxApi;
