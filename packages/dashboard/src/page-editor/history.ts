// Undo/redo as a history of immutable trees (issue 14 §2): every change pushes the tree it replaces;
// a run of edits to one property (typing) counts as one step.
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The key of the last change, so that the next change with the same key joins it. */
  lastKey?: string | undefined;
}

export const HISTORY_LIMIT = 200;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/** `next` becomes the present; with the same `key` as the last change it replaces that step. */
export function commit<T>(history: History<T>, next: T, key?: string): History<T> {
  if (next === history.present) return history;
  if (key !== undefined && key === history.lastKey && history.future.length === 0)
    return { ...history, present: next };
  const past = [...history.past, history.present];
  return {
    past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past,
    present: next,
    future: [],
    lastKey: key,
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export const canUndo = (history: History<unknown>) => history.past.length > 0;
export const canRedo = (history: History<unknown>) => history.future.length > 0;
