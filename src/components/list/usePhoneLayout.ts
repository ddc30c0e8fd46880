import { useMediaQuery } from '@/hooks/useMediaQuery';

/** Below 768 px a list shows cards and folds its filters (docs/ui-conventions.md "Phones"). */
export const PHONE_QUERY = '(max-width: 767.98px)';

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
