import { describe, expect, it, vi } from 'vitest';
import type { VoteStatus } from '@eventory/domain/votes';
import { FetchError } from '../data/data-client.ts';
import { createVoteStatusStore } from './vote-status-store.ts';

const answer = (ids: string[], status: VoteStatus['status'] = 1): VoteStatus[] =>
  ids.map((receiverID) => ({ senderID: 'me', receiverID, status }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('vote status store', () => {
  it('batches the rows registered together into chunks of 100', async () => {
    const query = vi.fn(async (ids: string[]) => answer(ids));
    const store = createVoteStatusStore({ query });
    for (let i = 0; i < 150; i++) store.register(`u${i}`, i);
    expect(store.statusOf('u0')).toBe(5);
    await settle();
    expect(query.mock.calls.map(([ids]) => ids.length)).toEqual([100, 50]);
    expect(store.statusOf('u149')).toBe(1);
    store.register('u3', 3);
    await settle();
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('retries a failing chunk 3 times at 1000, 2000 and 4000 ms, then marks every target 6', async () => {
    const waits: number[] = [];
    const query = vi.fn(async () => {
      throw new FetchError('down', 503);
    });
    const store = createVoteStatusStore({ query, sleep: async (ms) => void waits.push(ms) });
    store.register('a', 0);
    store.register('b', 1);
    await settle();
    expect(query).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect([store.statusOf('a'), store.statusOf('b')]).toEqual([6, 6]);
  });

  it('sends no retry once no row shows the vote any more', async () => {
    let shown = true;
    const query = vi.fn(async () => {
      throw new FetchError('down', 503);
    });
    const store = createVoteStatusStore({
      query,
      shown: () => shown,
      sleep: async () => {
        shown = false;
      },
    });
    store.register('a', 0);
    await settle();
    expect(query).toHaveBeenCalledTimes(1);
    expect(store.statusOf('a')).toBe(5);
  });

  // Issue 30 §1.3: every attempt went out twice when a row registered again while its chunk was retrying.
  it('keeps one poller per nominee: a row registering again while its chunk retries adds no second one', async () => {
    const waits: number[] = [];
    const query = vi.fn(async () => {
      throw new FetchError('down', 503);
    });
    const store = createVoteStatusStore({
      query,
      sleep: async (ms) => {
        waits.push(ms);
        // The row re-renders at a new index (the list refreshed) while its status is being retried.
        if (waits.length === 1) store.register('a', 1);
        await settle();
      },
    });
    store.register('a', 0);
    for (let i = 0; i < 10; i++) await settle();
    expect(query).toHaveBeenCalledTimes(4);
    expect(store.statusOf('a')).toBe(6);
  });

  it('succeeds on a retry without marking anything 6', async () => {
    let calls = 0;
    const store = createVoteStatusStore({
      query: async (ids) => {
        calls += 1;
        if (calls < 3) throw new FetchError('busy', 0);
        return answer(ids, 2);
      },
      sleep: async () => {},
    });
    store.register('a', 0);
    await settle();
    expect(store.statusOf('a')).toBe(2);
  });

  it('stops asking once the token is refused', async () => {
    const query = vi.fn(async () => {
      throw new FetchError('expired token', 401, 'EXPIRED_TOKEN');
    });
    const store = createVoteStatusStore({ query, sleep: async () => {} });
    store.register('a', 0);
    await settle();
    expect(store.errorState()).toBe('expired token');
    store.register('b', 1);
    await settle();
    expect(query).toHaveBeenCalledTimes(1);
    expect(store.statusOf('b')).toBe(5);
  });

  it('after a vote reads the voted row and its neighbours again, nearest first, 70 at a time', async () => {
    const query = vi.fn(async (ids: string[]) => answer(ids));
    const store = createVoteStatusStore({ query });
    for (let i = 0; i < 100; i++) store.register(`u${i}`, i);
    await settle();
    query.mockClear();
    query.mockImplementation(async (ids: string[]) => answer(ids, 2));
    const listener = vi.fn();
    store.subscribe(listener);
    await store.refreshAround('u50');
    expect(query.mock.calls.map(([ids]) => ids.length)).toEqual([70, 30]);
    expect(query.mock.calls[0]?.[0][0]).toBe('u50');
    expect(store.statusOf('u0')).toBe(2);
    expect(listener).toHaveBeenCalled();
  });
});
