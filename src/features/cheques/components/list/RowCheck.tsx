/**
 * A row's or a card's selection box. CoreUI's CFormCheck without a label draws this same input in a
 * wrapper with hooks of its own; a row in view renders on every wheel step, so it is the bare input.
 */
export function RowCheck({ label, checked, onToggle }: { label: string; checked: boolean; onToggle: () => void }) {
  return <input type="checkbox" className="form-check-input" aria-label={label} checked={checked} onChange={onToggle} />;
}
