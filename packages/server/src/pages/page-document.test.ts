import { describe, expect, it } from 'vitest';
import type { Campaign } from '@eventory/domain/campaign';
import { defaultBlueprint, pageDocumentOf, pageTypeOf } from './page-document.ts';

const campaign: Campaign = {
  ID: 10001,
  codeName: 'spring-cup',
  name: 'Spring Cup',
  designName: '',
  kind: 'event',
  size: 'medium',
  timezone: 'GMT+0800',
  durationType: 'Duration',
  regions: ['TW'],
  startTime: 100,
  endTime: 200,
  isPermanent: false,
  scope: '',
  corporation: '',
  department: '',
  tagIDs: [],
  theme: {},
  URL: '',
  createTime: 1,
  updateTime: 1,
};
const board = {
  ID: 7,
  containerID: 70,
  groupName: 'Top streamers',
  startTime: 100,
  endTime: 200,
  isDeleted: false,
};

describe('default page of a campaign without a template', () => {
  it('shows the campaign name as title, then one Leaderboard block per leaderboard', () => {
    expect(defaultBlueprint(campaign, [board])).toEqual({
      type: 'Page',
      props: { title: 'Spring Cup' },
      children: [
        { type: 'Title', props: { text: 'Spring Cup' } },
        {
          type: 'Leaderboard',
          props: { containerID: 70, title: 'Top streamers' },
          children: [{ type: 'LeaderboardRow', props: { unit: '{0} pt' } }],
        },
      ],
    });
  });
  it('leaves out leaderboards flagged deleted', () => {
    const blueprint = defaultBlueprint(campaign, [
      board,
      { ...board, ID: 8, containerID: 80, isDeleted: true },
    ]);
    expect(blueprint.children).toHaveLength(2);
  });
});

describe('page document', () => {
  it('uses the stored template when there is one', () => {
    const template = {
      blueprint: { type: 'Page', children: [] },
      references: { a: 1 },
      translations: { en: { k: 'v' } },
    };
    const doc = pageDocumentOf(campaign, [board], template);
    expect(doc.blueprint).toBe(template.blueprint);
    expect(doc.translations).toEqual({ en: { k: 'v' } });
  });
  it("carries the campaign's timezone, whose days the daily tabs are (issue 30 §1.6)", () => {
    expect(pageDocumentOf(campaign, [], undefined).timezone).toBe('GMT+0800');
  });
  it('answers end time 0 for Forever campaigns', () => {
    expect(pageDocumentOf({ ...campaign, durationType: 'Forever' }, [], undefined).endTime).toBe(0);
  });
  it('maps campaign kinds to page types', () => {
    expect(pageTypeOf('event')).toBe('Normal');
    expect(pageTypeOf('lite')).toBe('Lite');
  });
});
