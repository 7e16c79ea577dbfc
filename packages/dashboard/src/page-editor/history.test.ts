import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commit, createHistory, HISTORY_LIMIT, redo, undo } from './history.ts';

describe('editor history', () => {
  it('undoes and redoes changes in order; a new change drops the redo steps', () => {
    let h = createHistory('a');
    expect(canUndo(h)).toBe(false);
    h = commit(h, 'b');
    h = commit(h, 'c');
    h = undo(h);
    expect(h.present).toBe('b');
    expect(canRedo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = commit(h, 'd');
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe('b');
  });

  it('joins a run of changes with the same key into one step, and ignores no-change commits', () => {
    let h = createHistory('');
    h = commit(h, 'H', 'title.text');
    h = commit(h, 'He', 'title.text');
    h = commit(h, 'Hey', 'title.text');
    expect(h.past).toEqual(['']);
    h = commit(h, 'Hey!', 'other');
    expect(h.past).toEqual(['', 'Hey']);
    expect(commit(h, h.present)).toBe(h);
    // After an undo the same key starts a new step.
    h = undo(h);
    h = commit(h, 'Hey?', 'other');
    expect(h.past).toEqual(['', 'Hey']);
  });

  it('keeps at most the history limit', () => {
    let h = createHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = commit(h, i);
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(h.past[0]).toBe(10);
  });
});
