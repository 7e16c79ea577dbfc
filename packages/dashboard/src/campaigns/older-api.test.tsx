import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { campaign, detailRoutes, preloadCampaignScreens } from './test-fixtures.ts';
import type { OlderEvent } from '@eventory/domain/older-event';

const { ID: _id, corporation: _c, department: _d, ...fields } = campaign;
const olderEvent: OlderEvent = {
  ...fields,
  id: 42,
  codeName: 'old-cup',
  extraInfo: { corporation: 'nil_string', department: 'Ops' },
  leaderboards: [
    { id: 5, groupName: 'gold', designName: '', giftIDs: ['rose'], isDeleted: false, containerID: 9 },
  ],
  questionnaires: [],
  translations: [],
};

// Admin spec §5: "Event ids above 10000 use the newer admin API; others use the older one."
describe('campaign detail picks the older event API for ids ≤ 10000', () => {
  beforeAll(preloadCampaignScreens, 60_000);

  it('reads campaign 42 through event/42, its leaderboards and translations through the older calls', async () => {
    const server = fakeServer({
      ...detailRoutes(),
      'GET /v1/admin/event/42': olderEvent,
      'GET /v1/admin/event/42/leaderboard': olderEvent.leaderboards,
      'GET /v1/admin/event/42/translation': [],
      'GET /v1/admin/campaigns/42/last-edit': () => json(null),
    });
    const view = renderDashboard({ path: '/eventory/42', session: testSession(), server });
    expect(await screen.findByRole('heading', { name: 'Campaign old-cup' })).toBeTruthy();
    expect(within(screen.getByTestId('leaderboard-list')).getByText('gold')).toBeTruthy();
    expect(within(screen.getByTestId('leaderboard-list')).getByText('rose')).toBeTruthy();
    const paths = view.calls.map((c) => c.path.split('?')[0] ?? '');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/admin/event/42',
        '/v1/admin/event/42/leaderboard',
        '/v1/admin/event/42/translation',
      ]),
    );
    expect(paths).not.toContain('/v1/admin/campaigns/42');
    expect(paths).not.toContain('/v1/admin/campaigns/42/leaderboards');
  });

  it('reads campaign 10001 through the newer API only', async () => {
    const view = renderDashboard({
      path: '/eventory/10001',
      session: testSession(),
      server: fakeServer(detailRoutes()),
    });
    expect(await screen.findByRole('heading', { name: 'Campaign summer-cup' })).toBeTruthy();
    const paths = view.calls.map((c) => c.path.split('?')[0] ?? '');
    expect(paths).toContain('/v1/admin/campaigns/10001');
    expect(paths.some((p) => p.startsWith('/v1/admin/event/'))).toBe(false);
  });
});
