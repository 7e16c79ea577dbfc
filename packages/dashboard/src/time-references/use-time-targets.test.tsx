// The times a time may follow, read from the campaign's cached lists, and their names in words.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeServer, renderScreen, testSession } from '../app/testing.tsx';
import { campaign, detailRoutes, leaderboard } from '../campaigns/test-fixtures.ts';
import { useTimeTargets } from './use-time-targets.ts';

function Probe() {
  const targets = useTimeTargets(campaign.ID);
  if (targets.isLoading) return <p>loading</p>;
  return (
    <ul>
      {targets.targets.map((e) => (
        <li key={`${e.kind}:${e.id}`}>{targets.timeName(e.kind, e.id, 'endTime')}</li>
      ))}
      <li>{targets.describe(`leaderboard:${leaderboard.ID}.endTime-30m`)}</li>
      <li>{targets.describe(`campaign:${campaign.ID}.startTime+1d`)}</li>
      <li>{targets.describe('not an expression')}</li>
    </ul>
  );
}

describe('useTimeTargets', () => {
  it('lists the campaign, its leaderboards (not deleted), votes and roadmaps, and says an expression in words (one day, not one days)', async () => {
    renderScreen(<Probe />, {
      session: testSession(),
      server: fakeServer(
        detailRoutes({
          'GET /v1/admin/campaigns/10001/leaderboards': [
            leaderboard,
            { ...leaderboard, ID: 8, groupName: 'gone', isDeleted: true },
          ],
          'GET /v1/admin/campaigns/10001/votes': [
            { id: 3, topic: 'Fan favourite', startTime: 1, endTime: 2 },
          ],
          'GET /v1/admin/campaigns/10001/missionRoadmaps': [
            { ID: 4, groupName: '', startTime: 1, endTime: 2 },
          ],
        }),
      ),
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'campaign end',
      'leaderboard main end',
      'vote Fan favourite end',
      'roadmap #4 end',
      'leaderboard main end − 30 minutes',
      'campaign start + 1 day',
      'not an expression',
    ]);
  });
});
