/** A busy line in the payer's colours: no CoreUI, the first load stays small. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="terminal-status" role="status" aria-live="polite">
      <span className="terminal-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
