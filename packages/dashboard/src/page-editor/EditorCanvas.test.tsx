import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { renderWithTexts } from './test-render.tsx';
import { EditorCanvas } from './EditorCanvas.tsx';

const tree: BlueprintNode = {
  type: 'Page',
  id: 'p',
  children: [
    { type: 'Title', id: 'title', props: { text: 'Cup' } },
    { type: 'Section', id: 'sec', children: [{ type: 'Text', id: 'txt', props: { text: 'Inside' } }] },
  ],
};

const noDrag = { onMove: () => {}, onRefuse: () => {} };

describe('editor canvas', () => {
  it('renders the real blocks in editor mode, each framed by its id', async () => {
    renderWithTexts(
      <EditorCanvas
        tree={tree}
        pageType="Normal"
        locale="en_US"
        selectedId={undefined}
        onSelect={() => {}}
        onMove={() => {}}
        onRefuse={() => {}}
      />,
    );
    const canvas = screen.getByTestId('editor-canvas');
    expect(await within(canvas).findByText('Cup')).toBeTruthy();
    expect(canvas.querySelector('[data-editor-node="txt"]')?.textContent).toBe('Inside');
    expect(canvas.querySelector('[data-editor-node="sec"] [data-editor-node="txt"]')).toBeTruthy();
  });

  it('selects the innermost block clicked, outlines it, and outlines the hovered one', async () => {
    const onSelect = vi.fn();
    const view = renderWithTexts(
      <EditorCanvas
        tree={tree}
        pageType="Normal"
        locale="en_US"
        selectedId="title"
        onSelect={onSelect}
        {...noDrag}
      />,
    );
    const canvas = screen.getByTestId('editor-canvas');
    fireEvent.click(await within(canvas).findByText('Inside'));
    expect(onSelect).toHaveBeenLastCalledWith('txt');
    const styleText = () => canvas.querySelector('style')?.textContent ?? '';
    expect(styleText()).toContain('[data-editor-node="title"] > * { outline: 2px solid');
    fireEvent.mouseOver(within(canvas).getByText('Inside'));
    expect(styleText()).toContain('[data-editor-node="txt"] > * { outline: 1px dashed');
    view.rerender(
      <EditorCanvas
        tree={tree}
        pageType="Normal"
        locale="en_US"
        selectedId="txt"
        onSelect={onSelect}
        {...noDrag}
      />,
    );
    expect(styleText()).not.toContain('dashed');
  });

  it('keeps interaction disabled: the canvas takes every click before the blocks', async () => {
    const onSelect = vi.fn();
    renderWithTexts(
      <EditorCanvas
        tree={tree}
        pageType="Normal"
        locale="en_US"
        selectedId={undefined}
        onSelect={onSelect}
        onMove={() => {}}
        onRefuse={() => {}}
      />,
    );
    const title = await within(screen.getByTestId('editor-canvas')).findByText('Cup');
    const reached = vi.fn();
    title.addEventListener('click', reached);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    title.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reached).not.toHaveBeenCalled();
    expect(onSelect).toHaveBeenLastCalledWith('title');
  });
});

const page: BlueprintNode = {
  type: 'Page',
  id: 'p',
  children: [
    { type: 'Title', id: 'title', props: { text: 'Cup' } },
    { type: 'Section', id: 'sec', children: [{ type: 'Text', id: 'txt', props: { text: 'Inside' } }] },
    { type: 'Switch', id: 'sw', children: [{ type: 'Route', id: 'r' }] },
  ],
};

/** jsdom lays nothing out: each block gets a box (top, height) and the point finds the innermost one. */
const BOXES: Record<string, [number, number]> = {
  p: [0, 400],
  title: [0, 40],
  sec: [40, 100],
  txt: [50, 40],
  sw: [140, 100],
  r: [170, 20],
};
function layOutBlocks() {
  const frameOf = (element: Element) => {
    const frame = element.parentElement?.closest('[data-editor-node]');
    return frame?.firstElementChild === element ? frame.getAttribute('data-editor-node') : null;
  };
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const [top, height] = BOXES[frameOf(this) ?? ''] ?? [0, 0];
    return { x: 0, y: top, top, left: 0, width: 300, height, bottom: top + height, right: 300 } as DOMRect;
  });
  document.elementsFromPoint = (_x: number, y: number) =>
    Object.entries(BOXES)
      .filter(([, [top, height]]) => top <= y && y < top + height)
      .sort((a, b) => a[1][1] - b[1][1])
      .flatMap(([id]) => {
        const own = document.querySelector(`[data-editor-node="${id}"] > *`);
        return own ? [own] : [];
      });
}

const nextTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const status = () => screen.getByTestId('canvas-drop-status').textContent;

describe('drag and drop on the canvas', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'elementsFromPoint');
  });

  const renderCanvas = (selectedId: string) => {
    const onMove = vi.fn();
    const onRefuse = vi.fn();
    renderWithTexts(
      <EditorCanvas
        tree={page}
        pageType="Normal"
        locale="en_US"
        selectedId={selectedId}
        onSelect={() => {}}
        onMove={onMove}
        onRefuse={onRefuse}
      />,
    );
    return { onMove, onRefuse };
  };

  it('moves the selected block from the keyboard: Space, the arrows through the places, Space', async () => {
    const { onMove, onRefuse } = renderCanvas('title');
    await within(screen.getByTestId('editor-canvas')).findByText('Inside');
    const handle = screen.getByRole('button', { name: 'Move Title on the canvas' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await nextTurn();
    expect(status()).toBe('Title would go into Page at position 1.');
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await nextTurn();
    expect(status()).toBe('Title would go into Section at position 1.');
    expect(screen.getByTestId('canvas-drop').textContent).toBe('Title would go into Section at position 1.');
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await nextTurn();
    expect(onMove).toHaveBeenCalledWith('title', { parentId: 'sec', index: 0 });
    expect(onRefuse).not.toHaveBeenCalled();
    expect(document.querySelector('[id^="DndLiveRegion"]')?.textContent).toBe('Title dropped.');
    expect(screen.queryByTestId('canvas-drop')).toBeNull();
  });

  it('shows where a drop is refused and why, and refuses it on drop', async () => {
    const { onMove, onRefuse } = renderCanvas('r');
    await within(screen.getByTestId('editor-canvas')).findByText('Inside');
    const handle = screen.getByRole('button', { name: 'Move Route on the canvas' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'Enter', code: 'Enter' });
    await nextTurn();
    fireEvent.keyDown(handle, { key: 'ArrowUp', code: 'ArrowUp' });
    await nextTurn();
    const refused = screen.getByTestId('canvas-drop-refused');
    expect(refused.textContent).toMatch(/Route.*Switch/);
    expect(status()).toBe(refused.textContent);
    fireEvent.keyDown(handle, { key: 'Enter', code: 'Enter' });
    await nextTurn();
    expect(onMove).not.toHaveBeenCalled();
    expect(document.querySelector('[id^="DndLiveRegion"]')?.textContent).toBe(refused.textContent);
    expect(onRefuse).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'r', problem: expect.objectContaining({ kind: 'parentNotAllowed' }) }),
    );
  });

  it('moves any block with the pointer: the block under the pointer and the edge near it give the place', async () => {
    const { onMove } = renderCanvas('title');
    const text = await within(screen.getByTestId('editor-canvas')).findByText('Inside');
    layOutBlocks();
    const pointer = { isPrimary: true, button: 0, pointerId: 1 };
    fireEvent.pointerDown(text, { ...pointer, clientX: 10, clientY: 60 });
    fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: 66 });
    await nextTurn();
    // Over the lower part of the title (a block that holds nothing): after it.
    fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: 35 });
    await nextTurn();
    expect(screen.getByTestId('canvas-drop').textContent).toBe('Text would go into Page at position 2.');
    // Over the middle of the section (empty once its text is dragged out): inside it.
    fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: 100 });
    await nextTurn();
    expect(screen.getByTestId('canvas-drop').textContent).toBe('Text would go into Section at position 1.');
    fireEvent.pointerMove(document, { ...pointer, clientX: 10, clientY: 35 });
    await nextTurn();
    fireEvent.pointerUp(document, { ...pointer, clientX: 10, clientY: 35 });
    await nextTurn();
    expect(onMove).toHaveBeenCalledWith('txt', { parentId: 'p', index: 1 });
  });

  it('does not start a drag on the page itself', async () => {
    renderCanvas('p');
    await within(screen.getByTestId('editor-canvas')).findByText('Inside');
    expect(screen.queryByRole('button', { name: /on the canvas/ })).toBeNull();
  });
});
