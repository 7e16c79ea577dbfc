import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { LOCALES } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { SCHEDULE_TEXTS } from './schedule-texts.ts';

const cycle = (props: Record<string, unknown> = {}): BlueprintNode => ({
  type: 'Page',
  children: [
    {
      type: 'ScheduleCycleItem',
      props,
      children: [{ type: 'Text', props: { text: 'morning offer' } }],
    },
  ],
});
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" />);
const tick = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

beforeAll(() => import('./ScheduleCycleItem.tsx'), 30_000);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ScheduleCycleItem', () => {
  it('shows its children each day from 0 up to 12 by default, rechecked every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const intervals = vi.spyOn(globalThis, 'setInterval');
    vi.setSystemTime(new Date(2026, 0, 5, 23, 59, 59));
    show(cycle());
    await waitFor(() => expect(intervals).toHaveBeenCalledWith(expect.any(Function), 1000));
    expect(screen.queryByText('morning offer')).toBeNull();
    vi.setSystemTime(new Date(2026, 0, 6, 0, 0, 0)); // hour 0 lies in [0, 12)
    await tick(1000);
    expect(screen.getByText('morning offer')).toBeTruthy();
    vi.setSystemTime(new Date(2026, 0, 6, 12, 0, 0)); // hour 12 is not included
    await tick(1000);
    expect(screen.queryByText('morning offer')).toBeNull();
  });

  it('reads the weekday, minute or second cycle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 0, 7, 10, 30, 15)); // a Wednesday (3)
    const { unmount } = show(cycle({ every: 'week', from: 1, to: 4 }));
    expect(await screen.findByText('morning offer')).toBeTruthy();
    unmount();
    show(cycle({ every: 'hour', from: 0, to: 30 })); // minute 30 is not before 30
    await tick(50);
    expect(screen.queryByText('morning offer')).toBeNull();
  });

  it('always shows its children in editor mode, captioned with the cycle and whether it shows now', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 0, 5, 20, 0, 0));
    show(cycle(), 'editor');
    expect(await screen.findByText('morning offer')).toBeTruthy();
    expect(screen.getByText(/Shown each day \(hour\) from 0 to 12 · hidden right now/)).toBeTruthy();
  });

  it('has every schedule text in the six locales with the same placeholders', () => {
    const keys = Object.keys(SCHEDULE_TEXTS.en_US).sort();
    const placeholders = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(SCHEDULE_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(SCHEDULE_TEXTS[locale])) {
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(text)).toEqual(placeholders(SCHEDULE_TEXTS.en_US[key as 'everyDay']));
      }
    }
  });
});
