import { canRedo, canUndo, emptyPadHistory, padHistoryReducer, type PadAction, type PadHistory } from './padHistory';

const run = (actions: PadAction<string>[], start: PadHistory<string> = emptyPadHistory()) => actions.reduce(padHistoryReducer, start);

describe('signature pad history', () => {
  it('adds strokes in order and can undo and redo them', () => {
    const drawn = run([{ type: 'stroke', stroke: 'a' }, { type: 'stroke', stroke: 'b' }]);
    expect(drawn.present).toEqual(['a', 'b']);
    const undone = run([{ type: 'undo' }], drawn);
    expect(undone.present).toEqual(['a']);
    expect(canRedo(undone)).toBe(true);
    expect(run([{ type: 'redo' }], undone).present).toEqual(['a', 'b']);
  });

  it('clear empties the pad and undo brings the strokes back', () => {
    const cleared = run([{ type: 'stroke', stroke: 'a' }, { type: 'clear' }]);
    expect(cleared.present).toEqual([]);
    expect(run([{ type: 'undo' }], cleared).present).toEqual(['a']);
  });

  it('a new stroke after undo drops what could be redone', () => {
    const s = run([{ type: 'stroke', stroke: 'a' }, { type: 'stroke', stroke: 'b' }, { type: 'undo' }, { type: 'stroke', stroke: 'c' }]);
    expect(s.present).toEqual(['a', 'c']);
    expect(canRedo(s)).toBe(false);
  });

  it('undo, redo and clear on an empty pad change nothing', () => {
    const empty = emptyPadHistory<string>();
    for (const type of ['undo', 'redo', 'clear'] as const) expect(padHistoryReducer(empty, { type })).toBe(empty);
    expect(canUndo(empty)).toBe(false);
  });
});
