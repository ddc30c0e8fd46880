import { useRef } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';

// Before the first layout (and in jsdom, which has none) the list acts as if it were this tall.
const FALLBACK_RECT = { width: 1000, height: 640 };

/**
 * Only the rows in view (plus a margin) are in the DOM, so 10,000 cheques scroll as smoothly as
 * 50. Rows have a fixed height: no measuring while scrolling.
 */
export function useVirtualRows(count: number, rowHeight: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Its functions are read fresh on every render here; nothing of it is memoised by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 5,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const paddingTop = items.length ? items[0].start : 0;
  const paddingBottom = items.length ? total - items[items.length - 1].end : 0;
  return { scrollRef, virtualizer, items, paddingTop, paddingBottom };
}
