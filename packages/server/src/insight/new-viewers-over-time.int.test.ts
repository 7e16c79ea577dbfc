// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
// New viewers in insight (issue 17 §4 newUserLevel, decision 0098) through the real app: per bucket of the
// campaign's timezone, its viewers (signed-in page viewers, mission completers) split into new, returning and
// unknown to the platform by its rule, judged at their first activity in the bucket; the range's total; the
// call's two permissions and bad input.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@eventory/domain/campaign';
import type { NewViewersOverTime } from '@eventory/domain/new-viewers';
import { platformUsers } from '../db/schema/campaigns.ts';
import { missionCompletions } from '../db/schema/mission-rewards.ts';
import { DEMO_STREAMERS } from '../platform/demo-population.ts';
import { seedPlatformPopulation } from '../seed/demo.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const [fresh, oldish, old] = DEMO_STREAMERS.slice(0, 3).map((s) => s.userId) as [string, string, string];
const stranger = 'someone-the-platform-does-not-know';

describe('new viewers over time in insight', () => {
  let t: TestApp;
  let dev: string;
  let campaign: Campaign;
  /** Unix ms of a midnight at GMT+0800, two days ago. */
  let midnight: number;

  const url = (query: string, id = campaign.ID) => `/v1/admin/campaigns/${id}/insight/new-viewers?${query}`;
  const overDay = () =>
    adminCall<NewViewersOverTime>(t, dev, 'GET', url(`from=${midnight}&to=${midnight + DAY}&bucket=hour`));
  const setRule = (rule: unknown) =>
    adminCall(t, dev, 'PUT', `/v1/admin/campaigns/${campaign.ID}/new-viewer-rule`, { rule });
  const track = async (rows: { userID?: string; at: number; page?: string }[]) => {
    const values = rows.map(
      (r) =>
        sql`('page_enter', 'guest', ${r.page ?? campaign.codeName}, ${JSON.stringify(r.userID ? { userID: r.userID } : { visitorID: 'v1' })}::jsonb, to_timestamp(${r.at / 1000}), now())`,
    );
    await t.db.execute(
      sql`insert into tracking_events (name, actor, page, properties, occurred_at, received_at) values ${sql.join(values, sql`, `)}`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedPlatformPopulation(t.db);
    dev = await t.signIn(['developer'], { email: 'new-viewers-insight@test.eventory.app' });
    const now = Date.now();
    midnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR - 2 * DAY;
    campaign = await createCampaign(t, dev, {
      timezone: 'GMT+0800',
      startTime: Math.floor((midnight - DAY) / 1000),
      endTime: Math.floor((now + 10 * DAY) / 1000),
    });
    const board = await createLeaderboard(t, dev, campaign);
    const mission = await adminCall<{ id: number }>(
      t,
      dev,
      'POST',
      `/v1/admin/leaderboards/${board.ID}/missions`,
      {
        goal: 1,
        desc: { en_US: 'Receive a point' },
        eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
      },
    );
    // fresh: made yesterday, level 30; oldish: 7.5 days old at 01:00 of the first day (new then by a 7-day
    // rule, not now), level 3; old: 100 days, level 2.
    const platform = [
      [fresh, now - DAY, 30],
      [oldish, midnight + HOUR - 7.5 * DAY, 3],
      [old, now - 100 * DAY, 2],
    ] as const;
    for (const [userId, registered, level] of platform)
      await t.db
        .update(platformUsers)
        .set({ registeredAt: new Date(registered), level })
        .where(eq(platformUsers.userId, userId));
    await track([
      // 01:00–02:00 local: fresh twice, oldish, old (in upper case: ids are compared case-blind), a guest.
      { userID: fresh, at: midnight + HOUR + 60_000 },
      { userID: fresh, at: midnight + HOUR + 120_000 },
      { userID: oldish, at: midnight + HOUR + 30_000 },
      { userID: old.toUpperCase(), at: midnight + HOUR + 50_000 },
      { at: midnight + HOUR + 70_000 },
      // 02:00–03:00: old on a sub-page; fresh on another campaign's page (not this campaign's viewer).
      { userID: old, at: midnight + 2 * HOUR + 10_000, page: `${campaign.codeName}/vote` },
      { userID: fresh, at: midnight + 2 * HOUR + 10_000, page: `${campaign.codeName}x` },
      // The next day: outside the range asked for.
      { userID: stranger, at: midnight + DAY + HOUR },
    ]);
    // 02:00–03:00: a mission completed by fresh and by a user the platform does not know.
    await t.db.insert(missionCompletions).values([
      { missionId: mission.id, userId: fresh, completedMs: midnight + 2 * HOUR + 5 * 60_000 },
      { missionId: mission.id, userId: stranger, completedMs: midnight + 2 * HOUR + 6 * 60_000 },
    ]);
  });
  afterAll(() => t?.close());

  it('splits each hour by account age at the viewer’s first activity in it, in the campaign’s timezone', async () => {
    await setRule({ basis: 'accountAge', atMost: 7 });
    const got = await overDay();
    expect(got).toMatchObject({
      campaignID: campaign.ID,
      rule: { basis: 'accountAge', atMost: 7 },
      timezone: 'GMT+0800',
      bucket: 'hour',
      from: midnight,
      to: midnight + DAY,
    });
    expect(got.buckets).toHaveLength(24);
    expect(got.buckets[1]).toBe(midnight + HOUR);
    // 01:00: fresh and oldish (7 days old then) are new, old returns; the guest has no user id.
    // 02:00: fresh new, old returning, the stranger unknown.
    expect(got.newViewers.slice(0, 4)).toEqual([0, 2, 1, 0]);
    expect(got.returningViewers.slice(0, 4)).toEqual([0, 1, 1, 0]);
    expect(got.unknownViewers.slice(0, 4)).toEqual([0, 0, 1, 0]);
    for (const list of [got.newViewers, got.returningViewers, got.unknownViewers])
      expect(list.slice(4).every((n) => n === 0)).toBe(true);
    expect(got.total).toEqual({ viewers: 4, newViewers: 2, unknownViewers: 1 });
  });

  it('follows the rule as it is now: by level, and nobody new without a rule', async () => {
    await setRule({ basis: 'level', atMost: 5 });
    const byLevel = await overDay();
    // 01:00: oldish (3) and old (2) are new, fresh (30) returns; 02:00: old new, fresh returning.
    expect(byLevel.newViewers.slice(1, 3)).toEqual([2, 1]);
    expect(byLevel.returningViewers.slice(1, 3)).toEqual([1, 1]);
    expect(byLevel.total).toEqual({ viewers: 4, newViewers: 2, unknownViewers: 1 });

    await setRule(null);
    const none = await overDay();
    expect(none.rule).toBeNull();
    expect(none.newViewers.every((n) => n === 0)).toBe(true);
    expect(none.returningViewers.slice(1, 3)).toEqual([3, 2]);
    expect(none.total).toEqual({ viewers: 4, newViewers: 0, unknownViewers: 1 });
  });

  it('counts per day over a longer range, the next day’s stranger included', async () => {
    await setRule({ basis: 'accountAge', atMost: 7 });
    const got = await adminCall<NewViewersOverTime>(
      t,
      dev,
      'GET',
      url(`from=${midnight}&to=${midnight + 2 * DAY}&bucket=day`),
    );
    expect(got.buckets).toEqual([midnight, midnight + DAY]);
    expect(got.newViewers).toEqual([2, 0]);
    expect(got.returningViewers).toEqual([1, 0]);
    expect(got.unknownViewers).toEqual([1, 1]);
    expect(got.total).toEqual({ viewers: 4, newViewers: 2, unknownViewers: 1 });
  });

  it('needs insightLink and newUserLevel, names a bad field and answers 404 for an unknown campaign', async () => {
    const base = await t.signIn(['BaseControl'], { email: 'new-viewers-insight-base@test.eventory.app' });
    const refused = await adminInject(t, base, 'GET', url(`from=0&to=${DAY}&bucket=day`));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    const routes = t.app.adminRoutes.filter((r) => r.url === '/v1/admin/campaigns/:id/insight/new-viewers');
    expect(routes.map((r) => r.permissions)).toEqual([['insightLink', 'newUserLevel']]);
    for (const [query, field] of [
      [`from=${DAY}&to=0&bucket=day`, 'to'],
      [`from=0&to=${DAY}&bucket=week`, 'bucket'],
      [`from=0&to=${30 * DAY}&bucket=minute`, 'bucket'],
    ] as const) {
      const res = await adminInject(t, dev, 'GET', url(query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    }
    const missing = await adminInject(t, dev, 'GET', url(`from=0&to=${DAY}&bucket=day`, 999_999));
    expect(missing.statusCode).toBe(404);
  });
});
