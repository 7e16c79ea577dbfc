// backends: once: the guard and its area look-ups, through HTTP, with queries drizzle builds the same on both
// Issue 30 §3.1, admin spec §6: "The Permanent roles apply to the permanent-leaderboard area instead of
// campaigns." Every route that acts on a container, mission, campaign or other campaign object checks the
// permission for the AREA of that object (a regular campaign or the permanent leaderboard), with the one
// rule of packages/domain (decision 0120). The table below runs every such route × role × area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import { canPerform, type Area, type Role } from '@eventory/domain/permissions';
import { missionRoadmaps, missions, prizes, questionnaires } from '../db/schema/campaign-content.ts';
import { aggregators, replayBatches } from '../db/schema/engine-admin.ts';
import { giftBuckets } from '../db/schema/gift-buckets.ts';
import { registrations } from '../db/schema/registrations.ts';
import { simulations } from '../db/schema/simulations.ts';
import { votes } from '../db/schema/votes.ts';
import { replaysSettled } from '../engine/replay.ts';
import {
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
  type Method,
} from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { CampaignObjectKind } from './object-area.ts';
import { NOT_CAMPAIGN_OBJECTS } from './object-area.ts';

type Ids = Record<CampaignObjectKind, number | string>;

/** One of each campaign object, in a campaign of the area. */
async function objectsIn(t: TestApp, dev: string, area: Area): Promise<Ids> {
  const campaign: Campaign = await createCampaign(t, dev, { isPermanent: area === 'permanent' });
  const board = (await createLeaderboard(t, dev, campaign)) as Leaderboard & { containerID: number };
  const container = board.containerID;
  const evaluator = await createGiftEvaluator(t, dev, container);
  const span = { startTime: campaign.startTime, endTime: campaign.endTime };
  const id = async (rows: Promise<Array<{ id: number | string }>>) => (await rows)[0]!.id;
  return {
    campaign: campaign.ID,
    campaignKey: campaign.ID,
    container,
    leaderboard: board.ID,
    missionRef: board.ID,
    evaluator: evaluator.ID,
    mission: await id(
      t.db.insert(missions).values({ campaignId: campaign.ID, type: 2 }).returning({ id: missions.id }),
    ),
    vote: await id(
      t.db
        .insert(votes)
        .values({ campaignId: campaign.ID, ...span })
        .returning({ id: votes.id }),
    ),
    questionnaire: await id(
      t.db
        .insert(questionnaires)
        .values({ campaignId: campaign.ID, ...span })
        .returning({ id: questionnaires.id }),
    ),
    roadmap: await id(
      t.db
        .insert(missionRoadmaps)
        .values({ campaignId: campaign.ID, ...span })
        .returning({ id: missionRoadmaps.id }),
    ),
    prize: await id(
      t.db.insert(prizes).values({ campaignId: campaign.ID, rewardType: 1 }).returning({ id: prizes.id }),
    ),
    registration: await id(
      t.db
        .insert(registrations)
        .values({ containerId: container, userId: `u-${area}`, status: 'pending' })
        .returning({ id: registrations.id }),
    ),
    aggregator: await id(
      t.db
        .insert(aggregators)
        .values({ srcContainerId: container, targetContainerId: container })
        .returning({ id: aggregators.id }),
    ),
    replayBatch: await id(
      t.db
        .insert(replayBatches)
        .values({ campaignId: campaign.ID, containerIds: [], status: 'Done' })
        .returning({ id: replayBatches.id }),
    ),
    simulation: await id(
      t.db
        .insert(simulations)
        .values({ campaignId: campaign.ID, rate: 1, durationSeconds: 1, state: 'finished', startedBy: 'x' })
        .returning({ id: simulations.id }),
    ),
    giftBucket: await id(
      t.db
        .insert(giftBuckets)
        .values({ name: `b-${area}`, type: 'GiftID', containerId: container })
        .returning({ id: giftBuckets.uuid }),
    ),
  };
}

const ROLES: readonly Role[] = [
  'PermanentReplayOnly',
  'PermanentBaseControl',
  'PermanentReplayControl',
  'PermanentViewOnly',
  'ReplayOnly',
  'BaseControl',
];

describe('the permanent area is apart (issue 30 §3.1)', () => {
  let t: TestApp;
  let dev: string;
  const tokens = new Map<Role, string>();
  const objects = new Map<Area, Ids>();

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn(['developer']);
    for (const role of ROLES) tokens.set(role, await t.signIn([role]));
    objects.set('regular', await objectsIn(t, dev, 'regular'));
    objects.set('permanent', await objectsIn(t, dev, 'permanent'));
  }, 30_000);
  afterAll(async () => {
    await replaysSettled(t.app);
    await t.close();
  });

  const as = (role: Role) => tokens.get(role)!;
  const of = (area: Area) => objects.get(area)!;

  it('a PermanentReplayOnly user (read-only, no campaign access) cannot replay a regular campaign’s container or mission', async () => {
    const regular = of('regular');
    const replay = await adminInject(
      t,
      as('PermanentReplayOnly'),
      'POST',
      `/v1/admin/worker/containers/${regular.container}/replayv2`,
    );
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect(replay.json<{ errorMessage: string }>().errorMessage).toContain('regular campaigns');
    const mission = await adminInject(
      t,
      as('PermanentReplayOnly'),
      'POST',
      `/v1/admin/missions/${regular.mission}/replayContainer`,
    );
    expect(mission.statusCode).toBe(403);
  });

  it('a PermanentBaseControl user cannot export a regular campaign, and exports a permanent one', async () => {
    const regular = await adminInject(
      t,
      as('PermanentBaseControl'),
      'POST',
      `/v1/admin/campaigns/${of('regular').campaign}/export`,
    );
    expect(regular.statusCode).toBe(403);
    const permanent = await adminInject(
      t,
      as('PermanentBaseControl'),
      'POST',
      `/v1/admin/campaigns/${of('permanent').campaign}/export`,
    );
    expect(permanent.statusCode).toBe(200);
  });

  it('a PermanentReplayOnly user replays a permanent leaderboard’s container; a ReplayOnly user may not', async () => {
    const url = `/v1/admin/worker/containers/${of('permanent').container}/replayv2`;
    expect((await adminInject(t, as('ReplayOnly'), 'POST', url)).statusCode).toBe(403);
    expect((await adminInject(t, as('PermanentReplayOnly'), 'POST', url)).statusCode).toBe(202);
    await replaysSettled(t.app);
  });

  it('knows the object of every admin route with a path parameter (none forgotten)', () => {
    const unknown = t.app.adminRoutes
      .filter((r) => r.url.includes('/:') && !r.object)
      .filter((r) => !NOT_CAMPAIGN_OBJECTS.some((prefix) => r.url.startsWith(prefix)))
      .map((r) => `${r.method} ${r.url}`);
    expect(unknown).toEqual([]);
  });

  /** The route's URL and body naming the area's object of its kind (other parameters: a placeholder). */
  function call(route: (typeof t.app.adminRoutes)[number], ids: Ids) {
    const object = route.object!;
    const url = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      if (object.from === 'params' && name === object.field) return String(ids[object.kind]);
      return name === 'type' ? 'leaderboard' : '1';
    });
    const payload = object.from === 'body' ? { [object.field]: ids[object.kind] } : {};
    return { url, payload };
  }

  it('checks every route on a campaign object for the area of that object: roles × area × route', async () => {
    const routes = t.app.adminRoutes
      .filter((r) => r.object && r.permissions.length > 0)
      // Deletions last: an object deleted earlier must not change what a later call is about.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const route of routes) {
      const permission = route.permissions[0]!;
      for (const area of ['regular', 'permanent'] as const) {
        const { url, payload } = call(route, of(area));
        for (const role of ROLES) {
          const allowed = canPerform({ roles: [role] }, permission, {
            write: route.write ?? false,
            area: route.area ?? area,
          });
          // A deletion that may happen is not run (it would remove the object the next calls name).
          if (allowed && route.method === 'DELETE') continue;
          const res = await t.app.inject({
            method: route.method as Method,
            url,
            headers: { 'access-token': as(role) },
            payload,
          });
          const refused =
            res.statusCode === 403 && res.json<{ errorCode?: string }>().errorCode === 'FORBIDDEN';
          if (refused === allowed)
            wrong.push(
              `${role} ${route.method} ${route.url} on ${area}: ${res.statusCode}, expected ${allowed ? 'allowed' : '403'}`,
            );
        }
      }
    }
    await replaysSettled(t.app);
    expect(wrong).toEqual([]);
  }, 120_000);
});
