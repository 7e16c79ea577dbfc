import { describe, expect, it } from 'vitest';
import { shortcutOf } from './use-editor-shortcuts.ts';

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => shortcutOf({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('editor shortcuts', () => {
  it('maps Ctrl/⌘+Z to undo and Ctrl/⌘+Shift+Z or Ctrl+Y to redo', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
  });

  it('maps copy, paste and duplicate; plain keys and Alt combinations are left alone', () => {
    expect(press('c', { ctrlKey: true })).toBe('copy');
    expect(press('v', { metaKey: true })).toBe('paste');
    expect(press('d', { ctrlKey: true })).toBe('duplicate');
    expect(press('z')).toBeUndefined();
    expect(press('z', { ctrlKey: true, altKey: true })).toBeUndefined();
    expect(press('c', { ctrlKey: true, shiftKey: true })).toBeUndefined();
  });
});
