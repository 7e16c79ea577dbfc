import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { usePagedFetcher, type Page, type PageLoader, type PagedFetcherOptions } from './usePagedFetcher.ts';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Probe({ loader, options }: { loader: PageLoader<string>; options: PagedFetcherOptions }) {
  const f = usePagedFetcher(loader, options);
  return (
    <div>
      <span data-testid="status">{f.status}</span>
      <span data-testid="data">{(f.data ?? []).join(',')}</span>
      <span data-testid="cache">{(f.cacheData ?? []).join(',')}</span>
      <span data-testid="more">{String(f.hasMore)}</span>
      <button onClick={f.load}>more</button>
    </div>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;
const flush = () => act(async () => {});
/** A board of pages keyed by cursor: '' → first page. */
const pages = (book: Record<string, Page<string>>) =>
  vi.fn<PageLoader<string>>(async (cursor) => {
    const page = book[cursor];
    if (!page) throw new Error(`no page ${cursor}`);
    return page;
  });

describe('usePagedFetcher', () => {
  it('loads every page while the next cursor is non-empty', async () => {
    const loader = pages({
      '': { items: ['a', 'b'], nextCursor: 'c1' },
      c1: { items: ['c'], nextCursor: 'c2' },
      c2: { items: ['d'], nextCursor: '' },
    });
    render(<Probe loader={loader} options={{ key: 'k' }} />);
    await flush();
    expect(text('data')).toBe('a,b,c,d');
    expect(text('more')).toBe('false');
    expect(loader.mock.calls.map((c) => c[0])).toEqual(['', 'c1', 'c2']);
  });

  it('with allPages off, reports hasMore and loads the next page on load()', async () => {
    const loader = pages({ '': { items: ['a'], nextCursor: 'c1' }, c1: { items: ['b'], nextCursor: '' } });
    render(<Probe loader={loader} options={{ key: 'k', allPages: false }} />);
    await flush();
    expect(text('data')).toBe('a');
    expect(text('more')).toBe('true');
    await act(async () => screen.getByText('more').click());
    expect(text('data')).toBe('a,b');
    expect(text('more')).toBe('false');
  });

  it('stays idle in editor mode', async () => {
    const loader = pages({ '': { items: ['a'], nextCursor: '' } });
    render(<Probe loader={loader} options={{ key: 'k', mode: 'editor', autoRefresh: true }} />);
    await flush();
    expect(text('status')).toBe('idle');
    expect(loader).not.toHaveBeenCalled();
  });

  it('auto-refreshes 1 s after completion and replaces the data instead of appending', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let round = 0;
    const loader = vi.fn<PageLoader<string>>(async (cursor) =>
      cursor === '' ? { items: [`a${round}`], nextCursor: 'c1' } : { items: [`b${round++}`], nextCursor: '' },
    );
    render(<Probe loader={loader} options={{ key: 'k', autoRefresh: true }} />);
    await flush();
    expect(text('data')).toBe('a0,b0');
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(loader).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(loader).toHaveBeenCalledTimes(4);
    expect(text('data')).toBe('a1,b1');
  });

  it('does not auto-refresh while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const loader = pages({ '': { items: ['a'], nextCursor: '' } });
    render(<Probe loader={loader} options={{ key: 'k', autoRefresh: true }} />);
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(5000));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('waits for a start time within 7 days before refreshing, and never for one further away', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const soon = pages({ '': { items: ['a'], nextCursor: '' } });
    const { unmount } = render(
      <Probe loader={soon} options={{ key: 'k', autoRefresh: true, startTime: Date.now() + 60_000 }} />,
    );
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(59_999));
    expect(soon).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(soon).toHaveBeenCalledTimes(2);
    unmount();

    const far = pages({ '': { items: ['a'], nextCursor: '' } });
    render(
      <Probe loader={far} options={{ key: 'k', autoRefresh: true, startTime: Date.now() + 604_800_001 }} />,
    );
    await flush();
    await act(async () => vi.advanceTimersByTimeAsync(604_800_001));
    expect(far).toHaveBeenCalledTimes(1);
  });

  it('keeps cached data for display while live data is pending', async () => {
    let resolve: (p: Page<string>) => void = () => {};
    const loader = vi.fn<PageLoader<string>>((_cursor, _signal, onCached) => {
      onCached({ items: ['cached'], nextCursor: '' });
      return new Promise((r) => (resolve = r));
    });
    render(<Probe loader={loader} options={{ key: 'k' }} />);
    await flush();
    expect(text('cache')).toBe('cached');
    expect(text('status')).toBe('loading');
    await act(async () => resolve({ items: ['live'], nextCursor: '' }));
    expect(text('data')).toBe('live');
  });

  it('starts over when the key (container or count) changes', async () => {
    const loader = pages({ '': { items: ['a'], nextCursor: '' } });
    const { rerender } = render(<Probe loader={loader} options={{ key: '7:100' }} />);
    await flush();
    rerender(<Probe loader={loader} options={{ key: '8:100' }} />);
    await flush();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('cancels the request in flight on unmount', async () => {
    let seen: AbortSignal | undefined;
    const { unmount } = render(
      <Probe
        loader={(_c, signal) => {
          seen = signal;
          return new Promise(() => {});
        }}
        options={{ key: 'k' }}
      />,
    );
    unmount();
    expect(seen?.aborted).toBe(true);
  });
});
