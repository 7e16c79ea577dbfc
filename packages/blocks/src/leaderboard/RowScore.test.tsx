import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { RowScore } from './RowScore.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('score animation', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames.length = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {});
  });
  const step = () => act(() => frames.shift()?.(0));

  it('moves halfway to a new score each frame until the gap is below 2 (runtime)', () => {
    const { container, rerender } = render(
      <RowScore score={100} unit="{0}" scoreType="Score" animate locale="en_US" />,
    );
    const text = () => container.textContent;
    expect(text()).toBe('100');
    rerender(<RowScore score={200} unit="{0}" scoreType="Score" animate locale="en_US" />);
    expect(text()).toBe('100');
    step();
    expect(text()).toBe('150');
    step();
    expect(text()).toBe('175');
    for (let i = 0; i < 10 && frames.length > 0; i += 1) step();
    expect(text()).toBe('200');
    expect(frames).toHaveLength(0);
  });

  it('shows the new score at once in editor mode (no animation)', () => {
    const { container, rerender } = render(
      <RowScore score={100} unit="{0}" scoreType="Score" animate={false} locale="en_US" />,
    );
    rerender(<RowScore score={200} unit="{0}" scoreType="Score" animate={false} locale="en_US" />);
    expect(container.textContent).toBe('200');
    expect(frames).toHaveLength(0);
  });
});
describe('RowScore display types', () => {
  it('formats Score, Time and Hours inside the unit template', () => {
    const text = (scoreType: 'Score' | 'Time' | 'Hours') =>
      render(<RowScore score={12_600} unit="{0} ★" scoreType={scoreType} animate={false} locale="en_US" />)
        .container.textContent;
    expect(text('Score')).toBe('12.6k ★');
    expect(text('Time')).toBe('03:30 ★');
    expect(text('Hours')).toBe('3.5 ★');
  });
});

// Issue 30 §1.7: a unit can say "1 vote" and "2 votes" (an ICU plural, by the locale's rules).
describe('score unit', () => {
  it("takes the plural form of the score in the viewer's locale", () => {
    const unit = '{0, plural, one {# vote} other {# votes}}';
    const { container, rerender } = render(
      <RowScore score={1} unit={unit} scoreType="Score" animate={false} locale="en_US" />,
    );
    expect(container.textContent).toBe('1 vote');
    rerender(<RowScore score={2} unit={unit} scoreType="Score" animate={false} locale="en_US" />);
    expect(container.textContent).toBe('2 votes');
  });
});
