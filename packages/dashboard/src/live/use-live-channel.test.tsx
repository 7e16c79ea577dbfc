import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { LiveMessage } from '@eventory/domain/live';
import { FakeSocket } from './fake-socket.ts';
import { liveUrl } from '@eventory/blocks/runtime';
import { useLiveChannel } from './use-live-channel.ts';

const RECONNECT_FIRST_MS = 1000;

function Probe({ onMessage }: { onMessage: (m: LiveMessage) => void }) {
  const live = useLiveChannel('job-system', onMessage, { accessToken: 'tok' });
  return (
    <output data-testid="live">
      {live.status}:{live.closeCode ?? ''}
    </output>
  );
}

describe('useLiveChannel (admin spec §4 Live channels)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const status = () => screen.getByTestId('live').textContent;

  it('asks for the channel with the token and hands messages on', () => {
    const got: LiveMessage[] = [];
    render(<Probe onMessage={(m) => got.push(m)} />);
    const socket = FakeSocket.latest();
    expect(socket.url).toBe(liveUrl(window.location));
    expect(socket.url.endsWith('/v1/live')).toBe(true);
    act(() => socket.accept());
    expect(socket.sent).toEqual([{ channel: 'job-system', accessToken: 'tok' }]);
    expect(status()).toBe('live:');
    act(() => socket.message({ type: 'update-execution', execution: { id: 1 } }));
    expect(got).toEqual([{ type: 'update-execution', execution: { id: 1 } }]);
  });

  it('reconnects after an ordinary close, waiting longer each time', () => {
    render(<Probe onMessage={() => {}} />);
    act(() => FakeSocket.latest().serverClose(1006));
    expect(status()).toBe('reconnecting:');
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(RECONNECT_FIRST_MS));
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => FakeSocket.latest().serverClose(1011));
    act(() => vi.advanceTimersByTime(RECONNECT_FIRST_MS));
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => vi.advanceTimersByTime(RECONNECT_FIRST_MS));
    expect(FakeSocket.instances).toHaveLength(3);
    act(() => FakeSocket.latest().accept());
    expect(status()).toBe('live:');
  });

  it.each([4001, 4002, 4003])('does not reconnect after close code %i, and logs it', (code) => {
    render(<Probe onMessage={() => {}} />);
    act(() => FakeSocket.latest().serverClose(code, 'no'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.instances).toHaveLength(1);
    expect(status()).toBe(`closed:${code}`);
    expect(console.warn).toHaveBeenCalled();
  });

  it('closes its socket when the screen goes, and does not reconnect', () => {
    const view = render(<Probe onMessage={() => {}} />);
    const socket = FakeSocket.latest();
    view.unmount();
    expect(socket.closedByPage).toMatchObject({ code: 1000 });
    act(() => socket.serverClose(1000));
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
