// Campaign-admin fixtures shared by the UI tests (the shapes the admin API answers with).
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';

export const campaign: Campaign = {
  ID: 10001,
  URL: 'http://localhost:3000/event/summer-cup',
  codeName: 'summer-cup',
  name: 'Summer Cup',
  designName: '',
  kind: 'event',
  size: 'medium',
  timezone: 'GMT+0800',
  durationType: 'Duration',
  regions: ['TW'],
  scope: '',
  corporation: '',
  department: '',
  tagIDs: [],
  theme: {},
  startTime: 1_767_225_600,
  endTime: 1_769_904_000,
  isPermanent: false,
  createTime: 1,
  updateTime: 1,
};

export const leaderboard: Leaderboard = {
  ID: 7,
  eventID: 10001,
  groupName: 'main',
  designName: '',
  type: 'Normal',
  startTime: campaign.startTime,
  endTime: campaign.endTime,
  endTimeCountdown: 0,
  giftIDsForAnalyzing: [],
  isDeleted: false,
  containerID: 42,
  metadata: {},
  createTime: 1,
  updateTime: 1,
};

/** The lazy screens, loaded once before the first test so its time limit is spent on the test. */
export const preloadCampaignScreens = () =>
  Promise.all([import('./CampaignAdmin.tsx'), import('./CampaignList.tsx'), import('./CampaignDetail.tsx')]);

/** Everything the detail screen of `campaign` reads. */
export const detailRoutes = (overrides: Record<string, unknown> = {}) => ({
  'GET /v1/admin/campaigns/10001': campaign,
  'GET /v1/admin/campaigns/10001/leaderboards': [leaderboard],
  'GET /v1/admin/campaigns/10001/last-edit': {
    email: 'ops.lead@eventory.test',
    at: 1_767_225_600,
    table: 'campaigns',
    action: 'update',
  },
  'GET /v1/admin/campaigns/10001/translations': [],
  'GET /v1/admin/tags/all': [{ ID: 1, name: 'summer', color: 'gold' }],
  'GET /v1/admin/corporations': [{ ID: 1, name: 'Eventory', departments: ['Ops', 'Growth'] }],
  'GET /v1/admin/campaigns/10001/votes': [],
  'GET /v1/admin/campaigns/10001/missionRoadmaps': [],
  'GET /v1/admin/campaigns/10001/time-references': [],
  'GET /v1/admin/campaigns/10001/new-viewer-rule': {
    campaignID: 10001,
    rule: null,
    updatedBy: null,
    updatedAt: null,
  },
  'GET /v1/admin/campaigns/10001/new-viewers': {
    campaignID: 10001,
    rule: null,
    viewers: 0,
    newViewers: 0,
    at: 1_767_225_600,
  },
  ...overrides,
});
