import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { LOCALES } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { ActivePeriodContext } from '../leaderboard/active-period.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { BANNER_TEXTS } from './banner-texts.ts';

const banner = (props: Record<string, unknown>): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'CountdownBanner', props }],
});
const show = (
  node: BlueprintNode,
  mode: 'editor' | 'runtime' = 'runtime',
  locale: 'en_US' | 'ar' = 'en_US',
) => render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);

beforeAll(() => import('./CountdownBanner.tsx'), 30_000);
afterEach(() => vi.useRealTimers());

describe('CountdownBanner', () => {
  it('shows its text and the time left, ticking every second down to "has ended"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    const end = Date.parse('2026-03-02T01:00:03Z') / 1000;
    show(banner({ text: 'Final round', endTime: end }));
    expect(await screen.findByText('Final round')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Announcement' });
    const timer = () => screen.getByRole('timer', { name: 'Time left' });
    expect(region.contains(timer())).toBe(true);
    // The clock runs on with real time (shouldAdvanceTime); however long the render took, set it back and let
    // the next tick show the time left.
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer().textContent).toMatch(/^01 days 01:00:0[0-3]$/);
    vi.setSystemTime(end * 1000 - 1000);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer().textContent).toBe('has ended');
    expect(timer().dataset.phase).toBe('ended');
  });

  it('hides the countdown with the flag off and counts to the active daily tab otherwise', async () => {
    const { unmount } = show(banner({ text: 'No clock', countdown: false, endTime: 2_000_000_000 }));
    expect(await screen.findByText('No clock')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    unmount();
    const tabEnd = Math.floor(Date.now() / 1000) + 3 * 3600;
    render(
      <ActivePeriodContext.Provider value={{ startTime: 0, endTime: tabEnd, index: 0 }}>
        <Renderer node={banner({ text: 'Daily' })} mode="runtime" registry={catalogue} locale="en_US" />
      </ActivePeriodContext.Provider>,
    );
    expect((await screen.findByRole('timer')).textContent).toMatch(/^00 days 0[23]:\d\d:\d\d$/);
  });

  it('renders nothing at runtime without text or an end, and placeholders in editor mode', async () => {
    const { container, unmount } = show(banner({ text: '' }));
    await act(async () => {
      await import('./CountdownBanner.tsx');
    });
    expect(container.querySelector('[data-block="CountdownBanner"]')).toBeNull();
    unmount();
    show(banner({ text: '' }), 'editor');
    expect(await screen.findByText('Type the banner text.')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^01 days 00:00:00$|^00 days 23:59:5\d$/);
  });

  it('has every banner text in the six locales, 活動內容 the default wave title', () => {
    const keys = Object.keys(BANNER_TEXTS.en_US).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(BANNER_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(BANNER_TEXTS[locale]))
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
    }
    expect(BANNER_TEXTS.zh_TW.waveTitleDefault).toBe('活動內容');
  });
});
