import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE } from '@eventory/domain/live';
import { defaultBackoff, liveUrl, openLiveChannel, subscribeContainer } from './live-channel.ts';

/** A scriptable stand-in for the browser WebSocket. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  /** The page closes it; the browser then reports the close. */
  close(code = 1000) {
    this.closedWith = code;
    this.onclose?.({ code, reason: '' });
  }
  open() {
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server (or the network) ends it. */
  drop(code: number, reason = '') {
    this.onclose?.({ code, reason });
  }
}

const Impl = FakeSocket as unknown as typeof WebSocket;
const latest = () => FakeSocket.all.at(-1)!;

describe('the live channel client', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for its channel with the token on open, reports live once subscribed and hands messages on', () => {
    const statuses: string[] = [];
    const messages: unknown[] = [];
    openLiveChannel({
      channel: 'job-system',
      accessToken: () => 'tok',
      WebSocketImpl: Impl,
      url: 'ws://x/v1/live',
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
    });
    latest().open();
    expect(latest().sent).toEqual([JSON.stringify({ channel: 'job-system', accessToken: 'tok' })]);
    latest().receive({ type: 'subscribed', channel: 'job-system' });
    latest().receive({ type: 'update-execution', execution: { id: 1 } });
    expect(statuses).toEqual(['connecting', 'live']);
    expect(messages).toEqual([{ type: 'update-execution', execution: { id: 1 } }]);
  });

  it('reconnects after a dropped connection, 1 s then doubling up to 30 s, and resets once subscribed', () => {
    const statuses: string[] = [];
    openLiveChannel({
      channel: 'c',
      WebSocketImpl: Impl,
      url: 'ws://x',
      onMessage: () => {},
      onStatus: (s) => statuses.push(s),
    });
    latest().drop(1006);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    latest().drop(1011);
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    latest().open();
    latest().receive({ type: 'subscribed', channel: 'c' });
    latest().drop(1006);
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(4);
    expect(statuses).toEqual(['connecting', 'reconnecting', 'reconnecting', 'live', 'reconnecting']);
    expect([defaultBackoff(1), defaultBackoff(2), defaultBackoff(6), defaultBackoff(10)]).toEqual([
      1000, 2000, 30_000, 30_000,
    ]);
  });

  it('subscribes again on each new socket, with the token as it is then', () => {
    let token = 'first';
    openLiveChannel({
      channel: 'gift-bucket',
      accessToken: () => token,
      WebSocketImpl: Impl,
      url: 'ws://x',
      onMessage: () => {},
    });
    latest().open();
    latest().drop(1006);
    token = 'refreshed';
    vi.advanceTimersByTime(1000);
    latest().open();
    expect(FakeSocket.all.map((s) => s.sent)).toEqual([
      [JSON.stringify({ channel: 'gift-bucket', accessToken: 'first' })],
      [JSON.stringify({ channel: 'gift-bucket', accessToken: 'refreshed' })],
    ]);
  });

  it.each([LIVE_CLOSE.unauthenticated, LIVE_CLOSE.forbidden, LIVE_CLOSE.badChannel])(
    'does not reconnect after close code %i, and says closed with the code',
    (code) => {
      const onStatus = vi.fn();
      openLiveChannel({ channel: 'c', WebSocketImpl: Impl, url: 'ws://x', onMessage: () => {}, onStatus });
      latest().drop(code, 'no');
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1);
      expect(onStatus).toHaveBeenLastCalledWith('closed', { code, reason: 'no' });
    },
  );

  it('stops for good when closed by its owner, closing its socket normally', () => {
    const onStatus = vi.fn();
    const sub = openLiveChannel({
      channel: 'c',
      WebSocketImpl: Impl,
      url: 'ws://x',
      onMessage: () => {},
      onStatus,
    });
    sub!.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]!.closedWith).toBe(1000);
    expect(onStatus).toHaveBeenCalledTimes(1);
  });

  it('stops a pending reconnect when closed by its owner', () => {
    const sub = openLiveChannel({ channel: 'c', WebSocketImpl: Impl, url: 'ws://x', onMessage: () => {} });
    latest().drop(1006);
    sub!.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('is undefined without a WebSocket, so the caller keeps polling', () => {
    vi.stubGlobal('WebSocket', undefined);
    try {
      expect(openLiveChannel({ channel: 'c', url: 'ws://x', onMessage: () => {} })).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('derives the socket address from the page', () => {
    expect(liveUrl({ protocol: 'https:', host: 'events.example' })).toBe('wss://events.example/v1/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/v1/live');
  });
});

describe('the live channel of a container', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the container channel without a token and reports live once subscribed', () => {
    const statuses: string[] = [];
    subscribeContainer(7, () => {}, {
      WebSocketImpl: Impl,
      url: 'ws://x/v1/live',
      onStatus: (s) => statuses.push(s),
    });
    latest().open();
    expect(latest().sent).toEqual([JSON.stringify({ channel: 'container:7' })]);
    latest().receive({ type: 'subscribed', channel: 'container:7' });
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('calls onChange for records-changed of its own container only', () => {
    const onChange = vi.fn();
    subscribeContainer(7, onChange, { WebSocketImpl: Impl, url: 'ws://x' });
    latest().receive({ type: 'records-changed', containerID: 8, at: 1 });
    latest().receive({ type: 'records-changed', containerID: 7, at: 2 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
