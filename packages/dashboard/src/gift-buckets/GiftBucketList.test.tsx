import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GiftBucketCrawler, GiftBucketSummary } from '@eventory/domain/gift-buckets';
import { fakeServer, json, renderDashboard, renderScreen, testSession } from '../app/testing.tsx';
import GiftBucketList from './GiftBucketList.tsx';
import { FakeLiveSocket } from './fake-live-socket.ts';

const crawler = (overrides: Partial<GiftBucketCrawler> = {}): GiftBucketCrawler => ({
  enabled: true,
  tickInterval: 100,
  ensureIdContinuous: false,
  accumulatorInterval: 1000,
  batchSize: 500,
  mark: 40,
  head: 42,
  updateTime: 1,
  ...overrides,
});
const bucket = (overrides: Partial<GiftBucketSummary> = {}): GiftBucketSummary => ({
  uuid: '6b1f6c3e-8a55-4a39-9f0e-1b2c3d4e5f60',
  name: 'Roses',
  type: 'ReceiverID',
  state: 'Updating',
  giftIDs: ['rose'],
  containerID: 77,
  mark: 40,
  lastGiftAt: 1,
  createTime: 1,
  updateTime: 1,
  poolSize: 2,
  poolTotal: 130,
  ...overrides,
});
const routes = (overrides: Record<string, unknown> = {}) => ({
  'GET /v1/admin/gift-bucket/config': crawler(),
  'GET /v1/admin/gift-bucket/buckets': { items: [bucket()] },
  ...overrides,
});

describe('/gift-bucket/list (issue 15 §5)', () => {
  beforeEach(() => {
    FakeLiveSocket.all = [];
    vi.stubGlobal('WebSocket', FakeLiveSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the crawler mark against the newest event and each bucket with its state and pool', async () => {
    renderScreen(<GiftBucketList />, {
      route: '/gift-bucket/list',
      path: '/gift-bucket/list',
      session: testSession(),
      server: fakeServer(routes()),
    });
    const row = (await screen.findByText('Roses')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Updating')).toBeTruthy();
    expect(within(row).getByText('2 keys, 130 points')).toBeTruthy();
    expect(within(row).getByText('Receiver')).toBeTruthy();
    expect(screen.getByTestId('crawler-mark').textContent).toBe('40');
    expect(screen.getByTestId('crawler-head').textContent).toBe('42');
  });

  it('subscribes to the gift-bucket channel with the token, and refreshes on state-changed', async () => {
    let listed = 0;
    const server = fakeServer(
      routes({
        'GET /v1/admin/gift-bucket/buckets': () => {
          listed += 1;
          return json({ items: [bucket({ state: listed > 1 ? 'BeStable' : 'Updating' })] });
        },
      }),
    );
    renderScreen(<GiftBucketList />, {
      route: '/gift-bucket/list',
      path: '/gift-bucket/list',
      session: testSession(),
      server,
    });
    await screen.findByText('Updating');
    const socket = FakeLiveSocket.all[0]!;
    await waitFor(() => expect(socket.sent).toEqual([{ channel: 'gift-bucket', accessToken: 'test-token' }]));
    expect(socket.url).toMatch(/\/v1\/live$/);
    act(() => socket.deliver({ type: 'subscribed', channel: 'gift-bucket' }));
    expect(await screen.findByText('Live')).toBeTruthy();
    act(() => socket.deliver({ type: 'state-changed', bucket: bucket({ state: 'BeStable' }) }));
    expect(await screen.findByText('Stable')).toBeTruthy();
  });

  it('does not reconnect after close code 4002, but does after another close', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderScreen(<GiftBucketList />, {
        route: '/gift-bucket/list',
        path: '/gift-bucket/list',
        session: testSession(),
        server: fakeServer(routes()),
      });
      await screen.findByText('Roses');
      act(() => FakeLiveSocket.all[0]!.serverClose(1006));
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(FakeLiveSocket.all).toHaveLength(2);
      act(() => FakeLiveSocket.all[1]!.serverClose(4002));
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(FakeLiveSocket.all).toHaveLength(2);
      expect(screen.getByText('Not live: reconnecting…')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the crawler is off and what to do when there are no buckets', async () => {
    renderScreen(<GiftBucketList />, {
      route: '/gift-bucket/list',
      path: '/gift-bucket/list',
      session: testSession(),
      server: fakeServer(
        routes({
          'GET /v1/admin/gift-bucket/config': crawler({ enabled: false }),
          'GET /v1/admin/gift-bucket/buckets': { items: [] },
        }),
      ),
    });
    expect(
      await screen.findByText('The crawler is off: no gift is taken in until you enable it.'),
    ).toBeTruthy();
    expect(await screen.findByText(/No buckets yet\. Create one with “New bucket”/)).toBeTruthy();
  });

  it('says the buckets did not load, and retries', async () => {
    let fail = true;
    const server = fakeServer(
      routes({
        'GET /v1/admin/gift-bucket/buckets': () =>
          fail ? json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 503) : json({ items: [bucket()] }),
      }),
    );
    renderScreen(<GiftBucketList />, {
      route: '/gift-bucket/list',
      path: '/gift-bucket/list',
      session: testSession(),
      server,
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Roses')).toBeTruthy();
  });

  it('saves the crawler config with PATCH gift-bucket/config', async () => {
    const view = renderScreen(<GiftBucketList />, {
      route: '/gift-bucket/list',
      path: '/gift-bucket/list',
      session: testSession(),
      server: fakeServer(routes({ 'PATCH /v1/admin/gift-bucket/config': crawler({ batchSize: 50 }) })),
    });
    const card = await screen.findByTestId('crawler-card');
    const save = within(card).getByRole('button', { name: 'Save config' });
    // Admin spec §5, issue 30 §3.5: submit is enabled only after an edit.
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(card).getByLabelText('Events per tick'), { target: { value: '50' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        enabled: true,
        tickInterval: 100,
        ensureIdContinuous: false,
        accumulatorInterval: 1000,
        batchSize: 50,
      }),
    );
    // Saved: nothing left to save until the next edit.
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
  });

  it('creates a bucket, and recalculates one after confirming', async () => {
    const view = renderScreen(<GiftBucketList />, {
      route: '/gift-bucket/list',
      path: '/gift-bucket/list',
      session: testSession(),
      server: fakeServer(
        routes({
          'POST /v1/admin/gift-bucket/buckets': bucket({ name: 'Cars' }),
          [`POST /v1/admin/gift-bucket/bucket/${bucket().uuid}/recalculate`]: bucket({
            state: 'Recalculating',
          }),
        }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New bucket' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Cars ' } });
    fireEvent.change(within(dialog).getByLabelText('Gift ids (one per line; empty = every gift)'), {
      target: { value: 'car\n\n yacht ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'POST' && c.path.endsWith('/buckets'))?.body).toEqual({
        name: 'Cars',
        type: 'GiftID',
        giftIDs: ['car', 'yacht'],
      }),
    );
    const row = (await screen.findByText('Roses')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Recalculate' }));
    const confirm = await screen.findAllByRole('button', { name: 'Recalculate' });
    fireEvent.click(confirm.at(-1)!);
    await waitFor(() => expect(view.calls.some((c) => c.path.endsWith('/recalculate'))).toBe(true));
  });

  it('is closed to roles without workerSystem (ToolsControl)', async () => {
    renderDashboard({
      path: '/gift-bucket/list',
      session: testSession({ roles: ['ToolsControl'] }),
      server: fakeServer(routes()),
    });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });
});
