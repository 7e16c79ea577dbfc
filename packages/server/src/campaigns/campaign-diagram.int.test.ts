// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { CampaignDiagram } from '@eventory/domain/campaign-diagram';
import type { Mission } from '@eventory/domain/missions';
import type { Vote } from '@eventory/domain/votes';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
} from '../test/fixtures.ts';

describe('GET campaigns/{id}/diagram', () => {
  let t: TestApp;
  let developer: string;
  let user: string;
  let campaign: Campaign;
  let other: Campaign;
  let main: Leaderboard;
  let total: Leaderboard;
  let foreign: Leaderboard;
  let mission: Mission;
  let vote: Vote;
  let evaluatorID: number;
  let aggregatorID: number;

  beforeAll(async () => {
    t = await createTestApp();
    developer = await t.signIn(['developer']);
    user = await t.signIn(['user']);
    campaign = await createCampaign(t, developer, { codeName: 'diagram-main' });
    other = await createCampaign(t, developer, { codeName: 'diagram-other' });
    main = await createLeaderboard(t, developer, campaign, { groupName: 'Main' });
    total = await createLeaderboard(t, developer, campaign, { groupName: 'Total' });
    foreign = await createLeaderboard(t, developer, other, { groupName: 'Elsewhere' });
    evaluatorID = (
      await createGiftEvaluator(t, developer, main.containerID, {
        judges: [
          {
            logic: 'IS',
            setting: { kind: 'container', field: 'WhiteList', containerID: foreign.containerID },
          },
        ],
      })
    ).ID;
    aggregatorID = (
      await adminCall<{ ID: number }>(t, developer, 'POST', '/v1/admin/aggregators', {
        srcContainerID: main.containerID,
        targetContainerID: total.containerID,
      })
    ).ID;
    mission = await adminCall<Mission>(t, developer, 'POST', `/v1/admin/leaderboards/${main.ID}/missions`, {
      groupName: 'Daily',
      goal: 100,
      desc: { en_US: 'Send 100 points' },
      eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
    });
    vote = await adminCall<Vote>(t, developer, 'POST', `/v1/admin/campaigns/${campaign.ID}/votes`, {
      topic: 'Best singer',
      nomineeContainerID: total.containerID,
      startTime: campaign.startTime,
      endTime: campaign.endTime,
    });
  });
  afterAll(async () => t.close());

  it('answers the whole graph of the campaign in one call', async () => {
    const diagram = await adminCall<CampaignDiagram>(
      t,
      developer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/diagram`,
    );
    expect(diagram).toMatchObject({ campaignID: campaign.ID, codeName: 'diagram-main' });
    const ids = diagram.nodes.map((n) => n.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        `leaderboard-${main.ID}`,
        `leaderboard-${total.ID}`,
        `container-${main.containerID}`,
        `container-${total.containerID}`,
        `container-${foreign.containerID}`,
        `container-${mission.missionContainerID}`,
        `container-${vote.containerID}`,
        `evaluator-${evaluatorID}`,
        `evaluator-${mission.evaluatorID}`,
        `aggregator-${aggregatorID}`,
        `mission-${mission.id}`,
        `vote-${vote.id}`,
      ]),
    );
    // The other campaign's leaderboard is not drawn; its container only as the judge's outside read.
    expect(ids).not.toContain(`leaderboard-${foreign.ID}`);
    expect(diagram.nodes.find((n) => n.id === `container-${foreign.containerID}`)?.outside).toBe(true);
    expect(diagram.nodes.find((n) => n.id === `container-${main.containerID}`)?.outside).toBe(false);
    expect(diagram.nodes.find((n) => n.id === `mission-${mission.id}`)?.label).toBe('Daily');
    expect(diagram.nodes.find((n) => n.id === `vote-${vote.id}`)?.label).toBe('Best singer');

    const links = diagram.links.map((l) => `${l.source} ${l.kind} ${l.target}`);
    expect(links).toEqual(
      expect.arrayContaining([
        `leaderboard-${main.ID} owns container-${main.containerID}`,
        `evaluator-${evaluatorID} scores container-${main.containerID}`,
        `container-${foreign.containerID} reads evaluator-${evaluatorID}`,
        `container-${main.containerID} rolls aggregator-${aggregatorID}`,
        `aggregator-${aggregatorID} rolls container-${total.containerID}`,
        `mission-${mission.id} owns container-${mission.missionContainerID}`,
        `mission-${mission.id} belongs leaderboard-${main.ID}`,
        `evaluator-${mission.evaluatorID} scores container-${mission.missionContainerID}`,
        `vote-${vote.id} owns container-${vote.containerID}`,
        `container-${total.containerID} nominates vote-${vote.id}`,
      ]),
    );
    // Every link joins two drawn nodes.
    for (const l of diagram.links) {
      expect(ids).toContain(l.source);
      expect(ids).toContain(l.target);
    }
  });

  it('drops a deleted leaderboard from the graph', async () => {
    const spare = await createLeaderboard(t, developer, campaign, { groupName: 'Spare' });
    await adminCall(t, developer, 'DELETE', `/v1/admin/leaderboards/${spare.ID}`);
    const diagram = await adminCall<CampaignDiagram>(
      t,
      developer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/diagram`,
    );
    expect(diagram.nodes.map((n) => n.id)).not.toContain(`leaderboard-${spare.ID}`);
  });

  it('answers an empty graph for a campaign without rows', async () => {
    const empty = await createCampaign(t, developer, { codeName: 'diagram-empty' });
    const diagram = await adminCall<CampaignDiagram>(
      t,
      developer,
      'GET',
      `/v1/admin/campaigns/${empty.ID}/diagram`,
    );
    expect(diagram).toEqual({
      campaignID: empty.ID,
      codeName: 'diagram-empty',
      name: empty.name,
      nodes: [],
      links: [],
    });
  });

  it('refuses without the diagram permission (403), without a session (401), and unknown or bad ids (404, 400)', async () => {
    expect((await adminInject(t, user, 'GET', `/v1/admin/campaigns/${campaign.ID}/diagram`)).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/admin/campaigns/${campaign.ID}/diagram` })).statusCode,
    ).toBe(401);
    const missing = await adminInject(t, developer, 'GET', '/v1/admin/campaigns/999999/diagram');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    const bad = await adminInject(t, developer, 'GET', '/v1/admin/campaigns/abc/diagram');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });
});
