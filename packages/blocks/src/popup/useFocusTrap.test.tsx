import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from './useFocusTrap.ts';

function Harness() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        opener
      </button>
      <button type="button">outside</button>
      {open ? (
        <div ref={ref} role="dialog" tabIndex={-1} aria-label="trap">
          <button type="button">first</button>
          <a href="#x">middle</a>
          <button type="button" disabled>
            disabled
          </button>
          <button type="button">last</button>
        </div>
      ) : null}
    </>
  );
}

const open = () => {
  const opener = screen.getByRole('button', { name: 'opener' });
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('dialog');
};

describe('useFocusTrap', () => {
  it('focuses the dialog when it opens', () => {
    render(<Harness />);
    const dialog = open();
    expect(document.activeElement).toBe(dialog);
  });

  it('wraps Tab from the last element to the first, and Shift+Tab from the first to the last', () => {
    render(<Harness />);
    const dialog = open();
    const first = screen.getByRole('button', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('brings focus back when it moves outside', () => {
    render(<Harness />);
    const dialog = open();
    screen.getByRole('button', { name: 'outside' }).focus();
    expect(document.activeElement).toBe(dialog);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    render(<Harness />);
    const dialog = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'opener' }));
  });
});
