import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { createTracker, type TrackingSink } from '../tracking/tracker.ts';

// 2026-03-05 (a Thursday) 12:00:00 local time, and hours after it.
const BASE = new Date(2026, 2, 5, 12, 0, 0).getTime() / 1000;
const item = (time: number, title: string, children: BlueprintNode[] = []): BlueprintNode => ({
  type: 'Timeline.Item',
  id: title,
  props: { time, title },
  children,
});
const timeline = (items: BlueprintNode[], props: Record<string, unknown> = {}): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'Timeline', props, children: items }],
});
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime', locale: Locale = 'en_US') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);
const itemNamed = (title: string) =>
  screen.getByText(title).closest<HTMLElement>('[data-block="Timeline.Item"]')!;

beforeAll(() => import('./TimelineFamily.ts'), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Timeline in runtime mode', () => {
  it("labels items 'MM.DD', '(dd)' and 'HH:mm:ss' by default", async () => {
    show(timeline([item(BASE + 5, 'Opening')]));
    await screen.findByText('Opening');
    const parts = [...itemNamed('Opening').querySelectorAll('time > span')].map((s) => s.textContent);
    expect(parts).toEqual(['03.05', '(T)', '12:00:05']);
  });

  it('takes other formats, and a blank time format hides the time', async () => {
    show(timeline([item(BASE, 'Opening')], { dateFormat: 'M/D', weekdayFormat: 'ddd', timeFormat: '' }));
    await screen.findByText('Opening');
    const parts = [...itemNamed('Opening').querySelectorAll('time > span')].map((s) => s.textContent);
    expect(parts).toEqual(['3/5', 'Thu']);
  });

  it('lays fewer than 4 distinct times out in percent, in time order', async () => {
    const { container } = show(
      timeline([item(BASE + 7200, 'Final'), item(BASE, 'Opening'), item(BASE, 'Also opening')]),
    );
    await screen.findByText('Final');
    const section = container.querySelector<HTMLElement>('[data-block="Timeline"]')!;
    expect(section.dataset.unit).toBe('percent');
    expect(within(section).getByRole('list').style.inlineSize).toBe('100%');
    expect(itemNamed('Opening').style.gridColumn).toMatch(/^1/);
    expect(itemNamed('Also opening').style.gridColumn).toMatch(/^1/);
    expect(itemNamed('Final').style.gridColumn).toMatch(/^2/);
  });

  it('uses 116 px slots from 4 distinct times, scrolling from the keyboard', async () => {
    const { container } = show(
      timeline([0, 1, 2, 3, 4].map((hour) => item(BASE + hour * 3600, `Round ${hour}`))),
    );
    await screen.findByText('Round 4');
    const section = container.querySelector<HTMLElement>('[data-block="Timeline"]')!;
    expect(section.dataset.unit).toBe('px');
    const track = within(section).getByRole('list');
    expect(track.style.inlineSize).toBe('580px');
    expect(track.style.gridTemplateColumns).toBe('repeat(5, 116px)');
    expect(within(section).getByRole('group', { name: 'Event timeline' }).tabIndex).toBe(0);
  });

  it('marks past, current and upcoming items and fills the line, rechecked every 1000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime((BASE + 3600 - 2) * 1000);
    const { container } = show(
      timeline([item(BASE, 'Opening'), item(BASE + 3600, 'Semi final'), item(BASE + 7200, 'Final')]),
    );
    await screen.findByText('Final');
    await act(async () => {});
    expect(['Opening', 'Semi final', 'Final'].map((t) => itemNamed(t).dataset.phase)).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ]);
    const line = () => Number(container.querySelector<HTMLElement>('[data-progress]')!.dataset.progress);
    const before = line();
    expect(before).toBeGreaterThan(0.5 / 3);
    expect(before).toBeLessThan(1.5 / 3);
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(['Opening', 'Semi final', 'Final'].map((t) => itemNamed(t).dataset.phase)).toEqual([
      'past',
      'current',
      'upcoming',
    ]);
    expect(itemNamed('Semi final').getAttribute('aria-current')).toBe('step');
    expect(line()).toBeCloseTo(1.5 / 3, 2);
  });

  it('takes a Timeline.Line child: one line drawn, no slot, no problem (visitor spec §5, issue 30 §2.3)', async () => {
    const { container } = show(
      timeline([item(BASE, 'Opening'), { type: 'Timeline.Line', id: 'line' }, item(BASE + 3600, 'Final')]),
    );
    await screen.findByText('Final');
    const section = container.querySelector<HTMLElement>('[data-block="Timeline"]')!;
    expect(section.querySelectorAll('[data-progress]')).toHaveLength(1);
    expect(within(section).getByRole('list').style.gridTemplateColumns).toMatch(/^repeat\(2,/);
    expect(container.querySelector('[data-block-problem]')).toBeNull();
    expect(screen.queryByText(/Not found component/)).toBeNull();
  });

  it('renders blocks placed in an item', async () => {
    show(timeline([item(BASE, 'Opening', [{ type: 'Text', props: { text: 'Doors open' } }])]));
    expect(await screen.findByText('Doors open')).toBeTruthy();
  });

  it('allows only Timeline.Item children and keeps items inside a timeline (block catalogue §5)', async () => {
    const { container } = show({
      type: 'Page',
      children: [
        { type: 'Timeline', children: [{ type: 'Text', props: { text: 'stray' } }] },
        item(BASE, 'Loose'),
      ],
    });
    await screen.findAllByText('invalid children');
    const types = [...container.querySelectorAll('[data-block-problem="invalid-children"]')].map((e) =>
      e.getAttribute('data-block-type'),
    );
    expect(types).toEqual(['Timeline', 'Timeline.Item']);
  });

  it("sends the 'timeline' section view once", async () => {
    const sent: string[] = [];
    const sink: TrackingSink = {
      send: (e) => sent.push(`${e.name}:${String(e.properties.section)}`),
      flush: () => {},
    };
    const tracker = createTracker({ sink, actor: () => undefined, page: () => 'demo' });
    render(
      <Renderer
        node={timeline([item(BASE, 'Opening')])}
        mode="runtime"
        registry={catalogue}
        tracker={tracker}
      />,
    );
    await screen.findByText('Opening');
    expect(sent.filter((e) => e === 'section_view:timeline')).toHaveLength(1);
  });
});

describe('Timeline in editor mode', () => {
  it('explains an empty timeline in the locale', async () => {
    show(timeline([]), 'editor', 'ar');
    expect(await screen.findByText('الخط الزمني: أضف عناصر Timeline.Item وحدّد وقت كل منها.')).toBeTruthy();
  });

  it('asks for the time of an item without one, placed after the timed ones', async () => {
    show(timeline([item(0, 'New'), item(BASE, 'Opening')]), 'editor');
    await screen.findByText('New');
    expect(within(itemNamed('New')).getByText('Set the time')).toBeTruthy();
    expect(itemNamed('New').style.gridColumn).toMatch(/^2/);
  });

  it('sends no section view', async () => {
    const sent: string[] = [];
    const tracker = createTracker({
      sink: { send: (e) => sent.push(e.name), flush: () => {} },
      actor: () => undefined,
      page: () => 'demo',
    });
    render(
      <Renderer
        node={timeline([item(BASE, 'Opening')])}
        mode="editor"
        registry={catalogue}
        tracker={tracker}
      />,
    );
    await screen.findByText('Opening');
    expect(sent).toEqual([]);
  });
});
