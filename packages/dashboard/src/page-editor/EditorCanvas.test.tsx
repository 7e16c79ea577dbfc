import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
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

describe('editor canvas', { timeout: 30_000 }, () => {
  it('renders the real blocks in editor mode, each framed by its id', async () => {
    renderWithTexts(
      <EditorCanvas
        tree={tree}
        pageType="Normal"
        locale="en_US"
        selectedId={undefined}
        onSelect={() => {}}
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
      <EditorCanvas tree={tree} pageType="Normal" locale="en_US" selectedId="title" onSelect={onSelect} />,
    );
    const canvas = screen.getByTestId('editor-canvas');
    fireEvent.click(await within(canvas).findByText('Inside'));
    expect(onSelect).toHaveBeenLastCalledWith('txt');
    const styleText = () => canvas.querySelector('style')?.textContent ?? '';
    expect(styleText()).toContain('[data-editor-node="title"] > * { outline: 2px solid');
    fireEvent.mouseOver(within(canvas).getByText('Inside'));
    expect(styleText()).toContain('[data-editor-node="txt"] > * { outline: 1px dashed');
    view.rerender(
      <EditorCanvas tree={tree} pageType="Normal" locale="en_US" selectedId="txt" onSelect={onSelect} />,
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
