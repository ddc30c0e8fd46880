import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { NavGroupId } from '@/components/routing/AppRoute';
import { allEntries, currentNavPath, navigationFor, openSection, sectionOf } from './navigation';
import { appRoutes } from './routeTable';

const everything = () => true;
const tree = navigationFor(everything);
const entryPaths = allEntries(tree).map((e) => e.to);

// Every signed-in screen (the route table's staff routes), as a user's address bar shows it,
// and the one menu entry that is current there.
const table: [string, string][] = [
  ['/', paths.home],
  ['/cheques', paths.cheques],
  ['/cheques/', paths.cheques],
  ['/cheques/new', paths.chequeNew],
  ['/cheques/sent', paths.chequesSent],
  ['/cheques/inbox', paths.chequesInbox],
  ['/cheques/archive', paths.chequesArchive],
  ['/cheques/to-sign', paths.chequesToSign],
  ['/returns', paths.returnDesk],
  ['/returns/c-17/evidence', paths.returnDesk],
  ['/payers', paths.payers],
  ['/cheques/view/c-17', paths.cheques],
  ['/checks/delivery', paths.cheques],
  ['/printing', paths.printing],
  ['/deposits/new', paths.depositWorkspace],
  ['/deposits', paths.deposits],
  ['/payments', paths.payments],
  ['/receipts', paths.receipts],
  ['/payment-requests', paths.paymentRequests],
  ['/payment-requests/new', paths.paymentRequests],
  ['/payment-requests/fast', paths.paymentRequestFast],
  ['/payment-requests/pr-9', paths.paymentRequests],
  ['/terminals', paths.terminals],
  ['/terminals/new', paths.terminals],
  ['/terminals/t-1/settings', paths.terminals],
  ['/terminals/t-1/scan', paths.terminals],
  ['/terminal-transactions', paths.terminalTransactions],
  ['/terminal-transactions/tx-4', paths.terminalTransactions],
  ['/credits', paths.credits],
  ['/credits/charges', paths.charges],
  ['/settings/user', paths.userSettings],
  ['/settings/company', paths.companySettings],
  ['/settings/workspace', paths.workspaceSettings],
  ['/settings/bank-accounts', paths.bankAccounts],
  ['/settings/bank-accounts/new', paths.bankAccounts],
  ['/settings/bank-accounts/a-3', paths.bankAccounts],
  ['/settings/safe-box', paths.safeBox],
  ['/settings/signatures', paths.signatures],
  ['/settings/tags', paths.tags],
  ['/settings/keys', paths.keys],
  ['/workspace/users', paths.people],
  ['/workspaces', paths.workspaces],
];

describe('the current menu entry: the most specific one, exactly one per screen', () => {
  it.each(table)('%s lights %s', (pathname, expected) => {
    expect(currentNavPath(pathname, entryPaths)).toBe(expected);
  });

  it('the table covers every signed-in route of the route table', () => {
    const uncovered = appRoutes.filter((route) => !table.some(([pathname]) => matchPath({ path: route.path, end: true }, pathname)));
    expect(uncovered.map((r) => r.path)).toEqual([]);
  });

  it('lights nothing on a path under no entry, and never home for a deeper path', () => {
    expect(currentNavPath('/somewhere-else', entryPaths)).toBeNull();
    expect(currentNavPath('/chequesX', entryPaths)).toBeNull();
    expect(currentNavPath('/somewhere-else', [paths.home])).toBeNull();
  });

  it('falls back to the entry above when the specific one is hidden by a permission', () => {
    const withoutNew = entryPaths.filter((p) => p !== paths.chequeNew && p !== paths.depositWorkspace);
    expect(currentNavPath('/cheques/new', withoutNew)).toBe(paths.cheques);
    expect(currentNavPath('/deposits/new', withoutNew)).toBe(paths.deposits);
  });
});

describe('the menu groups', () => {
  it('lists the sections in order, each entry once, home above them', () => {
    expect(tree.top.map((e) => e.to)).toEqual([paths.home]);
    expect(tree.sections.map((s) => s.id)).toEqual(['cheques', 'moneyIn', 'links', 'reports', 'settings']);
    expect(new Set(entryPaths).size).toBe(entryPaths.length);
    expect(tree.sections[0].entries.map((e) => e.to)).toEqual([paths.cheques, paths.chequeNew, paths.chequesToSign, paths.chequesSent, paths.chequesInbox, paths.chequesArchive, paths.returnDesk, paths.payers, paths.printing]);
    expect(sectionOf(tree, paths.depositWorkspace)).toBe('moneyIn');
    expect(sectionOf(tree, paths.keys)).toBe('settings');
    expect(sectionOf(tree, paths.home)).toBeNull();
  });

  it('keeps the permission rule: an entry the user may not open is left out, an empty section too', () => {
    const viewerLike = navigationFor((action) => action === 'cheque.view');
    const shown = allEntries(viewerLike).map((e) => e.to);
    expect(shown).toContain(paths.cheques);
    expect(shown).not.toContain(paths.chequeNew);
    expect(shown).not.toContain(paths.companySettings);
    expect(viewerLike.sections.map((s) => s.id)).not.toContain('links');
  });
});

describe('opening a section keeps the menu within its height', () => {
  const sizes: Record<NavGroupId, number> = { cheques: 7, moneyIn: 4, links: 4, reports: 2, settings: 10 };
  const cases: [string, NavGroupId[], NavGroupId, number, NavGroupId | null, NavGroupId[]][] = [
    ['fits: nothing closes', ['cheques', 'moneyIn'], 'links', 21, null, ['cheques', 'moneyIn', 'links']],
    ['exactly at the budget: nothing closes', ['cheques', 'moneyIn', 'links'], 'reports', 17, null, ['cheques', 'moneyIn', 'links', 'reports']],
    ['one row over: the oldest closes', ['cheques', 'moneyIn', 'links'], 'reports', 16, null, ['moneyIn', 'links', 'reports']],
    ['settings at 900 px: the oldest closes until it fits', ['cheques', 'moneyIn', 'links', 'reports'], 'settings', 21, null, ['moneyIn', 'links', 'reports', 'settings']],
    ['the current page section stays open', ['cheques', 'moneyIn', 'links', 'reports'], 'settings', 21, 'cheques', ['cheques', 'reports', 'settings']],
    ['an open section reopened moves to newest', ['cheques', 'moneyIn'], 'cheques', 21, null, ['moneyIn', 'cheques']],
    ['too small for one section: it opens alone', ['cheques'], 'settings', 5, null, ['settings']],
  ];
  it.each(cases)('%s', (_name, open, id, budget, keep, expected) => {
    expect(openSection(open, id, sizes, budget, keep)).toEqual(expected);
  });
});
