import { tagColours } from '@/lib/tags';
import type { Tag } from '@/api/types/tag';
import '@/styles/parts/tagBadge.scss';

/** A tag in its colour; the text turns white on dark colours (spec section 5, dark colour). */
export function TagBadge({ tag, onRemove, removeLabel, disabled }: { tag: Pick<Tag, 'name' | 'color'>; onRemove?: () => void; removeLabel?: string; disabled?: boolean }) {
  // An invalid colour from the backend shows as a plain grey tag, never as unreadable text.
  const colours = tagColours(tag.color) ?? { background: 'var(--cui-secondary-bg)', text: 'var(--cui-body-color)' };
  return (
    <span className="tag-badge" style={{ backgroundColor: colours.background, color: colours.text }}>
      <span>{tag.name}</span>
      {onRemove && (
        <button type="button" className="tag-badge__remove" style={{ color: colours.text }} aria-label={removeLabel} onClick={onRemove} disabled={disabled}>
          ×
        </button>
      )}
    </span>
  );
}
