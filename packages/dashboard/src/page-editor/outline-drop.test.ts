import { describe, expect, it } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { flattenTree } from './blueprint-tree.ts';
import { projectDrop } from './outline-drop.ts';

// root
//   a
//   tabs
//     tab1
//       x
//     tab2
//   b
const rows = flattenTree({
  type: 'Page',
  id: 'root',
  children: [
    { type: 'Text', id: 'a' },
    {
      type: 'Tabs',
      id: 'tabs',
      children: [
        { type: 'Tab', id: 'tab1', children: [{ type: 'Text', id: 'x' }] },
        { type: 'Tab', id: 'tab2' },
      ],
    },
    { type: 'Text', id: 'b' },
  ] as BlueprintNode[],
});

describe('outline drop projection', () => {
  it('a block dragged over a sibling takes its place at the same depth', () => {
    expect(projectDrop(rows, 'b', 'a', 0)).toEqual({ parentId: 'root', index: 0, depth: 1 });
    expect(projectDrop(rows, 'a', 'b', 0)).toEqual({ parentId: 'root', index: 2, depth: 1 });
  });

  it('dragged sideways, it nests under the row above, as deep as that row allows', () => {
    // b over tab2's place (after tab2 once moved) one level deeper: child of tabs after tab2.
    expect(projectDrop(rows, 'a', 'tabs', 1)).toEqual({ parentId: 'tabs', index: 0, depth: 2 });
    expect(projectDrop(rows, 'b', 'b', 3)).toEqual({ parentId: 'tab2', index: 0, depth: 3 });
    expect(projectDrop(rows, 'b', 'b', 1)).toEqual({ parentId: 'tabs', index: 2, depth: 2 });
    expect(projectDrop(rows, 'x', 'x', -1)).toEqual({ parentId: 'tabs', index: 1, depth: 2 });
  });

  it('never places anything above or beside the root, and never moves the root', () => {
    expect(projectDrop(rows, 'a', 'root', 0)).toBeUndefined();
    expect(projectDrop(rows, 'b', 'b', -5)).toEqual({ parentId: 'root', index: 2, depth: 1 });
    expect(projectDrop(rows, 'root', 'a', 0)).toBeUndefined();
  });

  it('a dragged block carries its subtree: its own children are not drop targets', () => {
    expect(projectDrop(rows, 'tabs', 'x', 0)).toBeUndefined();
    expect(projectDrop(rows, 'tabs', 'b', 0)).toEqual({ parentId: 'root', index: 2, depth: 1 });
  });
});
