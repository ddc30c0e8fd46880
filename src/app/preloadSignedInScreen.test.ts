import { i18n } from '@/i18n/i18n';
import { matchPath } from 'react-router-dom';
import { preloadSignedInScreen } from './router';
import { appRoutes } from './routeTable';

describe('the screen a signed-in address opens, started with the shell', () => {
  it("asks a cheque view's texts before its route renders", async () => {
    expect(i18n.hasLoadedNamespace('chequeMedia')).toBe(false);
    preloadSignedInScreen('/cheques/view/c100');
    // (Three locale chunks, imported on a busy CI machine: as long as the suite's other waits.)
    await vi.waitFor(() => expect(i18n.hasLoadedNamespace('chequeMedia')).toBe(true), { timeout: 10_000 });
    expect(i18n.hasLoadedNamespace('returns')).toBe(true);
  });

  it('asks nothing for a public address', async () => {
    preloadSignedInScreen('/login');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.hasLoadedNamespace('accounts')).toBe(false);
  });

  it("asks the screen's code in a task after the app's start, not in it", async () => {
    // Vite's loader adds a <link> per file of the screen (the view has ~45): in the task that
    // started the app, a phone's main thread was held for over 100 ms.
    const start = appRoutes.find((route) => matchPath(route.path, '/cheques/view/c100'))!.start!;
    const load = vi.spyOn(start, 'load');
    try {
      preloadSignedInScreen('/cheques/view/c100');
      expect(load).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    } finally {
      load.mockRestore();
    }
  });
});
