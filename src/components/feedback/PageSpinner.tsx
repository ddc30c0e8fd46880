import { useTranslation } from 'react-i18next';

/**
 * The centred spinner shown while a screen loads (spec section 2). CoreUI's spinner classes on a
 * plain element, not CSpinner: it shows on a payer's phone before anything else, and no CoreUI
 * React code need download for it (base.scss has the classes).
 */
export function PageSpinner() {
  // Never suspends: it is itself the fallback while a screen or its texts load.
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner-border" aria-hidden="true" />
      <span className="visually-hidden">{t('state.loading', { defaultValue: 'Loading…' })}</span>
    </div>
  );
}
