// What the campaign content UI tests share: a mission and a questionnaire of campaign 10001, the calls
// every campaign screen makes, and the writes a test checks.
import type { Mission } from '@eventory/domain/missions';
import type { Questionnaire } from '@eventory/domain/questionnaires';
import type { FetchCall } from '../app/testing.tsx';
import { campaign, leaderboard } from '../campaigns/test-fixtures.ts';

export const makeMission = (overrides: Partial<Mission> = {}): Mission => ({
  id: 11,
  campaignID: 10001,
  type: 2,
  userMissionType: 0,
  missionContainerID: 90,
  evaluatorID: 91,
  groupName: 'daily',
  goal: 5,
  desc: { en_US: 'Send five gifts' },
  iconURL: '',
  normalMission: { goal: 5 },
  eventHandler: {
    eventType: 1,
    resultKey: 'SenderID',
    judges: [],
    scoreCalc: { kind: 'field', field: 'Count' },
  },
  refType: 'campaign',
  refID: 10001,
  createTime: 1,
  updateTime: 1,
  ...overrides,
});

export const makeQuestionnaire = (overrides: Partial<Questionnaire> = {}): Questionnaire => ({
  ID: 3,
  campaignID: 10001,
  groupName: 'main',
  startTime: campaign.startTime,
  endTime: campaign.endTime,
  endTimeCountdown: 0,
  eventHandler: { constraint: [] },
  containerID: 0,
  evaluatorID: 0,
  questions: [],
  createTime: 1,
  updateTime: 1,
  ...overrides,
});

/**
 * The campaign and its leaderboards, which every campaign screen reads, and (empty) what the mission and
 * tracker screens show their permission holders: the mission history and the multiple replays.
 */
export const CAMPAIGN_ROUTES = {
  'GET /v1/admin/campaigns/10001': campaign,
  'GET /v1/admin/campaigns/10001/leaderboards': [leaderboard],
  'GET /v1/admin/campaigns/10001/mission-history/days': { campaignID: 10001, timezone: 'GMT+0800', days: [] },
  'GET /v1/admin/campaigns/10001/mission-history/changes': { items: [], total: 0 },
  'GET /v1/admin/campaigns/10001/multiple-replays': [],
  'GET /v1/admin/campaigns/10001/time-references': [],
};

/** The writes (anything but GET) whose path starts with `path`. */
export const writes = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.method !== 'GET' && c.path.startsWith(path));
