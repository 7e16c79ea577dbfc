import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useFetcher, type FetcherOptions } from './useFetcher.ts';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Probe({
  load,
  options,
}: {
  load: (signal: AbortSignal) => Promise<string>;
  options: FetcherOptions;
}) {
  const fetcher = useFetcher(load, options);
  return (
    <div>
      <span data-testid="status">{fetcher.status}</span>
      <span data-testid="data">{fetcher.data ?? ''}</span>
      <span data-testid="error">{fetcher.error?.message ?? ''}</span>
      <button onClick={fetcher.refresh}>refresh</button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;
const flush = () => act(async () => {});

describe('useFetcher', () => {
  it('stays idle and loads nothing when disabled', async () => {
    const load = vi.fn(async () => 'x');
    render(<Probe load={load} options={{ key: 'a', enabled: false }} />);
    await flush();
    expect(text('status')).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('goes loading then data', async () => {
    let resolve: (value: string) => void = () => {};
    render(<Probe load={() => new Promise((r) => (resolve = r))} options={{ key: 'a' }} />);
    expect(text('status')).toBe('loading');
    await act(async () => resolve('rows'));
    expect(text('status')).toBe('data');
    expect(text('data')).toBe('rows');
  });

  it('goes loading then error, and refresh loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back');
    render(<Probe load={load} options={{ key: 'a' }} />);
    await flush();
    expect(text('status')).toBe('error');
    expect(text('error')).toBe('offline');
    fireEvent.click(screen.getByText('refresh'));
    await flush();
    expect(text('status')).toBe('data');
    expect(text('data')).toBe('back');
  });

  it('cancels the request in flight on unmount', async () => {
    let seen: AbortSignal | undefined;
    const { unmount } = render(
      <Probe
        load={(signal) => {
          seen = signal;
          return new Promise(() => {});
        }}
        options={{ key: 'a' }}
      />,
    );
    unmount();
    expect(seen?.aborted).toBe(true);
  });

  it('loads again 1 s after each completed load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    render(<Probe load={load} options={{ key: 'a', refreshAfterMs: 1000 }} />);
    await flush();
    expect(text('data')).toBe('first');
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(text('data')).toBe('second');
  });

  it('does not refresh while the tab is hidden, and resumes when it is visible again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const load = vi.fn(async () => 'rows');
    render(<Probe load={load} options={{ key: 'a', refreshAfterMs: 1000 }} />);
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(load).toHaveBeenCalledTimes(1);
    visibility.mockReturnValue('visible');
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops old data and loads again when the key changes', async () => {
    const load = vi.fn(async () => 'rows');
    const { rerender } = render(<Probe load={load} options={{ key: 'a' }} />);
    await flush();
    rerender(<Probe load={load} options={{ key: 'b' }} />);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
