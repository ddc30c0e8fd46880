import { useCallback, useLayoutEffect, useReducer, useRef, type FocusEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';

// Before the first layout (and in jsdom, which has none) the list acts as if it were this tall.
const FALLBACK_RECT = { width: 1000, height: 640 };

/**
 * Rows drawn past each edge of the view. Each is drawn on the wheel step that brings it near (a
 * 50,000-cheque list's wheel step is one task: ~1 ms of script, style and layout a row); 5 made
 * ~20 rows a step in a 480 px view, 2 makes ~14, and a wheel notch (~100 px, two rows) still
 * finds its rows drawn.
 */
export const OVERSCAN = 2;

/**
 * Only the rows in view (plus a margin) are in the DOM, so 10,000 cheques scroll as smoothly as
 * 50. Rows have a fixed height: no measuring while scrolling.
 *
 * A scroll that keeps the rows in view among those drawn (a wheel notch: the overscan is drawn
 * already) draws the rows coming in after the scroll's own task, in a task of their own (the
 * virtualiser's `useFlushSync: false`): a 50,000-cheque wheel step was one task of script, style,
 * layout and paint, now two about half as long. A scroll past the rows drawn (a fling, a jump, the
 * scroll bar dragged) draws them at once inside the scroll event (flushSync), as the virtualiser
 * did for every scroll: no frame shows a blank band where rows should be.
 */
export function useVirtualRows(count: number, rowHeight: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const self = useRef<Virtualizer<HTMLDivElement, Element> | null>(null);
  // The rows in the DOM (their first and last index), as last drawn.
  const drawn = useRef({ first: 0, last: -1 });
  const [, drawNow] = useReducer((n: number) => n + 1, 0);
  const slots = drawnRows(self.current?.scrollRect?.height || FALLBACK_RECT.height, rowHeight);
  // Its functions are read fresh on every render here; nothing of it is memoised by hand.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    useFlushSync: false,
    onChange: (instance, sync) => {
      const range = instance.range;
      if (sync && range && (range.startIndex < drawn.current.first || range.endIndex > drawn.current.last)) flushSync(drawNow);
    },
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
    rangeExtractor: (range) => slotWindow(range, drawnRows(self.current?.scrollRect?.height || FALLBACK_RECT.height, rowHeight)),
  });
  self.current = virtualizer;
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    drawn.current = items.length ? { first: items[0].index, last: items[items.length - 1].index } : { first: 0, last: -1 };
  });
  const paddingTop = items.length ? items[0].start : 0;
  const paddingBottom = items.length ? total - items[items.length - 1].end : 0;
  // Never fewer slots than rows drawn (the view's height read between the two would differ): keys stay unique.
  return { scrollRef, virtualizer, items, paddingTop, paddingBottom, slots: Math.max(slots, items.length) };
}

/** Rows drawn for a view `height` tall: those it can show (one more when cut at both edges) and the overscan. */
export function drawnRows(height: number, rowHeight: number): number {
  return Math.ceil(height / rowHeight) + 1 + 2 * OVERSCAN;
}

/**
 * The rows drawn: always `slots` of them (fewer only in a shorter list), from the overscan above
 * the view, so that a row scrolling in takes the slot (rowSlot) of the one scrolling out. The
 * virtualiser's own range (view plus overscan) changes its length by one as rows are cut at the
 * edges, which would move every row to another slot.
 */
export function slotWindow({ startIndex, overscan, count }: Range, slots: number): number[] {
  const size = Math.min(count, slots);
  const first = Math.max(0, Math.min(startIndex - overscan, count - size));
  return Array.from({ length: size }, (_, i) => first + i);
}

/**
 * A drawn row's key: its place modulo the rows drawn (slotWindow), not its cheque. A row that
 * scrolls out hands its DOM elements to the one that scrolls in (React changes their texts and
 * attributes in place): no elements made, styled from scratch and thrown away on each wheel step.
 * The rows drawn are consecutive and no more than `slots`, so their keys differ; one that stays
 * keeps its slot and its cheque (a memoised row is not drawn again).
 */
export function rowSlot(index: number, slots: number): number {
  return index % slots;
}

/**
 * With rows drawn in slots (rowSlot), a focused link or box whose row scrolls out would stay focused
 * in the same element, now another cheque's row (a space would tick that cheque): the focus leaves
 * it, as it left a row taken out of the DOM. Returns the body's onFocus (the table's body, the
 * cards' list: a row is found by its aria-rowindex, a card by its aria-posinset).
 */
export function useFocusLeavesRecycledRow(body: RefObject<HTMLElement | null>, rows: ReadonlyArray<{ checkId: string }>, items: ReadonlyArray<{ index: number }>) {
  const focused = useRef<{ checkId: string; index: number } | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!focused.current || !(active instanceof HTMLElement) || !body.current?.contains(active)) return;
    const { checkId, index } = focused.current;
    const first = items.length ? items[0].index : 0;
    const stillDrawn = index >= first && index < first + items.length && rows[index]?.checkId === checkId;
    if (!stillDrawn) {
      focused.current = null;
      active.blur();
    }
  });
  return useCallback(
    (e: FocusEvent<HTMLElement>) => {
      // A table row's aria-rowindex counts the header row; a card's aria-posinset counts from 1.
      const row = e.target.closest('[aria-rowindex], [aria-posinset]');
      const index = row?.hasAttribute('aria-rowindex') ? Number(row.getAttribute('aria-rowindex')) - 2 : Number(row?.getAttribute('aria-posinset')) - 1;
      focused.current = index >= 0 && rows[index] ? { checkId: rows[index].checkId, index } : null;
    },
    [rows],
  );
}
