import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RowName } from './RowName.tsx';

// jsdom has no layout: a name is 10 px wide per font pixel in its box.
let boxWidth = 140;
beforeEach(() => {
  boxWidth = 140;
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return (parseFloat(this.style.fontSize) || 16) * 10;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
});
afterEach(() => vi.restoreAllMocks());

const nameBox = (name: string) => screen.getByText(name).parentElement as HTMLElement;

describe('RowName font auto-shrink', () => {
  it('shrinks by 1 px steps until the name fits', () => {
    render(<RowName name="long_name" description="" autoShrink />);
    expect(nameBox('long_name').style.fontSize).toBe('14px');
  });

  it('stops at 12 px', () => {
    boxWidth = 20;
    render(<RowName name="long_name" description="" autoShrink />);
    expect(nameBox('long_name').style.fontSize).toBe('12px');
  });

  it('measures again when the name changes', () => {
    const { rerender } = render(<RowName name="a" description="" autoShrink />);
    expect(nameBox('a').style.fontSize).toBe('14px');
    boxWidth = 200;
    rerender(<RowName name="b" description="" autoShrink />);
    expect(nameBox('b').style.fontSize).toBe('');
  });

  it('keeps the stylesheet size when auto-shrink is off, and shows a league description', () => {
    render(<RowName name="Gold League" description="The top ten" autoShrink={false} />);
    expect(nameBox('Gold League').style.fontSize).toBe('');
    expect(screen.getByText('The top ten')).toBeTruthy();
  });
});
