import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
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

/** jsdom lays nothing out: each outline row gets the box it would have, one 28 px row under the other. */
function layOutRows() {
  const rowBox = (element: Element) => {
    const row = element.closest('li[data-testid^="outline-"]');
    const rows = [...document.querySelectorAll('li[data-testid^="outline-"]')];
    const top = row ? rows.indexOf(row) * 28 : 0;
    const height = row ? 28 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 240,
      height,
      bottom: top + height,
      right: 240,
      toJSON: () => ({}),
    };
  };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return rowBox(this) as DOMRect;
  });
}

const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '';
const nextTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => vi.restoreAllMocks());

describe('outline tree', () => {
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
        problems={new Map([['x', ['Text must sit somewhere else.', 'Text holds no blocks inside it.']]])}
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
    const mark = screen.getByRole('img', {
      name: 'Text must sit somewhere else. Text holds no blocks inside it.',
    });
    expect(mark.textContent).toBe('⚠ 2');
    expect(mark.getAttribute('title')).toBe('Text must sit somewhere else.\nText holds no blocks inside it.');
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
      problems: new Map<string, readonly string[]>(),
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

  it('renders only the rows in view of a 500-block outline, each telling its place among its siblings', () => {
    const big: BlueprintNode = {
      type: 'Page',
      id: 'p',
      children: Array.from({ length: 500 }, (_, i) => ({ type: 'Text', id: `t${i}` })),
    };
    renderWithTexts(
      <OutlineTree
        tree={big}
        selectedId="p"
        problems={new Map()}
        onSelect={() => {}}
        onMove={() => {}}
        onRefuse={() => {}}
        onRemove={() => {}}
      />,
    );
    const items = within(screen.getByRole('tree')).getAllByRole('treeitem');
    expect(items.length).toBeGreaterThan(10);
    expect(items.length).toBeLessThan(100);
    expect(items[0]?.getAttribute('aria-setsize')).toBe('1');
    expect(items[3]?.getAttribute('aria-posinset')).toBe('3');
    expect(items[3]?.getAttribute('aria-setsize')).toBe('500');
  });

  it('moves a block with the keyboard drag (Space, arrows, Space), announcing each step', async () => {
    layOutRows();
    const onMove = vi.fn();
    renderWithTexts(
      <OutlineTree
        tree={tree}
        selectedId="a"
        problems={new Map()}
        onSelect={() => {}}
        onMove={onMove}
        onRefuse={() => {}}
        onRemove={() => {}}
      />,
    );
    const handle = screen.getByRole('button', { name: 'Move Title' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await nextTurn();
    // Picked up, it is over its own place.
    expect(liveRegion()).toBe('Title would go into Page at position 1.');
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await nextTurn();
    expect(liveRegion()).toBe('Title would go into Section at position 1.');
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await nextTurn();
    expect(onMove).toHaveBeenCalledWith('a', expect.objectContaining({ parentId: 's', index: 0 }));
    expect(liveRegion()).toBe('Title dropped.');
  });
});
