// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageDocument } from '@eventory/domain/blueprint';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';

describe('GET campaigns/{id}/page (the client view)', () => {
  let t: TestApp;
  let editor: string;
  let layout: string;
  let campaign: Campaign;
  let board: Leaderboard;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await t.signIn(['user']);
    layout = await t.signIn(['LayoutControl']);
    campaign = await createCampaign(t, editor, { codeName: 'client-view-cup' });
    board = await createLeaderboard(t, editor, campaign, { groupName: 'Top fans' });
  });
  afterAll(() => t.close());

  const publicPage = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/public/pages/${campaign.codeName}` })).json();

  it('answers the generated page while none is saved, the same document viewers get', async () => {
    const page = await adminCall<PageDocument>(t, editor, 'GET', `/v1/admin/campaigns/${campaign.ID}/page`);
    expect(page).toMatchObject({ codeName: 'client-view-cup', campaignID: campaign.ID });
    expect(page.blueprint.children?.[1]).toMatchObject({
      type: 'Leaderboard',
      props: { containerID: board.containerID },
    });
    expect(page).toEqual(await publicPage());
  });

  it('answers the saved page once one is saved', async () => {
    await adminCall(t, layout, 'PUT', `/v1/admin/template/${campaign.ID}`, {
      blueprint: {
        type: 'Page',
        props: { title: 'Saved' },
        children: [{ type: 'Title', props: { text: 'Hi' } }],
      },
      translations: { en_US: { hello: 'Hello' } },
    });
    const page = await adminCall<PageDocument>(t, editor, 'GET', `/v1/admin/campaigns/${campaign.ID}/page`);
    expect(page.blueprint).toMatchObject({ type: 'Page', props: { title: 'Saved' } });
    expect(page.translations).toMatchObject({ en_US: { hello: 'Hello' } });
    expect(page).toEqual(await publicPage());
  });

  it('refuses an unknown campaign (404), a bad id (400), no session (401) and a role without campaign control (403)', async () => {
    const missing = await adminInject(t, editor, 'GET', '/v1/admin/campaigns/999999/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    expect((await adminInject(t, editor, 'GET', '/v1/admin/campaigns/0/page')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/admin/campaigns/${campaign.ID}/page` })).statusCode,
    ).toBe(401);
    const permanent = await t.signIn(['PermanentViewOnly']);
    expect(
      (await adminInject(t, permanent, 'GET', `/v1/admin/campaigns/${campaign.ID}/page`)).statusCode,
    ).toBe(403);
  });
});
