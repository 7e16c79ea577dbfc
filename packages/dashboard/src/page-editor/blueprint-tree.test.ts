import { describe, expect, it } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import {
  ancestry,
  blockPath,
  cloneWithNewIds,
  countBlocks,
  duplicateNode,
  findNode,
  findParent,
  flattenTree,
  insertNode,
  moveNode,
  removeNode,
  updateProps,
  withIds,
} from './blueprint-tree.ts';

const counter = (prefix = 'n') => {
  let i = 0;
  return () => `${prefix}${++i}`;
};

const page = (): BlueprintNode => ({
  type: 'Page',
  id: 'root',
  children: [
    { type: 'Title', id: 'title', props: { text: 'Hi' } },
    {
      type: 'Tabs',
      id: 'tabs',
      children: [
        { type: 'Tab', id: 'tab1', children: [{ type: 'Text', id: 'text1' }] },
        { type: 'Tab', id: 'tab2', children: [] },
      ],
    },
    { type: 'Text', id: 'text2' },
  ],
});

const ids = (node: BlueprintNode | undefined) => (node?.children ?? []).map((c) => c.id);

describe('blueprint tree', () => {
  it('gives every node a unique id, keeping the ones that are already unique', () => {
    const tree = withIds(
      { type: 'Page', children: [{ type: 'Text', id: 'a' }, { type: 'Text', id: 'a' }, { type: 'Title' }] },
      counter(),
    );
    expect(tree.id).toBe('n1');
    expect(ids(tree)).toEqual(['a', 'n2', 'n3']);
    const same = page();
    expect(withIds(same, counter())).toBe(same);
  });

  it('finds nodes, parents, the chain from the root and the server path', () => {
    const tree = page();
    expect(findNode(tree, 'tab2')?.type).toBe('Tab');
    expect(findNode(tree, 'nope')).toBeUndefined();
    expect(findParent(tree, 'text1')).toEqual({ parent: findNode(tree, 'tab1'), index: 0 });
    expect(findParent(tree, 'root')).toBeUndefined();
    expect(ancestry(tree, 'text1').map((n) => n.id)).toEqual(['root', 'tabs', 'tab1', 'text1']);
    expect(blockPath(tree, 'text1')).toBe('children.1.children.0.children.0');
    expect(blockPath(tree, 'root')).toBe('');
    expect(countBlocks(tree)).toBe(7);
  });

  it('inserts at an index, clamped to the ends, copying only the path to the change', () => {
    const tree = page();
    const after = insertNode(tree, { parentId: 'tab2', index: 5 }, { type: 'Text', id: 'new' });
    expect(ids(findNode(after, 'tab2'))).toEqual(['new']);
    expect(findNode(after, 'title')).toBe(findNode(tree, 'title'));
    expect(findNode(after, 'tab1')).toBe(findNode(tree, 'tab1'));
    expect(findNode(tree, 'tab2')?.children).toEqual([]);
    const first = insertNode(tree, { parentId: 'root', index: -3 }, { type: 'Text', id: 'first' });
    expect(ids(first)[0]).toBe('first');
  });

  it('removes a subtree but never the root', () => {
    const tree = page();
    const after = removeNode(tree, 'tabs');
    expect(ids(after)).toEqual(['title', 'text2']);
    expect(findNode(after, 'text1')).toBeUndefined();
    expect(removeNode(tree, 'root')).toBe(tree);
    expect(removeNode(tree, 'nope')).toBe(tree);
  });

  it('moves a block with its subtree; never the root, never into itself', () => {
    const tree = page();
    const after = moveNode(tree, 'text2', { parentId: 'tab2', index: 0 });
    expect(ids(after)).toEqual(['title', 'tabs']);
    expect(ids(findNode(after, 'tab2'))).toEqual(['text2']);
    // Index counted after the block left: to the end of its own parent.
    const last = moveNode(tree, 'title', { parentId: 'root', index: 2 });
    expect(ids(last)).toEqual(['tabs', 'text2', 'title']);
    expect(moveNode(tree, 'tabs', { parentId: 'tab1', index: 0 })).toBe(tree);
    expect(moveNode(tree, 'root', { parentId: 'tab1', index: 0 })).toBe(tree);
    expect(moveNode(tree, 'title', { parentId: 'root', index: 0 })).toBe(tree);
  });

  it('duplicates a subtree right after it with fresh ids and separate props', () => {
    const tree = page();
    const { tree: after, id } = duplicateNode(tree, 'tab1', counter('c'));
    expect(id).toBe('c1');
    expect(ids(findNode(after, 'tabs'))).toEqual(['tab1', 'c1', 'tab2']);
    expect(ids(findNode(after, 'c1'))).toEqual(['c2']);
    expect(duplicateNode(tree, 'root').tree).toBe(tree);
    const copy = cloneWithNewIds(findNode(tree, 'title') as BlueprintNode, counter('x'));
    (copy.props as Record<string, unknown>).text = 'changed';
    expect(findNode(tree, 'title')?.props?.text).toBe('Hi');
  });

  it('updates props, removing the ones set to undefined', () => {
    const tree = page();
    const after = updateProps(tree, 'title', { text: 'Hello', level: 1 });
    expect(findNode(after, 'title')?.props).toEqual({ text: 'Hello', level: 1 });
    expect(findNode(updateProps(after, 'title', { level: undefined }), 'title')?.props).toEqual({
      text: 'Hello',
    });
    expect(findNode(tree, 'title')?.props).toEqual({ text: 'Hi' });
  });

  it('flattens in reading order with depth, parent and index; collapsed children left out', () => {
    const rows = flattenTree(page());
    expect(rows.map((r) => `${r.id}:${r.depth}:${r.parentId ?? '-'}:${r.index}`)).toEqual([
      'root:0:-:0',
      'title:1:root:0',
      'tabs:1:root:1',
      'tab1:2:tabs:0',
      'text1:3:tab1:0',
      'tab2:2:tabs:1',
      'text2:1:root:2',
    ]);
    expect(flattenTree(page(), new Set(['tabs'])).map((r) => r.id)).toEqual([
      'root',
      'title',
      'tabs',
      'text2',
    ]);
  });
});
