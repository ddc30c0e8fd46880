import { CButton, CSpinner } from '@coreui/react';

interface Props {
  label: string;
  busy: boolean;
  onClick: () => void;
  /** Says what is downloaded when the label alone does not (a row's button in a table). */
  ariaLabel?: string;
  disabled?: boolean;
}

/** A file download (CSV, a bank's feedback file): outlined, busy while the file comes. */
export function DownloadButton({ label, busy, onClick, ariaLabel, disabled }: Props) {
  return (
    <CButton color="primary" variant="outline" size="sm" onClick={onClick} disabled={busy || disabled} aria-label={ariaLabel} aria-busy={busy || undefined}>
      {busy && <CSpinner size="sm" className="me-1" aria-hidden="true" />}
      {label}
    </CButton>
  );
}
