// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { BlueprintNode, PageDocument } from '@eventory/domain/blueprint';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import type { InsightAnswer } from '@eventory/domain/insight';
import type { NewViewersOverTime } from '@eventory/domain/new-viewers';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminInject } from '../test/fixtures.ts';
import { campaigns, events } from '../db/schema/campaigns.ts';
import type { VotingEventResponse } from '@eventory/domain/votes';
import type { UserMissionsResponse } from '@eventory/domain/user-missions';
import { existsSync } from 'node:fs';
import { validateBlueprint } from '@eventory/domain/block-validation';
import { join } from 'node:path';
import { DEMO_MISSION_GIFT_COUNT } from './demo-missions.ts';
import { DEMO_SCHEDULE_PATH, DEMO_STAGE_PICTURE } from './demo-schedule.ts';
import { repoRoot } from '../http/frontends.ts';
import { DEMO_GIFT_COUNT, seedDemoIfEmpty } from './demo.ts';
import { DEMO_VOTE_COUNT, DEMO_VOTE_TOPIC } from './demo-votes.ts';
import { rebuildRankIndex } from '../ranking/rebuild.ts';
import { readPageVariants } from '../pages/page-variants.ts';
import { DEMO_VARIANT_B_CODE_NAME, DEMO_VARIANT_B_HERO } from './demo-page-variants.ts';
import { countNewViewers } from '../campaigns/new-viewers.ts';
import { listTimeReferences } from '../campaigns/time-references.ts';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is idempotent and leaves a ranked demo leaderboard on the demo page', async () => {
    await seedDemoIfEmpty(t.db);
    await seedDemoIfEmpty(t.db);
    // main.ts seeds before the app (and its rank index rebuild); here the app came first.
    await rebuildRankIndex(t.db, t.app.ranking);
    const [demos] = await t.db.select({ n: count() }).from(campaigns).where(eq(campaigns.codeName, 'demo'));
    expect(Number(demos?.n)).toBe(1);
    const [gifts] = await t.db.select({ n: count() }).from(events).where(eq(events.type, 1));
    expect(Number(gifts?.n)).toBe(DEMO_GIFT_COUNT + DEMO_MISSION_GIFT_COUNT);
    const [votes] = await t.db.select({ n: count() }).from(events).where(eq(events.type, 2));
    expect(Number(votes?.n)).toBe(DEMO_VOTE_COUNT);

    const pageRes = await t.app.inject({ method: 'GET', url: '/api/v1/public/pages/demo' });
    expect(pageRes.statusCode).toBe(200);
    const page = pageRes.json() as PageDocument;
    expect(page.title).toBe('Eventory Demo Cup');
    const board = page.blueprint.children?.find((c) => c.type === 'Leaderboard');
    const containerID = board?.props?.containerID;
    expect(typeof containerID).toBe('number');

    const res = await t.app.inject({
      method: 'GET',
      url: `/leaderboards/eventory?containerID=${String(containerID)}`,
    });
    const ranking = res.json() as LeaderboardPage;
    expect(ranking.data.length).toBeGreaterThanOrEqual(5);
    expect(ranking.data.map((r) => r.rank)).toEqual(ranking.data.map((_, i) => i + 1));
    const scores = ranking.data.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranking.data[0]?.userInfo.displayName).not.toBe('<Open ID>');
  });

  it('counts new viewers of the demo campaign by its level rule (insight shows it)', async () => {
    await seedDemoIfEmpty(t.db);
    const [demo] = await t.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.codeName, 'demo'));
    const count = await countNewViewers(t.db, demo?.id ?? 0);
    expect(count.rule).toEqual({ basis: 'level', atMost: 10 });
    expect(count.viewers).toBeGreaterThan(count.newViewers);
    expect(count.newViewers).toBeGreaterThan(0);
  });

  it('shows a vote on the demo page that a demo viewer can vote in today', async () => {
    await seedDemoIfEmpty(t.db);
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/v1/public/pages/demo' })
    ).json() as PageDocument;
    const find = (node: BlueprintNode): BlueprintNode | undefined =>
      node.id === 'vote-board' ? node : (node.children ?? []).map(find).find(Boolean);
    // On the page's vote tab: a route of the view switch.
    const board = find(page.blueprint);
    const row = board?.children?.[0]?.props;
    expect(row).toMatchObject({ dropdown: 'vote' });
    const voteID = Number(row?.voteID);
    const info = (
      await t.app.inject({ method: 'GET', url: `/votingEvent/${voteID}` })
    ).json() as VotingEventResponse;
    expect(info.voteInfo[0]).toMatchObject({
      topic: DEMO_VOTE_TOPIC,
      totalVotes: DEMO_VOTE_COUNT,
      dailyQuota: 3,
    });
    expect(board?.props?.containerID).toBeGreaterThan(0);

    const users = (await t.app.inject({ method: 'GET', url: '/api/v1/visitor/demo-users' })).json() as {
      items: { userID: string; kind: string }[];
    };
    const viewer = users.items.find((u) => u.kind === 'viewer')!;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/visitor/demo-sign-in',
      payload: { userID: viewer.userID },
    });
    const { jwtAccessToken } = signIn.json() as { jwtAccessToken: string };
    const nominee = info.voteInfo[0].nominees[0]!.userID;
    const cast = await t.app.inject({
      method: 'POST',
      url: `/event/vote/${voteID}`,
      headers: { authorization: `Bearer ${jwtAccessToken}` },
      payload: { receiverID: nominee },
    });
    expect(cast.statusCode).toBe(200);
    expect(cast.json()).toMatchObject({ counted: true, votesLeftToday: 2 });
  });

  it('shows missions with rewards: a viewer one gift short of a claim, the others at zero, a streamer mission in 2D', async () => {
    await seedDemoIfEmpty(t.db);
    const [demo] = await t.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.codeName, 'demo'));
    const users = (await t.app.inject({ method: 'GET', url: '/api/v1/visitor/demo-users' })).json() as {
      items: { userID: string; kind: string; openID: string }[];
    };
    const viewers = users.items.filter((u) => u.kind === 'viewer');
    const missionsOf = async (userID: string) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/event/user-missions-refs/campaign/refID/${demo!.id}/userID/${userID}`,
          })
        ).json() as UserMissionsResponse
      ).data.missions;

    const ben = await missionsOf(viewers.find((v) => v.openID === 'benho88')!.userID);
    expect(ben.map((m) => [m.desc.en_US, m.score, m.goal])).toEqual([
      ['Send 3 gifts to any streamer', 2, 3],
      ['Send gifts worth 1,000 points in all', 11, 1000],
    ]);
    expect(ben.every((m) => m.rewardSetting !== null)).toBe(true);
    const last = await missionsOf(viewers.at(-1)!.userID);
    expect(last.map((m) => m.score)).toEqual([0, 0]);

    const page = (
      await t.app.inject({ method: 'GET', url: '/api/v1/public/pages/demo' })
    ).json() as PageDocument;
    const find = (node: BlueprintNode, type: string): BlueprintNode | undefined =>
      node.type === type ? node : (node.children ?? []).map((c) => find(c, type)).find(Boolean);
    expect(find(page.blueprint, 'MissionList')?.props).toMatchObject({
      refType: 'campaign',
      refID: String(demo!.id),
    });
    expect(find(page.blueprint, 'Gifts')?.children).toHaveLength(5);
  });

  it('shows the rest of the block catalogue on a schedule tab, valid and with a picture the build serves', async () => {
    await seedDemoIfEmpty(t.db);
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/v1/public/pages/demo' })
    ).json() as PageDocument;
    const nodes = (node: BlueprintNode): BlueprintNode[] => [node, ...(node.children ?? []).flatMap(nodes)];
    const tabs = nodes(page.blueprint).filter((n) => n.type === 'Tab');
    expect(tabs.map((tab) => tab.props?.to)).toContain(DEMO_SCHEDULE_PATH);
    const route = nodes(page.blueprint).find(
      (n) => n.type === 'Route' && n.props?.path === DEMO_SCHEDULE_PATH,
    );
    const types = new Set(nodes(route ?? { type: 'none' }).map((n) => n.type));
    for (const type of [
      'WaveTitle',
      'BackgroundImageContainer',
      'CountdownBanner',
      'VideoCover',
      'Timeline',
      'Timeline.Item',
      'Table',
      'Table.Body',
      'LayoutRow',
      'LayoutBlock',
      'ScheduleCycleItem',
      'SchedulePeriodItem',
      'CustomCssDiv',
      'PopupModal',
      'Popup.Trigger',
      'Popup.Content',
    ])
      expect(types, type).toContain(type);
    const cover = nodes(route!).find((n) => n.type === 'VideoCover');
    expect(cover?.props?.imageSrc).toBe(DEMO_STAGE_PICTURE);
    const served = DEMO_STAGE_PICTURE.replace(/^\/event-assets\//, '');
    expect(existsSync(join(repoRoot(), 'packages/pages/public', served))).toBe(true);

    // Every block known to the catalogue, its props and the structural rules kept (what a save checks).
    expect(validateBlueprint(page.blueprint)).toEqual([]);
  });

  it('leaves a populated insight: gifts, votes, missions and a week of page traffic in variants A and B', async () => {
    await seedDemoIfEmpty(t.db);
    const [demo] = await t.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.codeName, 'demo'));
    const dev = await t.signIn(['developer'], { email: 'insight-demo@test.eventory.app' });
    const now = Date.now();
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/campaigns/${demo!.id}/insight?from=${now - 8 * 86_400_000}&to=${now}&bucket=day`,
      headers: { 'access-token': dev },
    });
    expect(res.statusCode, res.body).toBe(200);
    const insight = res.json() as InsightAnswer;
    const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(total(insight.eventsByType[0]!.values)).toBe(DEMO_GIFT_COUNT + DEMO_MISSION_GIFT_COUNT);
    // The seed's votes fall on the five days before today (the earlier test may have voted today).
    expect(total(insight.votesCast)).toBeGreaterThanOrEqual(DEMO_VOTE_COUNT);
    expect(insight.votesCast.filter((n) => n > 0).length).toBeGreaterThanOrEqual(5);
    expect(total(insight.missionsCompleted)).toBeGreaterThan(0);
    expect(total(insight.rewardsClaimed)).toBeGreaterThan(0);
    // Traffic on at least five of the days.
    expect(insight.pageViews.filter((n) => n > 0).length).toBeGreaterThanOrEqual(5);
    expect(insight.variants.map((v) => v.variant)).toEqual(['A', 'B']);
    expect(insight.variants[1]!.steps[1]!.pValue).not.toBeNull();
    expect(insight.funnels.map((f) => f.path)).toEqual(['', 'missions']);

    // New viewers (decision 0098): signed-in demo viewers on the page and voters, new and returning by the
    // demo's level rule, and the mission visitors the platform does not know.
    const split = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/campaigns/${demo!.id}/insight/new-viewers?from=${now - 8 * 86_400_000}&to=${now}&bucket=day`,
      headers: { 'access-token': dev },
    });
    expect(split.statusCode, split.body).toBe(200);
    const viewers = split.json() as NewViewersOverTime;
    expect(viewers.rule).toEqual({ basis: 'level', atMost: 10 });
    expect(total(viewers.newViewers)).toBeGreaterThan(0);
    expect(total(viewers.returningViewers)).toBeGreaterThan(0);
    expect(total(viewers.unknownViewers)).toBeGreaterThan(0);
    expect(viewers.newViewers.filter((n) => n > 0).length).toBeGreaterThanOrEqual(4);
    expect(viewers.total.viewers).toBeGreaterThan(viewers.total.newViewers + viewers.total.unknownViewers);
  });

  it('has two page variants, A (the demo page) and B (a new hero), half the viewers each', async () => {
    await seedDemoIfEmpty(t.db);
    const variants = await readPageVariants(
      t.db,
      (await t.db.select().from(campaigns).where(eq(campaigns.codeName, 'demo')))[0]!.id,
    );
    expect(variants.map(({ key, weight, projectCodeName }) => ({ key, weight, projectCodeName }))).toEqual([
      { key: 'A', weight: 1, projectCodeName: null },
      { key: 'B', weight: 1, projectCodeName: DEMO_VARIANT_B_CODE_NAME },
    ]);
    const seen = new Map<string, PageDocument>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const document = (
        await t.app.inject({ method: 'GET', url: `/api/v1/public/pages/demo?userID=demo-viewer-${i}` })
      ).json() as PageDocument;
      seen.set(document.variant!, document);
    }
    const intro = (document: PageDocument | undefined) =>
      document?.blueprint.children?.find((c) => c.id === 'intro')?.props?.text;
    expect(intro(seen.get('B'))).toBe(DEMO_VARIANT_B_HERO);
    expect(intro(seen.get('A'))).not.toBe(DEMO_VARIANT_B_HERO);
    expect(seen.get('B')?.title).toBe('Eventory Demo Cup');
    expect(validateBlueprint(seen.get('B')!.blueprint)).toEqual([]);
  });

  it('has a vote whose end follows the campaign end: moving the campaign end moves the vote (0094)', async () => {
    await seedDemoIfEmpty(t.db);
    const demoID = (await t.db.select().from(campaigns).where(eq(campaigns.codeName, 'demo')))[0]!.id;
    const [reference] = await listTimeReferences(t.db, demoID);
    expect(reference).toMatchObject({
      kind: 'vote',
      field: 'endTime',
      expression: `campaign:${demoID}.endTime`,
    });
    const dev = await t.signIn(['developer'], { email: 'demo-times@test.eventory.app' });
    const campaignURL = `/v1/admin/campaigns/${demoID}`;
    const before = (await adminInject(t, dev, 'GET', campaignURL)).json() as { endTime: number };
    const moved = await adminInject(t, dev, 'PATCH', campaignURL, { endTime: before.endTime + 86_400 });
    expect(moved.statusCode, moved.body).toBe(200);
    const votes = (await adminInject(t, dev, 'GET', `${campaignURL}/votes`)).json() as {
      id: number;
      endTime: number;
    }[];
    expect(votes.find((v) => v.id === reference!.id)?.endTime).toBe(before.endTime + 86_400);
  });
});
