import { describe, expect, it } from 'vitest';
import { checkCampaignDocument, contentReferenceProblems } from './campaign-document.ts';

const validDocument = () => ({
  version: 1,
  campaign: {
    ID: 10001,
    codeName: 'spring-cup',
    name: 'Spring Cup',
    startTime: 100,
    endTime: 200,
    tagIDs: [5],
  },
  leaderboards: [
    {
      ID: 7,
      groupName: 'Top',
      startTime: 100,
      endTime: 200,
      containerID: 3,
      metadata: { initWhitelist: 'False' },
    },
  ],
  containers: [{ ID: 3, type: 'Leaderboard', refID: 7, refContainerType: 'Leaderboard', groupName: 'Top' }],
  evaluators: [{ ID: 11, targetContainerID: 3, eventType: 1, resultKey: 'ReceiverID' }],
  translations: [{ key: 'title', translations: [{ locale: 'en_US', value: 'Spring Cup' }] }],
  tags: [{ ID: 5, name: 'Spring', color: '#52c41a' }],
  pageTemplate: { blueprint: { type: 'Page', children: [] }, references: {}, translations: {} },
});

describe('campaign document check', () => {
  it('accepts a well-formed document, filling defaults', () => {
    const check = checkCampaignDocument(validDocument());
    expect(check.ok).toBe(true);
    if (check.ok) {
      expect(check.document.campaign.kind).toBe('event');
      expect(check.document.leaderboards[0]?.initContainerIDs).toEqual([]);
    }
  });

  it('lists every shape problem at once, each with its field', () => {
    const doc = validDocument() as Record<string, unknown>;
    doc.version = 2;
    (doc.campaign as Record<string, unknown>).codeName = 'Bad Name';
    (doc.leaderboards as Record<string, unknown>[])[0]!.groupName = '';
    (doc.campaign as Record<string, unknown>).theme = { length: '12' };
    delete doc.containers;
    const check = checkCampaignDocument(doc);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.problems.map((p) => p.field).sort()).toEqual(
        [
          'campaign.codeName',
          'campaign.theme.length',
          'containers',
          'leaderboards.0.groupName',
          'version',
        ].sort(),
      );
  });

  it('lists references that point outside the document and ids given twice', () => {
    const doc = validDocument();
    doc.campaign.tagIDs = [6];
    doc.evaluators[0]!.targetContainerID = 4;
    doc.containers.push({ ...doc.containers[0]!, refID: 99 });
    const check = checkCampaignDocument(doc);
    expect(check.ok).toBe(false);
    if (!check.ok)
      expect(check.problems.map((p) => p.field)).toEqual([
        'containers.0.ID',
        'containers.1.ID',
        'campaign.tagIDs.0',
        'containers.1.refID',
        'evaluators.0.targetContainerID',
      ]);
  });

  it('refuses something that is not a document', () => {
    const check = checkCampaignDocument('hello');
    expect(check).toEqual({ ok: false, problems: [{ field: 'document', message: expect.any(String) }] });
  });
});

describe('contentReferenceProblems', () => {
  const mission = {
    ID: 1,
    missionContainerID: 50,
    refType: 'leaderboard' as const,
    refID: 7,
    userMissionType: 0 as const,
    groupName: '',
    goal: 0,
    desc: {},
    iconURL: '',
    normalMission: { goal: 0 },
    eventHandler: {
      eventType: 1,
      resultKey: 'ReceiverID' as const,
      judges: [],
      scoreCalc: { kind: 'field' as const, field: 'Point' as const },
    },
  };
  const doc = {
    campaign: { ID: 100 },
    leaderboards: [{ ID: 7 }],
    containers: [{ ID: 40 }],
    missions: [mission],
    missionRoadmaps: [{ ID: 3 }],
    questionnaires: [{ ID: 1, containerID: 50 }],
    prizes: [{ ID: 1, leaderboardID: 7 }],
    aggregators: [{ ID: 1, srcContainerID: 40, targetContainerID: 50 }],
  };

  it('accepts references to the document’s leaderboards, roadmaps and containers (mission containers included)', () => {
    expect(contentReferenceProblems(doc)).toEqual([]);
  });

  it('names every dangling or repeated reference', () => {
    const broken = {
      ...doc,
      missions: [
        mission,
        { ...mission, ID: 1, missionContainerID: 40, refType: 'missionRoadmap' as const, refID: 9 },
      ],
      questionnaires: [{ ID: 1, containerID: 41 }],
      prizes: [{ ID: 1, leaderboardID: 8 }],
      aggregators: [{ ID: 1, srcContainerID: 40, targetContainerID: 99 }],
    };
    expect(contentReferenceProblems(broken).map((p) => p.field)).toEqual([
      'missions.1.ID',
      'missions.1.missionContainerID',
      'missions.1.refID',
      'questionnaires.0.containerID',
      'prizes.0.leaderboardID',
      'aggregators.0.targetContainerID',
    ]);
  });
});
