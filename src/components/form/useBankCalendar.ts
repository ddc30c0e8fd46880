import { useEffect, useState } from 'react';
import type { BankCalendar } from '@/lib/bankCalendar';
import { loadBankCalendar } from '@/lib/loadBankCalendar';

/**
 * The bank calendar once its chunk is in (null until then, or when `enabled` is false): screens
 * that pick a deposit date ask for it, so that no first screen downloads the Hebrew calendar. A
 * failed download leaves it null: the dates are then taken as typed, and the backend decides.
 */
export function useBankCalendar(enabled = true): BankCalendar | null {
  const [calendar, setCalendar] = useState<BankCalendar | null>(null);
  useEffect(() => {
    if (!enabled || calendar) return;
    let live = true;
    loadBankCalendar().then(
      (loaded) => live && setCalendar(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled, calendar]);
  return calendar;
}
