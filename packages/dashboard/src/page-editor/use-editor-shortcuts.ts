// The editor's keyboard shortcuts (issue 14 §2): Ctrl/⌘+Z undo, Ctrl/⌘+Shift+Z (or Ctrl+Y) redo,
// Ctrl/⌘+C / V copy and paste a subtree, Ctrl/⌘+D duplicate. Typing in a field keeps its own keys.
import { useEffect } from 'react';

export interface EditorShortcuts {
  undo(): void;
  redo(): void;
  copy(): void;
  paste(): void;
  duplicate(): void;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The command a key press names, or undefined. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  if (event.shiftKey) return undefined;
  if (key === 'c') return 'copy';
  if (key === 'v') return 'paste';
  if (key === 'd') return 'duplicate';
  return undefined;
}

export function useEditorShortcuts(commands: EditorShortcuts) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      // Copy keeps the browser's own copy when text is selected on the page.
      const command = shortcutOf(event);
      if (!command) return;
      if (command === 'copy' && (window.getSelection()?.toString() ?? '') !== '') return;
      event.preventDefault();
      commands[command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [commands]);
}
