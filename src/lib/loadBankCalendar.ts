// The bank calendar carries the Hebrew calendar (@hebcal/core): a chunk of its own, loaded by the
// screens that pick a deposit date, so that no first screen downloads it (npm run bench:size).
import type { BankCalendar } from './bankCalendar';

let loading: Promise<BankCalendar> | null = null;

export function loadBankCalendar(): Promise<BankCalendar> {
  loading ??= import('./bankCalendar').then((m) => m.bankCalendar);
  // A failed download may be retried by the next screen that asks.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
