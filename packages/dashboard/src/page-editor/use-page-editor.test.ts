import { describe, expect, it } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { findNode } from './blueprint-tree.ts';
import {
  initialEditorState,
  pageEditorReducer,
  type PageEditorAction,
  type PageEditorState,
} from './use-page-editor.ts';

const page: BlueprintNode = {
  type: 'Page',
  children: [
    { type: 'Title', props: { text: 'A' } },
    { type: 'Buttons', id: 'btns', children: [{ type: 'Button', id: 'btn' }] },
  ],
};
const run = (state: PageEditorState, ...actions: PageEditorAction[]) =>
  actions.reduce(pageEditorReducer, state);
const types = (state: PageEditorState) => (state.history.present.children ?? []).map((c) => c.type);

describe('page editor state', () => {
  it('opens with ids on every block and the page selected', () => {
    const state = initialEditorState(page);
    expect(state.history.present.id).toBeTruthy();
    expect(state.history.present.children?.[0]?.id).toBeTruthy();
    expect(state.selectedId).toBe(state.history.present.id);
  });

  it('pastes a copy with fresh ids, and never copies, removes or duplicates the page itself', () => {
    let state = initialEditorState(page);
    const root = state.history.present.id as string;
    state = run(
      state,
      { type: 'copy', id: root },
      { type: 'remove', id: root },
      { type: 'duplicate', id: root },
    );
    expect(state.clipboard).toBeUndefined();
    expect(state.history.past).toEqual([]);
    state = run(state, { type: 'copy', id: 'btns' }, { type: 'select', id: root }, { type: 'paste' });
    expect(types(state)).toEqual(['Title', 'Buttons', 'Buttons']);
    const pasted = state.history.present.children?.[2];
    expect(pasted?.id).not.toBe('btns');
    expect(pasted?.children?.[0]?.id).not.toBe('btn');
    expect(state.selectedId).toBe(pasted?.id);
  });

  it('keeps the refusal until the next change, and the selection on a block that exists after undo', () => {
    let state = initialEditorState(page);
    state = run(state, { type: 'select', id: 'btn' }, { type: 'insert', blockType: 'Route' });
    expect(state.refusal?.problem.kind).toBe('parentNotAllowed');
    state = run(state, { type: 'insert', blockType: 'Button' });
    expect(state.refusal).toBeUndefined();
    const added = state.selectedId as string;
    expect(findNode(state.history.present, 'btns')?.children?.map((c) => c.id)).toEqual(['btn', added]);
    state = run(state, { type: 'undo' });
    expect(state.selectedId).toBe(state.history.present.id);
    state = run(state, { type: 'redo' });
    expect(findNode(state.history.present, added)).toBeTruthy();
  });
});
