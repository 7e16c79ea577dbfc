import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const period = (startTime: number, endTime: number): BlueprintNode => ({
  type: 'Page',
  children: [
    {
      type: 'SchedulePeriodItem',
      props: { startTime, endTime },
      children: [{ type: 'Text', props: { text: 'flash sale' } }],
    },
  ],
});
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" />);
const tick = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

const T0 = 1_780_000_000; // unix seconds
beforeAll(() => import('./SchedulePeriodItem.tsx'), 30_000);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SchedulePeriodItem', () => {
  it('shows its children from startTime until before endTime, rechecked every 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const intervals = vi.spyOn(globalThis, 'setInterval');
    vi.setSystemTime((T0 - 1) * 1000);
    show(period(T0, T0 + 2));
    await waitFor(() => expect(intervals).toHaveBeenCalledWith(expect.any(Function), 500));
    expect(screen.queryByText('flash sale')).toBeNull();
    vi.setSystemTime(T0 * 1000); // startTime is included
    await tick(500);
    expect(screen.getByText('flash sale')).toBeTruthy();
    vi.setSystemTime((T0 + 2) * 1000 - 600);
    await tick(500);
    expect(screen.getByText('flash sale')).toBeTruthy();
    vi.setSystemTime((T0 + 2) * 1000); // endTime is not
    await tick(500);
    expect(screen.queryByText('flash sale')).toBeNull();
  });

  it('shows its children with both bounds left at 0', async () => {
    show(period(0, 0));
    expect(await screen.findByText('flash sale')).toBeTruthy();
  });

  it('always shows its children in editor mode, captioned with the period', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(T0 * 1000);
    show(period(T0 + 3600, 0), 'editor');
    expect(await screen.findByText('flash sale')).toBeTruthy();
    const caption = screen.getByText(/^Shown from .+ to no end · hidden right now$/);
    expect(caption.closest('[data-block="SchedulePeriodItem"]')?.getAttribute('data-shown')).toBe('false');
  });
});
