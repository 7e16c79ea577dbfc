import { describe, expect, it } from 'vitest';
import { buildCampaignDiagram, containersReadByJudges, type DiagramSource } from './campaign-diagram.ts';

const source = (over: Partial<DiagramSource> = {}): DiagramSource => ({
  campaign: { ID: 10001, codeName: 'demo', name: 'Demo' },
  leaderboards: [{ ID: 1, groupName: 'daily', containerID: 11 }],
  containers: [
    { ID: 11, type: 'Leaderboard', refContainerType: 'Leaderboard', groupName: 'daily', outside: false },
    { ID: 12, type: 'Leaderboard', refContainerType: 'Leaderboard', groupName: 'total', outside: false },
    { ID: 13, type: 'Leaderboard', refContainerType: 'Mission', groupName: '', outside: false },
    { ID: 14, type: 'Leaderboard', refContainerType: 'Vote', groupName: 'best singer', outside: false },
    {
      ID: 99,
      type: 'Leaderboard',
      refContainerType: 'Leaderboard',
      groupName: 'other campaign',
      outside: true,
    },
  ],
  evaluators: [
    {
      ID: 21,
      targetContainerID: 11,
      eventType: 1,
      resultKey: 'ReceiverID',
      judges: [{ logic: 'OR', children: [{ logic: 'IS', setting: { kind: 'container', containerID: 99 } }] }],
    },
  ],
  aggregators: [{ ID: 31, srcContainerID: 11, targetContainerID: 12, kind: 'sum' }],
  missions: [{ ID: 41, groupName: 'gift 3', missionContainerID: 13, leaderboardID: 1 }],
  votes: [{ ID: 51, topic: 'best singer', containerID: 14, nomineeContainerID: 12 }],
  ...over,
});

describe('the campaign diagram', () => {
  it('draws every row as a node and links each to what it scores, owns, reads or rolls into', () => {
    const diagram = buildCampaignDiagram(source());
    expect(diagram).toMatchObject({ campaignID: 10001, codeName: 'demo', name: 'Demo' });
    expect(diagram.nodes.map((n) => n.id).sort()).toEqual(
      [
        'aggregator-31',
        'container-11',
        'container-12',
        'container-13',
        'container-14',
        'container-99',
        'evaluator-21',
        'leaderboard-1',
        'mission-41',
        'vote-51',
      ].sort(),
    );
    expect(diagram.links.map((l) => `${l.source} ${l.kind} ${l.target}`).sort()).toEqual(
      [
        'leaderboard-1 owns container-11',
        'mission-41 owns container-13',
        'mission-41 belongs leaderboard-1',
        'vote-51 owns container-14',
        'container-12 nominates vote-51',
        'evaluator-21 scores container-11',
        'container-99 reads evaluator-21',
        'container-11 rolls aggregator-31',
        'aggregator-31 rolls container-12',
      ].sort(),
    );
    expect(diagram.nodes.find((n) => n.id === 'container-99')?.outside).toBe(true);
    expect(diagram.nodes.find((n) => n.id === 'evaluator-21')).toMatchObject({
      label: '1 → ReceiverID',
      containerID: 11,
    });
    expect(diagram.nodes.find((n) => n.id === 'aggregator-31')?.containerID).toBe(12);
    // Whose container it is, when its type does not say.
    expect(diagram.nodes.find((n) => n.id === 'container-11')?.label).toBe('Leaderboard · daily');
    expect(diagram.nodes.find((n) => n.id === 'container-13')?.label).toBe('Leaderboard (Mission)');
    expect(diagram.nodes.find((n) => n.id === 'container-14')?.label).toBe(
      'Leaderboard (Vote) · best singer',
    );
  });

  it('leaves out links to containers it does not hold, and evaluators and aggregators without both ends', () => {
    const diagram = buildCampaignDiagram(
      source({
        containers: [
          { ID: 11, type: 'Leaderboard', refContainerType: 'Leaderboard', groupName: '', outside: false },
        ],
        missions: [{ ID: 41, groupName: 'm', missionContainerID: 77, leaderboardID: 8 }],
        evaluators: [{ ID: 22, targetContainerID: 77, eventType: 1, resultKey: 'SenderID', judges: [] }],
      }),
    );
    expect(diagram.nodes.map((n) => n.id).sort()).toEqual(
      ['container-11', 'leaderboard-1', 'mission-41', 'vote-51'].sort(),
    );
    expect(diagram.links.map((l) => l.id)).toEqual(['owns:leaderboard-1->container-11']);
  });

  it('is empty for a campaign without rows', () => {
    const empty = buildCampaignDiagram(
      source({ leaderboards: [], containers: [], evaluators: [], aggregators: [], missions: [], votes: [] }),
    );
    expect(empty.nodes).toEqual([]);
    expect(empty.links).toEqual([]);
  });
});

describe('containers read by judges', () => {
  it('finds each container id once, nested in groups, ignoring anything that is not an id', () => {
    expect(
      containersReadByJudges([
        { setting: { containerID: 3 } },
        { children: [{ setting: { containerID: 4 } }, { children: [{ setting: { containerID: 3 } }] }] },
        { setting: { containerID: '5' } },
        { setting: { containerID: -1 } },
        null,
      ]),
    ).toEqual([3, 4]);
    expect(containersReadByJudges(undefined)).toEqual([]);
    expect(containersReadByJudges('x')).toEqual([]);
  });
});
