import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { recordRequests } from '@/test/recordRequests';
import { startScreenData } from './router';

const WS = 'gilboa-trade';
type Entry = { endpointName?: string; status?: string } | undefined;
const entries = (state: { api: { queries: Record<string, unknown> } }) => Object.values(state.api.queries) as Entry[];
const OWNER = 'owner@demo.co.il';

describe("a screen's first data, asked with its code", () => {
  it('asks the cheque and its front picture of a view address once, and the view finds them (no second request)', async () => {
    const requests = recordRequests();
    const cheque = requests.to('GET', `/api/check/workspace/${WS}/c100`);
    const picture = requests.to('GET', '/api/check/images/front/c100');
    const { store } = renderApp('/cheques/view/c100', { as: OWNER, workspace: WS });
    startScreenData({ pathname: '/cheques/view/c100', search: '' }, WS, store.dispatch);
    await waitFor(() => expect(cheque).toHaveLength(1));
    expect(picture).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: /^צ׳ק מס׳ 1000100$/ })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'הצד הקדמי של צ׳ק 1000100' })).toBeInTheDocument();
    expect(cheque).toHaveLength(1);
    expect(picture).toHaveLength(1);
  });

  it('holds what it asked until the screen takes it over: the picture stays in the cache meanwhile', async () => {
    const requests = recordRequests();
    const picture = requests.to('GET', '/api/check/images/front/c100');
    // Signed in on another screen: nothing there shows the view's picture.
    const { store } = renderApp('/settings/user', { as: OWNER, workspace: WS });
    startScreenData({ pathname: '/cheques/view/c100', search: '' }, WS, store.dispatch);
    await waitFor(() => expect(picture).toHaveLength(1));
    await waitFor(() => {
      const entry = entries(store.getState()).find((q) => q?.endpointName === 'getChequeImage');
      expect(entry?.status).toBe('fulfilled');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entries(store.getState()).some((q) => q?.endpointName === 'getChequeImage')).toBe(true);
  });

  it("asks a list's rows with its path's box and its address's filters, and the list asks no second time", async () => {
    const requests = recordRequests();
    // (The menu's returns badge searches too: only the list's box counts here.)
    const searches = requests.where((r) => r.path === `/api/check/search/${WS}` && r.url.searchParams.has('box'));
    const { store } = renderApp('/cheques/sent?status=NEW&q=1000', { as: OWNER, workspace: WS });
    startScreenData({ pathname: '/cheques/sent', search: '?status=NEW&q=1000' }, WS, store.dispatch);
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(Object.fromEntries(searches[0]!.url.searchParams)).toEqual({ box: 'sent', status: 'NEW', q: '1000' });
    expect(await screen.findByRole('heading', { name: 'צ׳קים שנשלחו' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(searches).toHaveLength(1);
  });

  it.each([
    ['a public page', '/login', WS],
    ['a screen without a data start', '/settings/user', WS],
    ['no active workspace', '/cheques/view/c100', ''],
  ])('asks nothing for %s', async (_case, pathname, ws) => {
    const { store } = renderApp('/settings/user', { as: OWNER, workspace: WS });
    const requests = recordRequests();
    startScreenData({ pathname, search: '' }, ws, store.dispatch);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.all.filter((r) => r.path.endsWith('/c100'))).toEqual([]);
  });

  describe("the signed-in frame's reads", () => {
    // Nothing rendered (no routes): what is asked is what startScreenData asks.
    const frameCalls = (requests: ReturnType<typeof recordRequests>) => ({
      user: requests.to('GET', '/api/user'),
      workspaces: requests.to('GET', '/api/workspace/all'),
      workspace: requests.to('GET', `/api/workspace/${WS}`),
    });

    it.each(['/cheques/view/c100', '/settings/user'])('are asked for a staff screen (%s), each once, the user with the workspace', async (pathname) => {
      const requests = recordRequests();
      const calls = frameCalls(requests);
      const { store } = renderApp('/', { as: OWNER, workspace: WS, routes: [] });
      startScreenData({ pathname, search: '' }, WS, store.dispatch);
      await waitFor(() => expect(calls.workspace).toHaveLength(1));
      expect(calls.user).toHaveLength(1);
      expect(calls.user[0]!.url.searchParams.get('workspace')).toBe(WS);
      expect(calls.workspaces).toHaveLength(1);
    });

    it('are the very entries the frame reads: rendered with it, each is asked once', async () => {
      const requests = recordRequests();
      const calls = frameCalls(requests);
      const { store } = renderApp('/cheques/view/c100', { as: OWNER, workspace: WS });
      startScreenData({ pathname: '/cheques/view/c100', search: '' }, WS, store.dispatch);
      expect(await screen.findByRole('heading', { name: /^צ׳ק מס׳ 1000100$/ })).toBeInTheDocument();
      await waitFor(() => expect(calls.workspace).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect([calls.user.length, calls.workspaces.length, calls.workspace.length]).toEqual([1, 1, 1]);
    });

    it('are not asked for a public page', async () => {
      const requests = recordRequests();
      const calls = frameCalls(requests);
      const { store } = renderApp('/', { as: OWNER, workspace: WS, routes: [] });
      startScreenData({ pathname: '/login', search: '' }, WS, store.dispatch);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect([calls.user.length, calls.workspaces.length, calls.workspace.length]).toEqual([0, 0, 0]);
    });
  });
});
