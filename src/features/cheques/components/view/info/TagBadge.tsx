import { readableTextColour } from '@/lib/colour';
import type { Tag } from '@/api/types/tag';

/** A tag in its colour; the text turns white on dark colours (spec section 5, dark colour). */
export function TagBadge({ tag, onRemove, removeLabel, disabled }: { tag: Tag; onRemove?: () => void; removeLabel?: string; disabled?: boolean }) {
  const colour = readableTextColour(tag.color);
  return (
    <span className="tag-badge" style={{ backgroundColor: tag.color, color: colour }}>
      <span>{tag.name}</span>
      {onRemove && (
        <button type="button" className="tag-badge__remove" style={{ color: colour }} aria-label={removeLabel} onClick={onRemove} disabled={disabled}>
          ×
        </button>
      )}
    </span>
  );
}
