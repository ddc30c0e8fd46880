// The first screen's only knowledge of the kept scans: a marker per terminal visit, so the store
// (IndexedDB, in its own chunk) is opened at load only when something was kept.
import type { TerminalRoute } from '../rules/terminalRoute';

const PREFIX = 'terminal-scan:';

/** One visit of one terminal link: the link and the payment request, fast link or transaction. */
export function scanKey(route: TerminalRoute): string {
  return [route.mode, route.link, route.fpk ?? route.upr ?? route.transactionNumber ?? ''].join('|');
}

export function markScan(key: string, keep: boolean): void {
  try {
    if (keep) localStorage.setItem(PREFIX + key, String(Date.now()));
    else localStorage.removeItem(PREFIX + key);
  } catch {
    /* private mode: nothing kept beyond this page */
  }
}

export function hasMarkedScan(key: string): boolean {
  try {
    return localStorage.getItem(PREFIX + key) !== null;
  } catch {
    return false;
  }
}
