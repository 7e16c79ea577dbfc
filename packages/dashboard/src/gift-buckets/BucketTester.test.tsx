import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GiftBucketDetail, GiftBucketSummary } from '@eventory/domain/gift-buckets';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { FakeLiveSocket } from './fake-live-socket.ts';

const bucket = (overrides: Partial<GiftBucketSummary> = {}): GiftBucketSummary => ({
  uuid: '6b1f6c3e-8a55-4a39-9f0e-1b2c3d4e5f60',
  name: 'Roses',
  type: 'GiftID',
  state: 'BeStable',
  giftIDs: [],
  containerID: 77,
  mark: 40,
  lastGiftAt: 0,
  createTime: 1,
  updateTime: 1,
  poolSize: 1,
  poolTotal: 100,
  ...overrides,
});

describe('/tester/gift-bucket (issue 15 §5)', () => {
  beforeAll(() => import('./BucketTester.tsx'), 60_000);
  beforeEach(() => vi.stubGlobal('WebSocket', FakeLiveSocket));
  afterEach(() => vi.unstubAllGlobals());

  it('sends a gift and shows what it did to each bucket, refreshing every second', async () => {
    let sent = false;
    let listed = 0;
    const server = fakeServer({
      'GET /v1/admin/gift-bucket/buckets': () => {
        listed += 1;
        return json({
          items: [
            bucket({ poolTotal: sent ? 110 : 100, state: sent ? 'Updating' : 'BeStable' }),
            bucket({ uuid: '00000000-0000-4000-8000-000000000002', name: 'Cars', poolTotal: 5 }),
          ],
        });
      },
      'POST /v1/admin/event': () => {
        sent = true;
        return json({ accepted: true, duplicate: false, effects: [] });
      },
    });
    const view = renderDashboard({
      path: '/tester/gift-bucket',
      session: testSession({ roles: ['ToolsControl'] }),
      server,
    });
    await screen.findByText('Roses');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(view.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = view.calls.find((c) => c.method === 'POST')?.body as { giftEvent: unknown; type: number };
    expect(body.type).toBe(1);
    expect(body.giftEvent).toEqual({
      giftID: 'rose',
      senderID: 'viewer-1',
      receiverID: 'streamer-1',
      point: 10,
    });
    // The next refresh (1 s) shows the change per bucket.
    await waitFor(() => expect(screen.getByTestId('change-Roses').textContent).toBe('+10'), {
      timeout: 4000,
    });
    expect(screen.getByTestId('change-Cars').textContent).toBe('0');
    expect(screen.getByText('Updating')).toBeTruthy();
    expect(listed).toBeGreaterThanOrEqual(2);
  });

  it('shows the pool of the chosen bucket', async () => {
    const detail: GiftBucketDetail = {
      ...bucket(),
      pool: [
        { key: 'rose', score: 90, lastUpdateMs: 1 },
        { key: 'lily', score: 10, lastUpdateMs: 1 },
      ],
    };
    renderDashboard({
      path: '/tester/gift-bucket',
      session: testSession({ roles: ['ToolsControl'] }),
      server: fakeServer({
        'GET /v1/admin/gift-bucket/buckets': { items: [bucket()] },
        [`GET /v1/admin/gift-bucket/bucket/${bucket().uuid}`]: detail,
      }),
    });
    expect(await screen.findByText('Choose a bucket to see its pool.')).toBeTruthy();
    const row = (await screen.findByText('Roses')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('radio'));
    expect(await screen.findByText('Pool of Roses')).toBeTruthy();
    expect(await screen.findByText('lily')).toBeTruthy();
  });

  it('says what to do when there are no buckets, and that the crawler is off', async () => {
    renderDashboard({
      path: '/tester/gift-bucket',
      session: testSession({ roles: ['ToolsControl'] }),
      server: fakeServer({
        'GET /v1/admin/gift-bucket/buckets': { items: [] },
        'GET /v1/admin/gift-bucket/config': {
          enabled: false,
          tickInterval: 100,
          ensureIdContinuous: false,
          accumulatorInterval: 1000,
          batchSize: 500,
          mark: 0,
          head: 0,
          updateTime: 0,
        },
      }),
    });
    expect(
      await screen.findByText('The crawler is off: no gift is taken in until you enable it.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('No buckets yet. A developer creates them on the Gift Bucket screen.'),
    ).toBeTruthy();
  });

  it('is closed to roles without tester (ViewOnly)', async () => {
    renderDashboard({
      path: '/tester/gift-bucket',
      session: testSession({ roles: ['ViewOnly'] }),
      server: fakeServer({}),
    });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });
});
