import { CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';

/** The centred spinner shown while a screen loads (spec section 2). */
export function PageSpinner() {
  // Never suspends: it is itself the fallback while a screen or its texts load.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <CSpinner color="primary" aria-hidden="true" />
      <span className="visually-hidden">{t('state.loading', { defaultValue: 'Loading…' })}</span>
    </div>
  );
}
