import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { recordRequests } from '@/test/recordRequests';
import { startSignLinkCalls } from './firstCalls';

beforeAll(() => Promise.all([i18n.loadNamespaces('signerLink'), import('./pages/SignChequesPage')]), 30000);

describe("startSignLinkCalls: the signer page's first reads before its code", () => {
  it.each([
    ['/signChecks/demo-sign-link', ['GET /api/check/signature/demo-sign-link', 'GET /api/check/images/hash/demo-sign-link']],
    ['/signChecks/a%20b', ['GET /api/check/signature/a%20b', 'GET /api/check/images/hash/a%20b']],
    ['/signChecks/', []],
    ['/login', []],
  ])('%s starts %j', async (path, expected) => {
    const seen = recordRequests();
    startSignLinkCalls(path);
    await waitFor(() => expect(seen.all.map((r) => `${r.method} ${r.path}`)).toEqual(expected));
  });

  it('settles once both replies are in (main.tsx renders the page then, once)', async () => {
    const seen = recordRequests();
    await startSignLinkCalls('/signChecks/demo-sign-link');
    expect(seen.all.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /api/check/images/hash/demo-sign-link', 'GET /api/check/signature/demo-sign-link']);
    await seen.settled();
    await expect(startSignLinkCalls('/login')).resolves.toBeUndefined();
  });

  it('the page takes the replies instead of asking again', async () => {
    const seen = recordRequests();
    startSignLinkCalls('/signChecks/demo-sign-link');
    renderApp('/signChecks/demo-sign-link');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(seen.all.length).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.all.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /api/check/images/hash/demo-sign-link', 'GET /api/check/signature/demo-sign-link']);
  });
});
