import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InsightAnswer } from '@eventory/domain/insight';
import type { NewViewersOverTime } from '@eventory/domain/new-viewers';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { campaign } from '../campaigns/test-fixtures.ts';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 0, 1, 16); // 2026-01-02 00:00 at GMT+0800
const buckets = [start, start + HOUR, start + 2 * HOUR];
const zeros = buckets.map(() => 0);

const insight: InsightAnswer = {
  campaignID: 10001,
  timezone: 'GMT+0800',
  bucket: 'hour',
  from: start,
  to: start + 3 * HOUR,
  buckets,
  eventsByType: [],
  scoreByLeaderboard: [],
  uniqueSenders: zeros,
  uniqueReceivers: zeros,
  votesCast: [1, 0, 0],
  missionsCompleted: zeros,
  rewardsClaimed: zeros,
  registrations: zeros,
  pageViews: [3, 0, 1],
  uniqueViewers: [3, 0, 1],
  blockViews: [],
  clicks: [],
  funnels: [],
  variants: [],
  variantBlocks: [],
  marks: { events: 0, tracking: 0 },
};

const newViewers: NewViewersOverTime = {
  campaignID: 10001,
  rule: { basis: 'level', atMost: 10 },
  timezone: 'GMT+0800',
  bucket: 'hour',
  from: start,
  to: start + 3 * HOUR,
  buckets,
  newViewers: [2, 0, 1],
  returningViewers: [1, 0, 0],
  unknownViewers: [0, 0, 1],
  total: { viewers: 5, newViewers: 3, unknownViewers: 1 },
};

const routes = (overrides: Record<string, unknown> = {}) => ({
  'GET /v1/admin/campaigns/10001': campaign,
  'GET /v1/admin/campaigns/10001/insight': insight,
  'GET /v1/admin/campaigns/10001/insight/leaderboards': { campaignID: 10001, top: 10, leaderboards: [] },
  'GET /v1/admin/campaigns/10001/insight/new-viewers': newViewers,
  ...overrides,
});

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

afterEach(() => vi.restoreAllMocks());

describe('new viewers on the insight screen', () => {
  it('stacks new, returning and unknown viewers per bucket of the screen’s range, with the totals and the rule', async () => {
    const server = fakeServer(routes());
    renderDashboard({ path: '/insight?campaignId=10001', session: testSession(), server });
    const card = await screen.findByTestId('insight-chart-new-viewers');
    expect(within(card).getByRole('heading', { name: 'New and returning viewers' })).toBeTruthy();
    await waitFor(() => expect(card.querySelector('svg path')).not.toBeNull());
    expect(screen.getByTestId('insight-new-viewers-total').textContent).toBe(
      '5 viewers in this range, 3 of them new; 1 not known to the platform.',
    );
    expect(screen.getByText(/New: platform level at most 10\./)).toBeTruthy();
    // Asked for the same range and bucket as the rest of the screen.
    const asked = (prefix: string) =>
      new URLSearchParams(server.calls.find((c) => c.path.startsWith(prefix))!.path.split('?')[1]);
    const main = asked('/v1/admin/campaigns/10001/insight?');
    const mine = asked('/v1/admin/campaigns/10001/insight/new-viewers?');
    expect([...mine.entries()]).toEqual([...main.entries()]);
  });

  it('downloads exactly the table it draws as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderDashboard({
      path: '/insight?campaignId=10001',
      session: testSession(),
      server: fakeServer(routes()),
    });
    fireEvent.click(await screen.findByTestId('insight-csv-new-viewers'));
    expect(await readText(blobs[0]!)).toBe(
      'Time,New,Returning,Not known to the platform\r\n' +
        '2026-01-02 00:00,2,1,0\r\n2026-01-02 01:00,0,0,0\r\n2026-01-02 02:00,1,0,1\r\n',
    );
  });

  it('says what to do when the campaign has no new-viewer rule', async () => {
    renderDashboard({
      path: '/insight?campaignId=10001',
      session: testSession(),
      server: fakeServer(
        routes({
          'GET /v1/admin/campaigns/10001/insight/new-viewers': {
            ...newViewers,
            rule: null,
            newViewers: zeros,
            returningViewers: [3, 0, 0],
            total: { viewers: 5, newViewers: 0, unknownViewers: 1 },
          },
        }),
      ),
    });
    expect(await screen.findByText(/This campaign has no new-viewer rule/)).toBeTruthy();
  });

  it('shows what went wrong with a retry, and the rest of the screen still draws', async () => {
    let fail = true;
    renderDashboard({
      path: '/insight?campaignId=10001',
      session: testSession(),
      server: fakeServer(
        routes({
          'GET /v1/admin/campaigns/10001/insight/new-viewers': () =>
            fail ? json({ errorCode: 'INTERNAL', errorMessage: 'database is down' }, 503) : json(newViewers),
        }),
      ),
    });
    expect(await screen.findByTestId('insight-chart-pages')).toBeTruthy();
    const error = await screen.findByTestId('insight-new-viewers-error', {}, { timeout: 15_000 });
    expect(error.textContent).toContain('The new viewers could not be loaded:');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('insight-chart-new-viewers')).toBeTruthy();
  });

  it('speaks every locale: Traditional Chinese by default', async () => {
    renderDashboard({
      path: '/insight?campaignId=10001',
      session: testSession(),
      server: fakeServer(routes()),
      locale: 'zh_TW',
    });
    expect(await screen.findByRole('heading', { name: '新觀眾與回訪觀眾' })).toBeTruthy();
  });
});
