import { describe, expect, it } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { shownAt } from './route-selection.ts';

const NOW = Date.UTC(2026, 10, 24, 12);

const page: BlueprintNode = {
  type: 'Page',
  children: [
    { type: 'Leaderboard', children: [{ type: 'LeaderboardRow' }] },
    {
      type: 'Switch',
      props: { defaultPath: '/' },
      children: [
        { type: 'Route', props: { path: '/' }, children: [{ type: 'LeaderboardTotal' }] },
        { type: 'Route', props: { path: '/schedule' }, children: [{ type: 'Timeline' }] },
        {
          type: 'Route',
          props: { path: '/missions' },
          children: [
            {
              type: 'Switch',
              props: { defaultPath: '/missions/today' },
              children: [
                { type: 'Route', props: { path: '/missions/today' }, children: [{ type: 'MissionList' }] },
                { type: 'Route', props: { path: '/missions/gifts' }, children: [{ type: 'Gifts' }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const types = (node: BlueprintNode): string[] => [node.type, ...(node.children ?? []).flatMap(types)];

describe('the blueprint as it shows at a path', () => {
  it('keeps only the route each switch shows, and every block outside switches', () => {
    expect(types(shownAt(page, '/', NOW))).toEqual([
      'Page',
      'Leaderboard',
      'LeaderboardRow',
      'Switch',
      'Route',
      'LeaderboardTotal',
    ]);
    expect(types(shownAt(page, '/schedule', NOW))).toContain('Timeline');
    expect(types(shownAt(page, '/schedule', NOW))).not.toContain('LeaderboardTotal');
  });

  it('follows the redirect to the default path, in nested switches too', () => {
    expect(types(shownAt(page, '/unknown', NOW))).toContain('LeaderboardTotal');
    const missions = types(shownAt(page, '/missions', NOW));
    expect(missions).toContain('MissionList');
    expect(missions).not.toContain('Gifts');
    expect(types(shownAt(page, '/missions/gifts', NOW))).toContain('Gifts');
  });

  it('keeps nothing of a switch whose default path matches no route', () => {
    const lost: BlueprintNode = {
      type: 'Switch',
      props: { defaultPath: '/nowhere' },
      children: [{ type: 'Route', props: { path: '/only' }, children: [{ type: 'Timeline' }] }],
    };
    expect(types(shownAt(lost, '/elsewhere', NOW))).toEqual(['Switch']);
  });
});
