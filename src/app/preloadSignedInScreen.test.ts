import { i18n } from '@/i18n/i18n';
import { preloadSignedInScreen } from './router';

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
});
