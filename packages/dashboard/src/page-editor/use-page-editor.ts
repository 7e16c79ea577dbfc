// The editor's state (issue 14 §2): the blueprint with its undo/redo history, the selected block, the
// clipboard and the last refused change, with one action per editor command. Every command goes through
// the pure tree operations and the rule checks.
import { useMemo, useReducer } from 'react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import {
  cloneWithNewIds,
  duplicateNode,
  findNode,
  findParent,
  makeBlockId,
  removeNode,
  updateProps,
  withIds,
  type Placement,
} from './blueprint-tree.ts';
import { catalogueBook, newBlock } from './catalogue-book.ts';
import { canRedo, canUndo, commit, createHistory, redo, undo, type History } from './history.ts';
import { insertNear, tryMove, type Refusal } from './tree-rules.ts';

export interface PageEditorState {
  history: History<BlueprintNode>;
  selectedId: string | undefined;
  clipboard: BlueprintNode | undefined;
  /** The last change the rules refused, explained until the next change. */
  refusal: Refusal | undefined;
}

export type PageEditorAction =
  | { type: 'select'; id: string | undefined }
  | { type: 'insert'; blockType: string }
  | { type: 'move'; id: string; to: Placement }
  | { type: 'remove'; id: string }
  | { type: 'duplicate'; id: string }
  | { type: 'copy'; id: string }
  | { type: 'paste' }
  | { type: 'setProp'; id: string; key: string; value: unknown }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'refuse'; problem: Refusal | undefined };

export function initialEditorState(blueprint: BlueprintNode): PageEditorState {
  const tree = withIds(blueprint);
  return { history: createHistory(tree), selectedId: tree.id, clipboard: undefined, refusal: undefined };
}

function changed(state: PageEditorState, tree: BlueprintNode, selectedId = state.selectedId, key?: string) {
  return { ...state, history: commit(state.history, tree, key), selectedId, refusal: undefined };
}

export function pageEditorReducer(state: PageEditorState, action: PageEditorAction): PageEditorState {
  const tree = state.history.present;
  switch (action.type) {
    case 'select':
      return { ...state, selectedId: action.id };
    case 'insert':
    case 'paste': {
      const source = action.type === 'insert' ? newBlock(action.blockType) : state.clipboard;
      if (!source) return state;
      const node = action.type === 'paste' ? cloneWithNewIds(source, makeBlockId) : source;
      const result = insertNear(tree, state.selectedId, node, catalogueBook);
      if ('refused' in result) return { ...state, refusal: result.refused };
      return changed(state, result.tree, node.id);
    }
    case 'move': {
      const result = tryMove(tree, action.id, action.to, catalogueBook);
      if ('refused' in result) return { ...state, refusal: result.refused };
      return changed(state, result.tree, action.id);
    }
    case 'remove': {
      if (action.id === tree.id) return state;
      const parent = findParent(tree, action.id)?.parent.id;
      return changed(state, removeNode(tree, action.id), parent);
    }
    case 'duplicate': {
      if (action.id === tree.id) return state;
      const copy = duplicateNode(tree, action.id);
      return changed(state, copy.tree, copy.id ?? state.selectedId);
    }
    case 'copy': {
      const node = findNode(tree, action.id);
      return node && action.id !== tree.id ? { ...state, clipboard: node } : state;
    }
    case 'setProp':
      return changed(
        state,
        updateProps(tree, action.id, { [action.key]: action.value }),
        state.selectedId,
        `${action.id}.${action.key}`,
      );
    case 'undo':
    case 'redo': {
      const history = action.type === 'undo' ? undo(state.history) : redo(state.history);
      const selectedId =
        state.selectedId && findNode(history.present, state.selectedId)
          ? state.selectedId
          : history.present.id;
      return { ...state, history, selectedId, refusal: undefined };
    }
    case 'refuse':
      return { ...state, refusal: action.problem };
  }
}

export function usePageEditor(blueprint: BlueprintNode) {
  const [state, dispatch] = useReducer(pageEditorReducer, blueprint, initialEditorState);
  const tree = state.history.present;
  const selected = state.selectedId ? findNode(tree, state.selectedId) : undefined;
  const commands = useMemo(
    () => ({
      select: (id: string | undefined) => dispatch({ type: 'select', id }),
      insert: (blockType: string) => dispatch({ type: 'insert', blockType }),
      move: (id: string, to: Placement) => dispatch({ type: 'move', id, to }),
      remove: (id: string) => dispatch({ type: 'remove', id }),
      duplicate: (id: string) => dispatch({ type: 'duplicate', id }),
      copy: (id: string) => dispatch({ type: 'copy', id }),
      paste: () => dispatch({ type: 'paste' }),
      setProp: (id: string, key: string, value: unknown) => dispatch({ type: 'setProp', id, key, value }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      refuse: (problem: Refusal | undefined) => dispatch({ type: 'refuse', problem }),
    }),
    [],
  );
  return {
    tree,
    selected,
    selectedId: state.selectedId,
    clipboard: state.clipboard,
    refusal: state.refusal,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    ...commands,
  };
}

export type PageEditorApi = ReturnType<typeof usePageEditor>;
