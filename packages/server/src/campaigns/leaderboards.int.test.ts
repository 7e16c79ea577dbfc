// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import { changeLog } from '../db/schema/change-log.ts';
import { leaderboards } from '../db/schema/campaigns.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';

describe('leaderboard admin API', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let campaign: Campaign;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
    campaign = await createCampaign(t, admin);
  });
  afterAll(() => t.close());

  const logOf = (table: string, objId: number) =>
    t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, table), eq(changeLog.objId, String(objId))))
      .orderBy(changeLog.id);
  const rowOf = async (id: number) =>
    (await t.db.select().from(leaderboards).where(eq(leaderboards.id, id)))[0];

  it('reads a leaderboard', async () => {
    const leaderboard = await createLeaderboard(t, admin, campaign);
    expect(
      await adminCall<Leaderboard>(t, viewer, 'GET', `/v1/admin/leaderboards/${leaderboard.ID}`),
    ).toEqual(leaderboard);
  });

  it('saves a leaderboard trimming each gift ID and defaulting designName to empty (§5), logged with before/after', async () => {
    const leaderboard = await createLeaderboard(t, admin, campaign, { designName: 'gold' });
    const saved = await adminCall<Leaderboard>(
      t,
      admin,
      'PATCH',
      `/v1/admin/leaderboards/${leaderboard.ID}`,
      {
        giftIDsForAnalyzing: [' rose ', '  ', 'heart '],
        designName: null,
        groupName: 'Top fans',
      },
    );
    expect(saved).toMatchObject({
      giftIDsForAnalyzing: ['rose', 'heart'],
      designName: '',
      groupName: 'Top fans',
      startTime: leaderboard.startTime,
    });
    const entries = await logOf('leaderboards', leaderboard.ID);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      before: { designName: 'gold', groupName: 'Top streamers' },
      after: { designName: '', groupName: 'Top fans', giftIDsForAnalyzing: ['rose', 'heart'] },
    });
  });

  it('refuses a bad save with 400 naming the field, changing nothing', async () => {
    const leaderboard = await createLeaderboard(t, admin, campaign);
    const blank = await adminInject(t, admin, 'PATCH', `/v1/admin/leaderboards/${leaderboard.ID}`, {
      groupName: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'groupName' });
    const ends = await adminInject(t, admin, 'PATCH', `/v1/admin/leaderboards/${leaderboard.ID}`, {
      endTime: leaderboard.startTime - 1,
    });
    expect(ends.statusCode).toBe(400);
    expect(ends.json()).toMatchObject({ field: 'endTime' });
    expect((await rowOf(leaderboard.ID))?.groupName).toBe('Top streamers');
    expect(await logOf('leaderboards', leaderboard.ID)).toHaveLength(1);
  });

  it('deletes softly: flagged deleted, hidden from the campaign list and reads (§5)', async () => {
    const kept = await createLeaderboard(t, admin, campaign, { groupName: 'Kept' });
    const gone = await createLeaderboard(t, admin, campaign, { groupName: 'Gone' });
    const deleted = await adminCall<Leaderboard>(t, admin, 'DELETE', `/v1/admin/leaderboards/${gone.ID}`);
    expect(deleted.isDeleted).toBe(true);
    expect((await rowOf(gone.ID))?.isDeleted).toBe(true);
    const listed = await adminCall<Leaderboard[]>(
      t,
      viewer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/leaderboards`,
    );
    expect(listed.map((l) => l.ID)).toContain(kept.ID);
    expect(listed.map((l) => l.ID)).not.toContain(gone.ID);
    expect((await adminInject(t, admin, 'GET', `/v1/admin/leaderboards/${gone.ID}`)).statusCode).toBe(404);
    expect((await logOf('leaderboards', gone.ID)).at(-1)).toMatchObject({
      action: 'delete',
      before: { isDeleted: false },
      after: { isDeleted: true },
    });
  });

  it('refuses leaderboard writes to a ViewOnly user (403), changing nothing', async () => {
    const leaderboard = await createLeaderboard(t, admin, campaign);
    for (const [method, url, payload] of [
      ['PATCH', `/v1/admin/leaderboards/${leaderboard.ID}`, { groupName: 'x' }],
      ['DELETE', `/v1/admin/leaderboards/${leaderboard.ID}`, undefined],
      ['PUT', `/v1/admin/leaderboards/${leaderboard.ID}/metadata`, { a: 'b' }],
      ['PUT', `/v1/admin/leaderboards/${leaderboard.ID}/initArrangement`, { containerIDs: [] }],
    ] as const) {
      const res = await adminInject(t, viewer, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await rowOf(leaderboard.ID)).toMatchObject({
      groupName: 'Top streamers',
      isDeleted: false,
      metadata: {},
    });
  });

  describe('metadata', () => {
    it('PUT replaces, PATCH merges, each logged', async () => {
      const leaderboard = await createLeaderboard(t, admin, campaign);
      const url = `/v1/admin/leaderboards/${leaderboard.ID}/metadata`;
      const put = await adminCall<Leaderboard>(t, admin, 'PUT', url, { banner: 'a.png', unit: 'pt' });
      expect(put.metadata).toEqual({ banner: 'a.png', unit: 'pt' });
      const patched = await adminCall<Leaderboard>(t, admin, 'PATCH', url, { unit: 'votes', color: 'red' });
      expect(patched.metadata).toEqual({ banner: 'a.png', unit: 'votes', color: 'red' });
      const replaced = await adminCall<Leaderboard>(t, admin, 'PUT', url, { only: 'this' });
      expect(replaced.metadata).toEqual({ only: 'this' });
      expect((await logOf('leaderboards', leaderboard.ID)).at(-1)).toMatchObject({
        before: { metadata: { banner: 'a.png', unit: 'votes', color: 'red' } },
        after: { metadata: { only: 'this' } },
      });
    });

    it('refuses values that are not strings (400 naming the key), changing nothing', async () => {
      const leaderboard = await createLeaderboard(t, admin, campaign);
      const res = await adminInject(t, admin, 'PUT', `/v1/admin/leaderboards/${leaderboard.ID}/metadata`, {
        ok: 'yes',
        count: 3,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'count' });
      expect((await rowOf(leaderboard.ID))?.metadata).toEqual({});
    });
  });

  describe('init arrangement', () => {
    it('saving container ids sets metadata.initWhitelist "True"; saving none sets "False" (§5)', async () => {
      const leaderboard = await createLeaderboard(t, admin, campaign);
      const other = await createLeaderboard(t, admin, campaign, { groupName: 'Other' });
      const url = `/v1/admin/leaderboards/${leaderboard.ID}/initArrangement`;
      expect(await adminCall(t, viewer, 'GET', url)).toEqual({ containerIDs: [] });
      expect(await adminCall(t, admin, 'PUT', url, { containerIDs: [other.containerID] })).toEqual({
        containerIDs: [other.containerID],
      });
      expect(await adminCall(t, admin, 'GET', url)).toEqual({ containerIDs: [other.containerID] });
      expect((await rowOf(leaderboard.ID))?.metadata).toEqual({ initWhitelist: 'True' });
      await adminCall(t, admin, 'PUT', url, { containerIDs: [] });
      expect((await rowOf(leaderboard.ID))?.metadata).toEqual({ initWhitelist: 'False' });
      expect((await logOf('leaderboard_init_arrangements', leaderboard.ID)).map((e) => e.after)).toEqual([
        { containerIDs: [other.containerID] },
        { containerIDs: [] },
      ]);
    });

    it("answers 404 'leaderboard container not found.' for an unknown container, changing nothing", async () => {
      const leaderboard = await createLeaderboard(t, admin, campaign);
      const res = await adminInject(
        t,
        admin,
        'PUT',
        `/v1/admin/leaderboards/${leaderboard.ID}/initArrangement`,
        {
          containerIDs: [leaderboard.containerID, 999999],
        },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errorCode: 'NOT_FOUND',
        errorMessage: 'leaderboard container not found.',
        field: 'containerIDs.1',
      });
      expect((await rowOf(leaderboard.ID))?.metadata).toEqual({});
      expect(await logOf('leaderboard_init_arrangements', leaderboard.ID)).toHaveLength(0);
    });

    it('refuses a body without a containerIDs list (400)', async () => {
      const leaderboard = await createLeaderboard(t, admin, campaign);
      const res = await adminInject(
        t,
        admin,
        'PUT',
        `/v1/admin/leaderboards/${leaderboard.ID}/initArrangement`,
        {
          containerIDs: ['a'],
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'containerIDs.0' });
    });
  });
});
