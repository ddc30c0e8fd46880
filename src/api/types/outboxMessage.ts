// Mock only: a mail or one-time code the mock backend would have sent (GET /api/__dev/outbox).

export interface OutboxMessage {
  id: string;
  to: string;
  kind: string;
  subject: string;
  /** Our own path the message links to, if any. */
  link?: string;
  code?: string;
  createdAt: string;
}
