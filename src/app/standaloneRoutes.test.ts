import { isStandalonePage } from '@/config/paths';
import { appOf } from '@/boot/landingPages';
import { standaloneRoutes } from './standaloneRoutes';
import { appRoutes, publicRoutes } from './routeTable';

const standalonePaths = (standaloneRoutes[0].children ?? []).map((route) => route.path).filter((path) => path && path !== '*');

// The pages a payer's or a signer's link opens, which load without the persisted store and the staff
// routes (src/boot/landingPages.ts). With a user stored or not: it does not decide these.
const opensFromLink = (path: string) => appOf(path, () => true) === 'standalone' && appOf(path, () => false) === 'standalone';

describe('the standalone app: the pages that load without the persisted store', () => {
  it.each([
    ['/terminal/gilboa', true],
    ['/terminal/gilboa/fpk/123', true],
    ['/terminal/done', true],
    ['/signChecks/demo-sign-link', true],
    ['/accessibility', true],
    ['/paymentsuccess', false],
    ['/paymentsuccess?receipt=1', false],
    ['/terminals', false],
    ['/terminal', false],
    ['/signChecks', false],
    ['/login', false],
    ['/', false],
    ['/cheques/view/1', false],
  ])('%s → %s', (path, expected) => {
    expect(opensFromLink(path)).toBe(expected);
  });

  it('is a part of the standalone pages that never send anyone to staff sign-in', () => {
    for (const path of ['/terminal/gilboa', '/signChecks/x']) expect(isStandalonePage(path)).toBe(true);
    expect(isStandalonePage('/paymentsuccess')).toBe(true);
    expect(opensFromLink('/paymentsuccess')).toBe(false);
  });

  it('serves every public page a link opens, and no other, so an address never reloads in a loop', () => {
    const linkPages = publicRoutes.map((route) => route.path).filter((path) => opensFromLink(path));
    expect(linkPages.length).toBeGreaterThan(1);
    expect([...standalonePaths].sort()).toEqual([...linkPages].sort());
    for (const path of standalonePaths) expect(opensFromLink(path!)).toBe(true);
    expect(appRoutes.filter((route) => opensFromLink(route.path))).toEqual([]);
  });
});
