import { describe, expect, it } from 'vitest';
import { remapIds, remapPageIds, remapTimestampQueries, type IdRemap } from './campaign-copy.ts';

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

// Issue 30 §2.6, admin spec §5 "ids in references are remapped": every id a copied page holds.
describe("a copied page's ids", () => {
  const roadmaps = new Map([[4, 40]]);
  const missions = (refType: string, refID: unknown) => ({ type: 'MissionList', props: { refType, refID } });

  it("remaps a mission list's refID by its refType: leaderboard, campaign or mission roadmap", () => {
    const page = {
      type: 'Page',
      children: [
        missions('leaderboard', 7),
        missions('campaign', '10001'),
        missions('missionRoadmap', 4),
        { type: 'MissionList', props: { refID: 8 } },
        missions('leaderboard', 999),
      ],
    };
    expect(remapPageIds(page, remap, roadmaps).children?.map((n) => n.props?.refID)).toEqual([
      70,
      '10050',
      40,
      80,
      999,
    ]);
  });

  it('remaps the containers and votes a fetcher names, keeping the rest of its text', () => {
    const board = (fetcher: string) => ({ type: 'Leaderboard', props: { fetcher, bonusFetcher: fetcher } });
    const page = {
      type: 'Page',
      children: [
        board('eventory:3'),
        board('3'),
        board('top-count:3, 4,3'),
        board('voteapi:5'),
        board('mktevent:vote-5'),
        board('campaign-leaderboard:container-3'),
        board('custom:/api/3'),
        board('constructor:3'),
        board(''),
      ],
    };
    const out = remapPageIds(page, remap, roadmaps).children ?? [];
    expect(out.map((n) => n.props?.fetcher)).toEqual([
      'eventory:30',
      '30',
      'top-count:30, 4,30',
      'voteapi:50',
      'mktevent:vote-50',
      'campaign-leaderboard:container-30',
      'custom:/api/3',
      'constructor:3',
      '',
    ]);
    expect(out.map((n) => n.props?.bonusFetcher)).toEqual(out.map((n) => n.props?.fetcher));
  });

  it('still remaps reference keys and timestamp queries, at any depth, without changing the source', () => {
    const page = {
      type: 'Page',
      children: [
        { type: 'Box', children: [{ type: 'Leaderboard', props: { containerID: 3, voteID: '5' } }] },
      ],
    };
    const before = structuredClone(page);
    expect(remapPageIds(page, remap, roadmaps).children?.[0]?.children?.[0]?.props).toEqual({
      containerID: 30,
      voteID: '50',
    });
    expect(page).toEqual(before);
  });
});
