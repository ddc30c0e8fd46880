import { useSyncExternalStore } from 'react';
import { driftReports, subscribeDrift } from '@/api/schema/drift';

/** The replies of this session that did not fit (api/schema/drift.ts), current on every new one. */
export function useDrifts() {
  return useSyncExternalStore(subscribeDrift, driftReports, driftReports);
}
