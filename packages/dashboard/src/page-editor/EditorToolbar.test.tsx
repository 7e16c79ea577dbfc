import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTexts } from './test-render.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';

describe('editor toolbar', () => {
  it('enables each command only when it can act, and names it in the dashboard language', () => {
    const onUndo = vi.fn();
    const onPaste = vi.fn();
    renderWithTexts(
      <EditorToolbar
        canUndo
        canRedo={false}
        canEditSelected={false}
        canPaste
        onUndo={onUndo}
        onRedo={() => {}}
        onDuplicate={() => {}}
        onRemove={() => {}}
        onCopy={() => {}}
        onPaste={onPaste}
      />,
      'ja',
    );
    expect(screen.getByRole('toolbar', { name: '編集ツール' })).toBeTruthy();
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('やり直す').disabled).toBe(true);
    expect(button('ブロックを削除').disabled).toBe(true);
    expect(button('ブロックを複製').disabled).toBe(true);
    fireEvent.click(button('元に戻す'));
    fireEvent.click(button('ブロックを貼り付け'));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(onPaste).toHaveBeenCalledOnce();
  });
});
