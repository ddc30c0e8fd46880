// Test helper shared by the media tabs' tests (signature, cut, deposit, activity): renders one tab
// signed in, with the real store and the real mock backend, and records the requests it sends.
import type { ReactElement } from 'react';
import { renderApp } from '@/test/renderApp';
// eslint-disable-next-line no-restricted-imports -- a test helper: it listens to the mock server.
import { server } from '../../../../../../mocks/node';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export function renderViewTab(ui: ReactElement, { as = 'owner@demo.co.il', workspace = 'gilboa-trade' } = {}) {
  const sent: SentRequest[] = [];
  server.events.removeAllListeners();
  server.events.on('request:start', async ({ request }) => {
    const text = request.method === 'GET' ? '' : await request.clone().text();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  });
  const view = renderApp('/tab', { as, workspace, routes: [{ path: '/tab', element: ui }] });
  return { ...view, sent, sentTo: (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path) };
}
