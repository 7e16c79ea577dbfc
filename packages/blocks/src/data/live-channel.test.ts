import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE } from '@eventory/domain/live';
import { defaultBackoff, liveUrl, subscribeContainer } from './live-channel.ts';

/** A scriptable stand-in for the browser WebSocket. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.onclose?.({ code });
  }
  open() {
    this.onopen?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const Impl = FakeSocket as unknown as typeof WebSocket;

describe('the live channel of a container', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the container channel on open and reports live once subscribed', () => {
    const statuses: string[] = [];
    subscribeContainer(7, {
      WebSocketImpl: Impl,
      url: 'ws://x/v1/live',
      onChange: () => {},
      onStatus: (s) => statuses.push(s),
    });
    const ws = FakeSocket.all[0]!;
    ws.open();
    expect(ws.sent).toEqual([JSON.stringify({ channel: 'container:7' })]);
    ws.receive({ type: 'subscribed', channel: 'container:7' });
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('calls onChange for records-changed of its own container only', () => {
    const onChange = vi.fn();
    subscribeContainer(7, { WebSocketImpl: Impl, url: 'ws://x', onChange });
    const ws = FakeSocket.all[0]!;
    ws.receive({ type: 'records-changed', containerID: 8, at: 1 });
    ws.receive({ type: 'records-changed', containerID: 7, at: 2 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a dropped connection, 1 s then doubling', () => {
    subscribeContainer(7, { WebSocketImpl: Impl, url: 'ws://x', onChange: () => {} });
    FakeSocket.all[0]!.close(1006);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.close(1006);
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.all).toHaveLength(3);
    expect([defaultBackoff(1), defaultBackoff(2), defaultBackoff(10)]).toEqual([1000, 2000, 30_000]);
  });

  it.each([LIVE_CLOSE.unauthenticated, LIVE_CLOSE.forbidden, LIVE_CLOSE.badChannel])(
    'does not reconnect after close code %i',
    (code) => {
      subscribeContainer(7, { WebSocketImpl: Impl, url: 'ws://x', onChange: () => {} });
      FakeSocket.all[0]!.close(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(1);
    },
  );

  it('stops for good when closed by its owner', () => {
    const sub = subscribeContainer(7, { WebSocketImpl: Impl, url: 'ws://x', onChange: () => {} });
    sub!.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('derives the socket address from the page', () => {
    expect(liveUrl({ protocol: 'https:', host: 'events.example' })).toBe('wss://events.example/v1/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/v1/live');
  });
});
