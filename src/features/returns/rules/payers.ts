// The payers screen's list: every drawer of the workspace's cheques, the ones with returns first
// (most returns first), then by name; narrowed by a search on name or account.
import type { DrawerSummary } from '@/lib/returns/drawerHistory';

export function payerList(summaries: Iterable<DrawerSummary>, search: string, onlyReturns: boolean): DrawerSummary[] {
  const words = search.trim().toLowerCase();
  return [...summaries]
    .filter((s) => !onlyReturns || s.returnsInYear > 0 || s.restricted)
    .filter((s) => !words || s.names.some((n) => n.toLowerCase().includes(words)) || s.drawer.key.includes(words) || s.drawer.account.includes(words))
    .sort((a, b) => Number(b.restricted) - Number(a.restricted) || b.returnsInYear - a.returnsInYear || (a.names[0] ?? '').localeCompare(b.names[0] ?? '', 'he') || a.drawer.key.localeCompare(b.drawer.key));
}
