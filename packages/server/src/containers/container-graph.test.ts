import { describe, expect, it } from 'vitest';
import { describeEdge, judgePathsReading } from './container-service.ts';
import { scoringEnd } from '../campaigns/leaderboards.ts';

describe('judges reading a container', () => {
  it('finds every setting naming the container, nested in groups, with its path', () => {
    const judges = [
      { logic: 'IS', setting: { kind: 'container', field: 'WhiteList', containerID: 12 } },
      {
        logic: 'OR',
        children: [
          {
            logic: 'IS',
            setting: { kind: 'container', field: 'Rank', containerID: 13, operator: 'LTE', value: 3 },
          },
          {
            logic: 'AND',
            children: [
              { logic: 'IS', setting: { kind: 'SGroup', field: 'Group', containerID: 12, values: ['A'] } },
            ],
          },
        ],
      },
    ];
    expect(judgePathsReading(judges, 12)).toEqual([
      { path: 'judges.0.setting', field: 'container.WhiteList' },
      { path: 'judges.1.children.1.children.0.setting', field: 'SGroup.Group' },
    ]);
    expect(judgePathsReading(judges, 13)).toEqual([
      { path: 'judges.1.children.0.setting', field: 'container.Rank' },
    ]);
    expect(judgePathsReading(judges, 99)).toEqual([]);
    expect(judgePathsReading(null, 12)).toEqual([]);
  });

  it('names edges for the 409 message', () => {
    expect(describeEdge({ direction: 'in', kind: 'owner', ownerType: 'leaderboard', ownerID: 4 })).toBe(
      'owned by leaderboard 4',
    );
    expect(
      describeEdge({
        direction: 'out',
        kind: 'aggregator',
        aggregatorID: 2,
        containerID: 9,
        aggregatorKind: 'sum',
      }),
    ).toBe('aggregator 2 rolls it into container 9');
  });
});

describe('when a leaderboard stops scoring', () => {
  it('is the earlier of its end and its campaign end; endTime 0 follows the campaign; Forever never ends', () => {
    expect(scoringEnd({ endTime: 100 }, { endTime: 200, durationType: 'Custom' })).toBe(100);
    expect(scoringEnd({ endTime: 300 }, { endTime: 200, durationType: 'Custom' })).toBe(200);
    expect(scoringEnd({ endTime: 0 }, { endTime: 200, durationType: 'Custom' })).toBe(200);
    expect(scoringEnd({ endTime: 300 }, { endTime: 200, durationType: 'Forever' })).toBe(300);
    expect(scoringEnd({ endTime: 0 }, { endTime: 200, durationType: 'Forever' })).toBeUndefined();
  });
});
