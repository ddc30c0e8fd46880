import type { ReactNode } from 'react';

interface Props {
  /** What a screen reader says of the region: the table's name (its caption). */
  label: string;
  children: ReactNode;
}

/**
 * A table that may be wider than its card (many columns on a laptop with the menu open): it scrolls
 * inside the card, not the whole page sideways (WCAG 1.4.10). A named region in the Tab order, so
 * that a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: Props) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is scrolled by keyboard (WCAG 2.1.1)
    <div className="table-responsive" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
