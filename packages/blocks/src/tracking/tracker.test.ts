import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from '@eventory/domain/tracking';
import { createBatchingSink, createTracker } from './tracker.ts';

afterEach(() => vi.useRealTimers());

const recording = () => {
  const events: TrackingEvent[] = [];
  return { events, sink: { send: (e: TrackingEvent) => void events.push(e), flush: () => {} } };
};

describe('tracker', () => {
  it("sends the user's email, or guest when nobody is signed in", () => {
    const { events, sink } = recording();
    const who: { email?: string } = {};
    const tracker = createTracker({ sink, actor: () => who.email, page: () => 'summer', now: () => 42 });
    tracker.pageEnter();
    who.email = 'ben@demo.eventory.app';
    tracker.tabClick('Daily', '/daily');
    expect(events).toEqual([
      { name: 'page_enter', actor: 'guest', page: 'summer', timestamp: 42, properties: {} },
      {
        name: 'tab_click',
        actor: 'ben@demo.eventory.app',
        page: 'summer',
        timestamp: 42,
        properties: { tabName: 'Daily', to: '/daily' },
      },
    ]);
  });

  it('sends each section view once', () => {
    const { events, sink } = recording();
    const tracker = createTracker({ sink, actor: () => undefined, page: () => '' });
    tracker.sectionView('timeline');
    tracker.sectionView('timeline');
    tracker.sectionView('gifts');
    expect(events.map((e) => e.properties.section)).toEqual(['timeline', 'gifts']);
  });

  it('sends profile clicks with streamerId, liveStatus and hasDeeplink, and page-surfing as button_subtab.{index}', () => {
    const { events, sink } = recording();
    const tracker = createTracker({ sink, actor: () => undefined, page: () => '' });
    tracker.profileClick({ kind: 'live', streamerId: 's1', liveStatus: true, hasDeeplink: false });
    tracker.pageSurfing(2);
    expect(events[0]).toMatchObject({
      name: 'profile_click',
      properties: { kind: 'live', streamerId: 's1', liveStatus: true, hasDeeplink: false },
    });
    expect(events[1]).toMatchObject({ name: 'page_surfing', properties: { target: 'button_subtab.2' } });
  });

  it('sends the page variant with every event, page_enter included, once the page knows it', () => {
    const { events, sink } = recording();
    const tracker = createTracker({ sink, actor: () => undefined, page: () => 'demo' });
    tracker.setVariant('B');
    tracker.pageEnter();
    tracker.leaderboardView(7);
    tracker.buttonClick('Vote', { to: '/vote' });
    expect(events.map((e) => e.properties.variant)).toEqual(['B', 'B', 'B']);
    expect(events[1]?.properties).toEqual({ variant: 'B', containerID: '7' });
    tracker.setVariant(undefined);
    tracker.pageEnter();
    expect(events[3]?.properties).toEqual({});
  });

  it("keeps the page's variant and user id: an event's own properties cannot replace them", () => {
    const events: TrackingEvent[] = [];
    const sink = { send: (e: TrackingEvent) => void events.push(e), flush: () => {} };
    const tracker = createTracker({ sink, actor: () => undefined, page: () => 'demo' });
    tracker.setVariant('B');
    tracker.identify('u-1');
    tracker.search('luna', { variant: 'following', userID: 'someone' });
    expect(events[0]?.properties).toEqual({ userID: 'u-1', variant: 'B', keyword: 'luna' });
  });
});

describe('batching sink', () => {
  const event = (i: number): TrackingEvent => ({
    name: 'search',
    actor: 'guest',
    page: '',
    timestamp: i,
    properties: {},
  });

  it('sends a batch as soon as it reaches the batch size', () => {
    const transport = vi.fn();
    const sink = createBatchingSink({ maxBatch: 3, transport });
    sink.send(event(1));
    sink.send(event(2));
    expect(transport).not.toHaveBeenCalled();
    sink.send(event(3));
    expect(transport).toHaveBeenCalledTimes(1);
    const [url, body, leaving] = transport.mock.calls[0]!;
    expect(url).toBe('/api/v1/tracking/events');
    expect((JSON.parse(body as string) as { events: unknown[] }).events).toHaveLength(3);
    expect(leaving).toBe(false);
    sink.dispose();
  });

  it('sends what is queued 2000 ms after the first event', () => {
    vi.useFakeTimers();
    const transport = vi.fn();
    const sink = createBatchingSink({ transport });
    sink.send(event(1));
    vi.advanceTimersByTime(1999);
    sink.send(event(2));
    expect(transport).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(transport).toHaveBeenCalledTimes(1);
    expect((JSON.parse(transport.mock.calls[0]![1] as string) as { events: unknown[] }).events).toHaveLength(
      2,
    );
    sink.dispose();
  });

  it('never sends more than the server limit of 50 per batch', () => {
    const transport = vi.fn();
    const sink = createBatchingSink({ maxBatch: 500, transport });
    for (let i = 0; i < 120; i++) sink.send(event(i));
    sink.flush();
    const sizes = transport.mock.calls.map(
      (c) => (JSON.parse(c[1] as string) as { events: unknown[] }).events.length,
    );
    expect(sizes).toEqual([50, 50, 20]);
    sink.dispose();
  });

  it('flushes as leaving (sendBeacon) when asked', () => {
    const transport = vi.fn();
    const sink = createBatchingSink({ transport });
    sink.send(event(1));
    sink.flush();
    expect(transport.mock.calls[0]?.[2]).toBe(true);
    sink.dispose();
  });
});
