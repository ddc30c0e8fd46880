import { pickList } from './replies';
import type { Signature } from './types/signature';

// A workspace's stored signatures (signaturesApi) and a sign link's (signLinkCalls) read alike.

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Tolerant: bare or under `signatures`; the path under signaturePath, path, url or signature. */
export function readSignatures(reply: unknown): Signature[] {
  return pickList<Record<string, unknown>>(reply, 'signatures')
    .map((s, i) => ({
      name: text(s.name) || text(s.title) || String(i + 1),
      signaturePath: text(s.signaturePath) || text(s.path) || text(s.url) || text(s.signature),
      type: s.type === 'stamp' ? ('stamp' as const) : ('signature' as const),
    }))
    .filter((s) => s.signaturePath);
}
