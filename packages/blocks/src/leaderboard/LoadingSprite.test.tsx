import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { LoadingSprite } from './LoadingSprite.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LoadingSprite', () => {
  it('steps one 192 px frame every 40 ms and wraps after 8 frames (runtime)', () => {
    vi.useFakeTimers();
    const { container } = render(<LoadingSprite label="Loading" animate />);
    const sprite = () => container.querySelector<HTMLElement>('[data-frame]');
    expect(sprite()?.dataset.frame).toBe('0');
    act(() => vi.advanceTimersByTime(40));
    expect(sprite()?.style.backgroundPosition).toBe('0px -192px');
    act(() => vi.advanceTimersByTime(40 * 6));
    expect(sprite()?.dataset.frame).toBe('7');
    act(() => vi.advanceTimersByTime(40));
    expect(sprite()?.dataset.frame).toBe('0');
  });

  it('stays on the first frame in editor mode', () => {
    vi.useFakeTimers();
    const { container } = render(<LoadingSprite label="Loading" animate={false} />);
    act(() => vi.advanceTimersByTime(400));
    expect(container.querySelector<HTMLElement>('[data-frame]')?.dataset.frame).toBe('0');
  });
  it('stays still for visitors who ask for reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { container } = render(<LoadingSprite label="Loading" animate />);
    act(() => vi.advanceTimersByTime(400));
    expect(container.querySelector<HTMLElement>('[data-frame]')?.dataset.frame).toBe('0');
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading');
  });
});
