import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { i18n } from '@/i18n/i18n';
import { preloadTerminalChunks } from '@/test/terminalTestKit';
import { recordRequests } from '@/test/recordRequests';
import { startTerminalCalls } from './firstCalls';

beforeAll(() => Promise.all([i18n.loadNamespaces('payerLink'), import('./pages/TerminalPage'), preloadTerminalChunks()]), 30000);

describe("startTerminalCalls: the payer page's first reads before its code", () => {
  it.each([
    ['/terminal/gilboa', ['GET /api/terminal/info/gilboa']],
    ['/terminal/%D7%92%D7%9C', ['GET /api/terminal/info/%D7%92%D7%9C']],
    ['/terminal/gilboa/fpk-1', ['GET /api/terminal/link/gilboa/fpk/fpk-1']],
    ['/terminal/transaction/session/gilboa/tx1/sess1', ['GET /api/terminal/info/gilboa', 'GET /api/terminal/transactions/status/gilboa/tx1']],
    // The payment session is a POST: the page sends it, not this.
    ['/terminal/transaction/payment/session/gilboa/upr-ok', ['GET /api/terminal/info/gilboa']],
    ['/terminal/done', []],
    ['/cheques', []],
  ])('%s starts %j', async (path, expected) => {
    const seen = recordRequests();
    startTerminalCalls(path);
    await waitFor(() => expect(seen.all.map((r) => `${r.method} ${r.path}`)).toEqual(expected));
  });

  it.each([
    ['/terminal/gilboa', /צילום חזית/],
    ['/terminal/%D7%90%D7%91', 'המסוף לא נמצא'],
    ['/terminal/gilboa/nosuchfpk', 'בקשת התשלום לא נמצאה'],
    ['/terminal/transaction/session/gilboa/tx200/sess200', 'העסקה כבר הושלמה'],
  ])('the page opened at %s takes the replies instead of asking again (shows %s)', async (path, shown) => {
    const seen = recordRequests();
    // As main.tsx: the page renders once its first replies are in.
    await startTerminalCalls(path);
    renderApp(path);
    if (typeof shown === 'string') expect(await screen.findByRole('heading', { level: 1, name: shown })).toBeInTheDocument();
    else expect(await screen.findByRole('button', { name: shown })).toBeInTheDocument();
    const paths = (await seen.settled()).map((r) => `${r.method} ${r.path}`);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).toEqual([...new Set(paths)]);
  });
});
