import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { flattenTree } from './blueprint-tree.ts';
import { renderWithTexts } from './test-render.tsx';
import { keyboardMove, OutlineTree } from './OutlineTree.tsx';

const tree: BlueprintNode = {
  type: 'Page',
  id: 'p',
  children: [
    { type: 'Title', id: 'a' },
    { type: 'Section', id: 's', children: [{ type: 'Text', id: 'x' }] },
    { type: 'Text', id: 'b' },
  ],
};

describe('outline tree', { timeout: 30_000 }, () => {
  it('moves with Alt+arrows: up and down among siblings, into the block above, out of the parent', () => {
    const rows = flattenTree(tree);
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(keyboardMove(rows, row('b'), 'ArrowUp')).toEqual({ parentId: 'p', index: 1 });
    expect(keyboardMove(rows, row('a'), 'ArrowUp')).toBeUndefined();
    expect(keyboardMove(rows, row('a'), 'ArrowDown')).toEqual({ parentId: 'p', index: 1 });
    expect(keyboardMove(rows, row('b'), 'ArrowRight')).toEqual({ parentId: 's', index: 1 });
    expect(keyboardMove(rows, row('x'), 'ArrowLeft')).toEqual({ parentId: 'p', index: 2 });
    expect(keyboardMove(rows, row('s'), 'ArrowLeft')).toBeUndefined();
    expect(keyboardMove(rows, row('p'), 'ArrowDown')).toBeUndefined();
  });

  it('shows the tree with levels, the selection, drag handles and the rule a block breaks', () => {
    renderWithTexts(
      <OutlineTree
        tree={tree}
        selectedId="s"
        problems={new Map([['x', 'Text must sit somewhere else.']])}
        onSelect={() => {}}
        onMove={() => {}}
        onRefuse={() => {}}
        onRemove={() => {}}
      />,
    );
    const items = within(screen.getByRole('tree', { name: 'Page outline' })).getAllByRole('treeitem');
    expect(items.map((i) => i.getAttribute('aria-level'))).toEqual(['1', '2', '2', '3', '2']);
    expect(items[2]?.getAttribute('aria-selected')).toBe('true');
    expect(items[2]?.tabIndex).toBe(0);
    expect(items[1]?.tabIndex).toBe(-1);
    // The page itself is not draggable; every other block has a handle.
    expect(screen.queryByRole('button', { name: 'Move Page' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Move Section' }).getAttribute('aria-roledescription')).toBe(
      'sortable',
    );
    expect(screen.getByRole('img', { name: 'Text must sit somewhere else.' })).toBeTruthy();
  });

  it('walks the rows with the arrow keys, deletes with Delete, moves with Alt+arrows', () => {
    const onSelect = vi.fn();
    const onMove = vi.fn();
    const onRemove = vi.fn();
    renderWithTexts(
      <OutlineTree
        tree={tree}
        selectedId="s"
        problems={new Map()}
        onSelect={onSelect}
        onMove={onMove}
        onRefuse={() => {}}
        onRemove={onRemove}
      />,
    );
    const section = within(screen.getByRole('tree')).getAllByRole('treeitem')[2] as HTMLElement;
    fireEvent.keyDown(section, { key: 'ArrowDown' });
    expect(onSelect).toHaveBeenLastCalledWith('x');
    fireEvent.keyDown(section, { key: 'ArrowUp' });
    expect(onSelect).toHaveBeenLastCalledWith('a');
    fireEvent.keyDown(section, { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith('b');
    fireEvent.keyDown(section, { key: 'Delete' });
    expect(onRemove).toHaveBeenLastCalledWith('s');
    fireEvent.keyDown(section, { key: 'ArrowUp', altKey: true });
    expect(onMove).toHaveBeenLastCalledWith('s', { parentId: 'p', index: 0 });
  });

  it('collapses and expands a block by its toggle or the arrow keys; a selection inside opens it again', () => {
    const onSelect = vi.fn();
    const props = {
      tree,
      problems: new Map<string, string>(),
      onSelect,
      onMove: () => {},
      onRefuse: () => {},
      onRemove: () => {},
    };
    const view = renderWithTexts(<OutlineTree {...props} selectedId="s" />);
    const ids = () =>
      within(screen.getByRole('tree'))
        .getAllByRole('treeitem')
        .map((i) => i.getAttribute('data-outline-id'));
    const section = () => within(screen.getByRole('tree')).getAllByRole('treeitem')[2] as HTMLElement;
    expect(section().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide the blocks inside Section' }));
    expect(ids()).toEqual(['p', 'a', 's', 'b']);
    expect(section().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(section(), { key: 'ArrowRight' });
    expect(ids()).toEqual(['p', 'a', 's', 'x', 'b']);
    fireEvent.keyDown(section(), { key: 'ArrowLeft' });
    expect(ids()).toEqual(['p', 'a', 's', 'b']);
    // Selected on the canvas: its collapsed parent opens.
    view.rerender(<OutlineTree {...props} selectedId="x" />);
    expect(ids()).toEqual(['p', 'a', 's', 'x', 'b']);
  });
});
