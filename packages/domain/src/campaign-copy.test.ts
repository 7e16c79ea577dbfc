import { describe, expect, it } from 'vitest';
import { remapIds, remapTimestampQueries, type IdRemap } from './campaign-copy.ts';

const remap: IdRemap = {
  campaign: new Map([[10001, 10050]]),
  leaderboard: new Map([
    [7, 70],
    [8, 80],
  ]),
  container: new Map([[3, 30]]),
  vote: new Map([[5, 50]]),
};

describe('copy with id remap (admin spec §5)', () => {
  it('remaps campaign, leaderboard, container and vote references to the new ids', () => {
    expect(
      remapIds(
        {
          campaignID: 10001,
          eventID: 10001,
          leaderboardID: 7,
          containerID: 3,
          targetContainerID: 3,
          voteID: 5,
        },
        remap,
      ),
    ).toEqual({
      campaignID: 10050,
      eventID: 10050,
      leaderboardID: 70,
      containerID: 30,
      targetContainerID: 30,
      voteID: 50,
    });
  });

  it('leaves unmatched ids alone', () => {
    expect(remapIds({ containerID: 999, leaderboardID: 9, campaignID: 1 }, remap)).toEqual({
      containerID: 999,
      leaderboardID: 9,
      campaignID: 1,
    });
  });

  it('keeps numeric-string references strings (leaderboard metadata)', () => {
    expect(remapIds({ relatedLeaderboardId: '8', containerIDs: '3', note: '3' }, remap)).toEqual({
      relatedLeaderboardId: '80',
      containerIDs: '30',
      note: '3',
    });
  });

  it('remaps lists of ids and references nested deep in blueprints', () => {
    const blueprint = {
      type: 'Page',
      children: [
        { type: 'Tabs', props: { leaderboardIDs: [7, 8, 9] } },
        { type: 'Leaderboard', props: { containerID: 3, title: 'Top 3' } },
      ],
    };
    expect(remapIds(blueprint, remap)).toEqual({
      type: 'Page',
      children: [
        { type: 'Tabs', props: { leaderboardIDs: [70, 80, 9] } },
        { type: 'Leaderboard', props: { containerID: 30, title: 'Top 3' } },
      ],
    });
  });

  it('remaps the ids of timestamp queries, leaving unmatched ones and other numbers alone', () => {
    expect(remapTimestampQueries('leaderboard:7.endTime', remap)).toBe('leaderboard:70.endTime');
    expect(remapTimestampQueries('{{campaign:10001.startTime+3600}} until container:3', remap)).toBe(
      '{{campaign:10050.startTime+3600}} until container:30',
    );
    expect(remapTimestampQueries('leaderboard:9.endTime and 7 gifts', remap)).toBe(
      'leaderboard:9.endTime and 7 gifts',
    );
    expect(remapIds({ props: { asDefaultPathBefore: 'Leaderboard:8.endTime' } }, remap)).toEqual({
      props: { asDefaultPathBefore: 'Leaderboard:80.endTime' },
    });
  });

  it('does not change its input', () => {
    const input = { containerID: 3, nested: { leaderboardID: 7 } };
    remapIds(input, remap);
    expect(input).toEqual({ containerID: 3, nested: { leaderboardID: 7 } });
  });
});
