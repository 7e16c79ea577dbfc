import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MissionRewardClaim } from '@eventory/domain/mission-rewards';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';
import { CAMPAIGN_ROUTES as base, makeMission } from './test-fixtures.ts';

const CLAIMS = '/v1/admin/campaigns/10001/missionRewardClaims';
const claim = (i: number, overrides: Partial<MissionRewardClaim> = {}): MissionRewardClaim => ({
  ID: i,
  missionID: 11,
  missionDesc: { en_US: 'Send five gifts' },
  userID: `user-${i}`,
  openID: `viewer${i}`,
  displayName: `Viewer ${i}`,
  prizeType: 1,
  itemID: 'frame-gold',
  itemCount: 2,
  claimTime: 1_800_000_000,
  ...overrides,
});

const claimCalls = (calls: FetchCall[]) =>
  calls.filter((c) => c.path.startsWith(CLAIMS)).map((c) => new URL(c.path, 'http://x').searchParams);

function show(routes: Record<string, unknown>) {
  const server = fakeServer({
    ...base,
    'GET /v1/admin/campaigns/10001/prizes': [],
    'GET /v1/admin/campaigns/10001/prizeResults': [],
    'GET /v1/admin/campaigns/10001/missions': [
      makeMission(),
      makeMission({ id: 12, desc: { en_US: 'Watch ten minutes' } }),
    ],
    ...routes,
  } as Parameters<typeof fakeServer>[0]);
  return renderDashboard({ path: '/eventory/10001/prizes', session: testSession(), server });
}

describe('prize screen: rewards claimed through missions (issue 13 §2)', () => {
  beforeAll(
    () => Promise.all([import('../campaigns/CampaignAdmin.tsx'), import('./CampaignContent.tsx')]),
    60_000,
  );

  it('lists who claimed which mission reward and when, and pages on the server', async () => {
    const view = show({
      [`GET ${CLAIMS}`]: (call: FetchCall) => {
        const offset = Number(new URL(call.path, 'http://x').searchParams.get('offset'));
        const items = Array.from({ length: offset === 0 ? 20 : 5 }, (_, i) => claim(offset + i + 1));
        return json({ items, total: 25 });
      },
    });
    const table = await screen.findByTestId('mission-reward-claims');
    expect(await within(table).findByText('viewer1')).toBeTruthy();
    const row = within(table).getByText('viewer1').closest('tr')!;
    expect(within(row).getByText('user-1')).toBeTruthy();
    expect(within(row).getByText('11 · Send five gifts')).toBeTruthy();
    expect(within(row).getByText(/frame-gold ×2/)).toBeTruthy();
    expect(within(row).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy();
    expect(claimCalls(view.calls)[0]?.get('limit')).toBe('20');
    expect(claimCalls(view.calls)[0]?.get('offset')).toBe('0');

    fireEvent.click(screen.getByTitle('2'));
    expect(await within(table).findByText('viewer21')).toBeTruthy();
    expect(claimCalls(view.calls).at(-1)?.get('offset')).toBe('20');
  });

  it('filters by mission: the request names the mission', async () => {
    const view = show({ [`GET ${CLAIMS}`]: { items: [claim(1)], total: 1 } });
    await within(await screen.findByTestId('mission-reward-claims')).findByText('viewer1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show the claims of one mission' }));
    fireEvent.click(await screen.findByText('12 · Watch ten minutes'));
    await waitFor(() => expect(claimCalls(view.calls).at(-1)?.get('missionID')).toBe('12'));
  });

  it('says what to expect when nobody claimed yet', async () => {
    show({ [`GET ${CLAIMS}`]: { items: [], total: 0 } });
    expect(
      await screen.findByText(
        /No viewer has claimed a mission reward yet\. Rewards appear here once a viewer/,
      ),
    ).toBeTruthy();
  });

  it('says the list did not load and retries', async () => {
    let fail = true;
    const view = show({
      [`GET ${CLAIMS}`]: () =>
        fail
          ? json({ errorCode: 'INTERNAL', errorMessage: 'boom' }, 500)
          : json({ items: [claim(3)], total: 1 }),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('viewer3')).toBeTruthy();
    expect(claimCalls(view.calls).length).toBeGreaterThanOrEqual(2);
  });
});
