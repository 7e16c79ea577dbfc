import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InsightAnswer, LeaderboardInsightAnswer } from '@eventory/domain/insight';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { campaign } from '../campaigns/test-fixtures.ts';

const HOUR = 3_600_000;
const start = Date.UTC(2026, 0, 1, 16); // 2026-01-02 00:00 at GMT+0800
const buckets = [start, start + HOUR, start + 2 * HOUR];
const steps = (counts: number[], base?: { p: (number | null)[]; m: (boolean | null)[] }) =>
  (['entered', 'sawLeaderboard', 'clickedProfile', 'votedOrClaimed'] as const).map((step, i) => ({
    step,
    viewers: counts[i]!,
    rate: counts[i]! / counts[0]!,
    pValue: base ? base.p[i]! : null,
    meaningful: base ? base.m[i]! : null,
  }));

const answer: InsightAnswer = {
  campaignID: 10001,
  timezone: 'GMT+0800',
  bucket: 'hour',
  from: buckets[0]!,
  to: buckets[2]! + HOUR,
  buckets,
  eventsByType: [{ key: '1', label: 'Gift', values: [4, 0, 2] }],
  scoreByLeaderboard: [{ key: '7', label: 'main', values: [40, 0, 20] }],
  uniqueSenders: [2, 0, 1],
  uniqueReceivers: [1, 0, 1],
  votesCast: [1, 0, 0],
  missionsCompleted: [0, 1, 0],
  rewardsClaimed: [0, 1, 0],
  registrations: [0, 0, 1],
  pageViews: [10, 5, 3],
  uniqueViewers: [8, 4, 3],
  blockViews: [{ key: 'ranking', label: 'ranking', values: [9, 4, 2] }],
  clicks: [{ key: 'profile_click', label: 'profile_click', values: [2, 1, 0] }],
  funnels: [
    { path: '', steps: steps([80, 60, 20, 5]).map(({ step, viewers, rate }) => ({ step, viewers, rate })) },
  ],
  variants: [
    { variant: 'A', steps: steps([40, 36, 10, 3]) },
    {
      variant: 'B',
      steps: steps([40, 24, 10, 2], { p: [1, 0.002, 1, 0.64], m: [false, true, false, false] }),
    },
  ],
  variantBlocks: [
    { variant: 'A', section: 'ranking', views: 40, clicks: 12 },
    { variant: 'B', section: 'ranking', views: 38, clicks: 8 },
  ],
  marks: { events: 6, tracking: 18 },
};

const boards: LeaderboardInsightAnswer = {
  campaignID: 10001,
  top: 10,
  leaderboards: [
    {
      leaderboardID: 7,
      name: 'main',
      containerID: 42,
      concentration: { total: 60, top1: 0.5, top10: 1, top100: 1 },
      topContributors: [{ key: 'luna', senderID: 'ben', score: 30 }],
      rankMovement: { times: [start, start + HOUR], series: [{ key: 'luna', ranks: [2, 1] }] },
    },
  ],
};

const routes = (overrides: Record<string, unknown> = {}) => ({
  'GET /v1/admin/campaigns/10001': campaign,
  'GET /v1/admin/campaigns/10001/insight': answer,
  'GET /v1/admin/campaigns/10001/insight/leaderboards': boards,
  'GET /v1/admin/campaigns/10001/insight/new-viewers': {
    campaignID: 10001,
    rule: null,
    timezone: 'GMT+0800',
    bucket: 'hour',
    from: buckets[0]!,
    to: buckets[2]! + HOUR,
    buckets,
    newViewers: [0, 0, 0],
    returningViewers: [1, 0, 0],
    unknownViewers: [0, 0, 0],
    total: { viewers: 1, newViewers: 0, unknownViewers: 0 },
  },
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('campaign insight (/insight)', () => {
  it('draws every chart from the answer as SVG, with the range asked in the campaign timezone', async () => {
    const server = fakeServer(routes());
    renderDashboard({ path: '/insight?campaignId=10001', session: testSession(), server });
    expect(await screen.findByRole('heading', { name: 'Insight of summer-cup' })).toBeTruthy();
    for (const id of [
      'events',
      'score',
      'uniques',
      'actions',
      'pages',
      'blocks',
      'clicks',
      'funnel',
      'variants',
      'rank-7',
      'new-viewers',
    ]) {
      const card = await screen.findByTestId(`insight-chart-${id}`);
      await waitFor(() => expect(card.querySelector('svg path')).not.toBeNull());
    }
    expect(screen.getByText('Times in the campaign timezone (GMT+0800).')).toBeTruthy();
    const asked = server.calls.find((c) => c.path.startsWith('/v1/admin/campaigns/10001/insight?'))!;
    const q = new URLSearchParams(asked.path.split('?')[1]);
    expect(q.get('bucket')).toBe('hour');
    expect(Number(q.get('to')) - Number(q.get('from'))).toBe(7 * 24 * HOUR);
  });

  it('downloads each chart’s data as CSV, times in the campaign timezone', async () => {
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
    fireEvent.click(await screen.findByTestId('insight-csv-events'));
    fireEvent.click(screen.getByTestId('insight-csv-funnel'));
    const [events, funnel] = await Promise.all(blobs.map(readText));
    expect(events).toBe('Time,Gift\r\n2026-01-02 00:00,4\r\n2026-01-02 01:00,0\r\n2026-01-02 02:00,2\r\n');
    expect(funnel).toContain('Step,(main page)\r\nEntered,80\r\nSaw a leaderboard,60\r\n');
  });

  it('compares variants with p-values and a plain flag while a difference is not yet meaningful', async () => {
    renderDashboard({
      path: '/insight?campaignId=10001',
      session: testSession(),
      server: fakeServer(routes()),
    });
    const section = await screen.findByTestId('insight-variants');
    const rows = await within(section).findAllByRole('row');
    const text = (variant: string, step: string) =>
      rows.find((r) => r.textContent?.startsWith(variant) && r.textContent.includes(step))!.textContent;
    expect(text('B', 'Saw a leaderboard')).toContain('0.002');
    expect(text('B', 'Saw a leaderboard')).toContain('Meaningful (p < 0.05)');
    expect(text('B', 'Voted or claimed')).toContain('Not yet meaningful');
    expect(text('A', 'Saw a leaderboard')).toContain('Baseline');
    expect(within(section).getByRole('columnheader', { name: 'Difference to A' })).toBeTruthy();
  });

  it('says what to do when nothing happened in the range, and asks again with another bucket', async () => {
    const zero = (values: number[]) => values.map(() => 0);
    const empty: InsightAnswer = {
      ...answer,
      eventsByType: [],
      scoreByLeaderboard: [],
      votesCast: zero(buckets),
      missionsCompleted: zero(buckets),
      rewardsClaimed: zero(buckets),
      registrations: zero(buckets),
      pageViews: zero(buckets),
      funnels: [],
      variants: [],
      variantBlocks: [],
    };
    const server = fakeServer(routes({ 'GET /v1/admin/campaigns/10001/insight': empty }));
    renderDashboard({ path: '/insight?campaignId=10001', session: testSession(), server });
    expect(await screen.findByTestId('insight-empty')).toBeTruthy();
    expect(screen.getByText(/No variant data yet/)).toBeTruthy();
    fireEvent.click(screen.getByText('Day'));
    await waitFor(() => expect(server.calls.some((c) => c.path.includes('bucket=day'))).toBe(true));
  });

  it('shows what went wrong with a retry', async () => {
    let fail = true;
    const server = fakeServer(
      routes({
        'GET /v1/admin/campaigns/10001/insight': () =>
          fail ? json({ errorCode: 'INTERNAL', errorMessage: 'database is down' }, 503) : json(answer),
      }),
    );
    renderDashboard({ path: '/insight?campaignId=10001', session: testSession(), server });
    expect(
      await screen.findByText(/The insight could not be loaded: /, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('insight-chart-events')).toBeTruthy();
  });

  it('is closed to roles without insightLink', async () => {
    renderDashboard({ path: '/insight?campaignId=10001', session: testSession({ roles: ['ABTester'] }) });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });

  it('speaks Arabic right to left', async () => {
    renderDashboard({
      path: '/insight?campaignId=10001',
      session: testSession(),
      server: fakeServer(routes()),
      locale: 'ar',
    });
    expect(await screen.findByRole('heading', { name: 'رؤى summer-cup' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /نزّل بيانات/ }).length).toBeGreaterThan(5),
    );
  });
});
