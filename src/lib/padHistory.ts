/**
 * Undo/redo of a signature pad, kept apart from the canvas so it can be tested: the present is
 * the list of strokes drawn; clear is one step that undo can take back.
 */
export interface PadHistory<T> {
  past: T[][];
  present: T[];
  future: T[][];
}

export type PadAction<T> = { type: 'stroke'; stroke: T } | { type: 'undo' } | { type: 'redo' } | { type: 'clear' };

export function emptyPadHistory<T>(): PadHistory<T> {
  return { past: [], present: [], future: [] };
}

export function padHistoryReducer<T>(state: PadHistory<T>, action: PadAction<T>): PadHistory<T> {
  switch (action.type) {
    case 'stroke':
      return { past: [...state.past, state.present], present: [...state.present, action.stroke], future: [] };
    case 'clear':
      if (!state.present.length) return state;
      return { past: [...state.past, state.present], present: [], future: [] };
    case 'undo': {
      if (!state.past.length) return state;
      const previous = state.past[state.past.length - 1];
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case 'redo': {
      if (!state.future.length) return state;
      const [next, ...rest] = state.future;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
    default:
      return state;
  }
}

export const canUndo = (s: PadHistory<unknown>) => s.past.length > 0;
export const canRedo = (s: PadHistory<unknown>) => s.future.length > 0;
