import { entryImportsPreloadNothing } from './preloadLinks';

describe('entryImportsPreloadNothing: what Vite\'s helper preloads for an import', () => {
  const deps = ['assets/rolldown-runtime-a1.js', 'assets/frame-b2.js'];
  it.each([
    ['the entry importing the signer\'s page', 'assets/SignChequesPage-DUgvlEw9.js', 'assets/index-weT916tT.js', []],
    ['the entry importing the texts', 'assets/i18n-BanE2O1w.js', 'assets/index-weT916tT.js', []],
    ['the entry importing the staff app (no Link header names it)', 'assets/App-CjGvdNVF.js', 'assets/index-weT916tT.js', deps],
    ['the entry importing the card payment\'s thank-you page', 'assets/PaymentSuccessPage-C00mfPng.js', 'assets/index-weT916tT.js', deps],
    ['a lazy staff screen imported by the router', 'assets/ChequesListPage-BWl4tuvX.js', 'assets/App-CjGvdNVF.js', deps],
    ['index.html (not a chunk named index-)', 'assets/index-weT916tT.js', '/work/main/index.html', deps],
  ])('%s', (_name, filename, hostId, expected) => {
    expect(entryImportsPreloadNothing(filename, deps, { hostId, hostType: 'js' })).toEqual(expected);
  });
});
