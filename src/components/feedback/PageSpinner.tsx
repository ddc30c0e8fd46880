import { CSpinner } from '@coreui/react';

/** The centred spinner shown while a screen loads (spec section 2). No text: i18n may not be ready. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <CSpinner color="primary" aria-hidden="true" />
      <span className="visually-hidden">Loading… טוען…</span>
    </div>
  );
}
