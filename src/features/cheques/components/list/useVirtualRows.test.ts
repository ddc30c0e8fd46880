import { describe, expect, it } from 'vitest';
import { drawnRows, OVERSCAN, rowSlot, slotWindow } from './useVirtualRows';

const range = (startIndex: number, endIndex: number, count: number) => ({ startIndex, endIndex, overscan: OVERSCAN, count });

describe('the rows drawn in slots', () => {
  it.each([
    // A 480 px view of 48 px rows: ten rows, eleven when cut at both edges, and the overscan.
    [480, 48, 11 + 2 * OVERSCAN],
    [470, 48, 11 + 2 * OVERSCAN],
    [640, 48, 15 + 2 * OVERSCAN],
    [640, 108, 7 + 2 * OVERSCAN],
  ])('a view %i px tall of %i px rows draws %i rows', (height, rowHeight, expected) => {
    expect(drawnRows(height, rowHeight)).toBe(expected);
  });

  it.each<[string, ReturnType<typeof range>, number, number[]]>([
    ['at the top', range(0, 9, 1000), 5, [0, 1, 2, 3, 4]],
    ['within the list, from the overscan above', range(100, 109, 1000), 5, [98, 99, 100, 101, 102]],
    ['at the end, still as many', range(997, 999, 1000), 5, [995, 996, 997, 998, 999]],
    ['a list shorter than the slots', range(0, 2, 3), 5, [0, 1, 2]],
    ['an empty list', range(0, -1, 0), 5, []],
  ])('%s', (_name, r, slots, expected) => {
    expect(slotWindow(r, slots)).toEqual(expected);
  });

  it('draws as many rows wherever the view is cut, so each row coming in takes the slot of one going out', () => {
    const slots = drawnRows(480, 48);
    let previous = new Map<number, number>();
    for (let top = 0; top < 48 * 300; top += 37) {
      // The virtualiser's range: ten or eleven rows, as the edges cut them.
      const start = Math.floor(top / 48);
      const end = Math.floor((top + 479) / 48);
      const drawn = slotWindow(range(start, end, 5000), slots);
      expect(drawn).toHaveLength(slots);
      const bySlot = new Map(drawn.map((index) => [rowSlot(index, slots), index]));
      expect(bySlot.size).toBe(slots); // no two rows in one slot
      // A row still drawn keeps its slot.
      for (const [slot, index] of previous) if (drawn.includes(index)) expect(bySlot.get(slot)).toBe(index);
      previous = bySlot;
    }
  });
});
