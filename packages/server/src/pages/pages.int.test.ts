// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '@eventory/domain/blueprint';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createCampaign, createLeaderboard } from '../test/fixtures.ts';

describe('public page document', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
  });
  afterAll(() => t.close());

  it('lists the leaderboards of a campaign that has no page template', async () => {
    const campaign = await createCampaign(t, admin, { name: 'Summer Cup' });
    const leaderboard = await createLeaderboard(t, admin, campaign, { groupName: 'Top fans' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/public/pages/${campaign.codeName}` });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as PageDocument;
    expect(doc).toMatchObject({
      codeName: campaign.codeName,
      campaignID: campaign.ID,
      pageType: 'Normal',
      title: 'Summer Cup',
      startTime: campaign.startTime,
      endTime: campaign.endTime,
    });
    expect(doc.blueprint.type).toBe('Page');
    expect(doc.blueprint.children?.[0]).toEqual({ type: 'Title', props: { text: 'Summer Cup' } });
    expect(doc.blueprint.children?.[1]).toMatchObject({
      type: 'Leaderboard',
      props: { containerID: leaderboard.containerID, title: 'Top fans' },
    });
  });

  it('answers 404 NOT_FOUND naming an unknown code name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/pages/no-such-cup' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errorCode: 'NOT_FOUND',
      errorMessage: 'No campaign with code name "no-such-cup".',
    });
  });
});
