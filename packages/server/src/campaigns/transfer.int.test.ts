import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard, Tag } from '@eventory/domain/campaign';
import { remapIds, type IdRemap } from '@eventory/domain/campaign-copy';
import type { CampaignDocument } from '@eventory/domain/campaign-document';
import type { TranslationKey } from '@eventory/domain/translations';
import { campaigns, containers, evaluators, leaderboards, pageTemplates } from '../db/schema/campaigns.ts';
import { tags } from '../db/schema/campaign-admin.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
} from './fixtures.ts';

const OUTSIDE_CONTAINER = 987654;

describe('campaign copy, export and import', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let source: Campaign;
  let main: Leaderboard;
  let side: Leaderboard;
  let tag: Tag;
  let otherCampaignContainer: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
    tag = await adminCall<Tag>(t, admin, 'POST', '/v1/admin/tags', { name: 'Copied', color: 'gold' });
    source = await createCampaign(t, admin, {
      tagIDs: [tag.ID],
      theme: { length: '10px' },
      URL: '',
      scope: 'global',
    });
    source = await adminCall<Campaign>(t, admin, 'PATCH', `/v1/admin/campaigns/${source.ID}`, {
      URL: `https://events.example/event/${source.codeName}`,
    });
    main = await createLeaderboard(t, admin, source, { groupName: 'Main', giftIDsForAnalyzing: ['rose'] });
    side = await createLeaderboard(t, admin, source, { groupName: 'Side' });
    const dropped = await createLeaderboard(t, admin, source, { groupName: 'Dropped' });
    await adminCall(t, admin, 'DELETE', `/v1/admin/leaderboards/${dropped.ID}`);
    const other = await createLeaderboard(t, admin, await createCampaign(t, admin), {
      groupName: 'Elsewhere',
    });
    otherCampaignContainer = other.containerID;

    await adminCall(t, admin, 'PUT', `/v1/admin/leaderboards/${main.ID}/initArrangement`, {
      containerIDs: [side.containerID, otherCampaignContainer],
    });
    await adminCall(t, admin, 'PATCH', `/v1/admin/leaderboards/${main.ID}/metadata`, {
      relatedLeaderboardID: String(side.ID),
      countdownTo: `leaderboard:${side.ID}.endTime`,
      sourceContainerID: String(OUTSIDE_CONTAINER),
    });
    await createGiftEvaluator(t, admin, main.containerID);
    // Straight into the table: the evaluator API would refuse a judge on a container that does not exist.
    await t.db.insert(evaluators).values({
      targetContainerId: side.containerID,
      eventType: 1,
      resultKey: 'SenderID',
      judges: [
        { logic: 'IS', setting: { kind: 'container', field: 'WhiteList', containerID: main.containerID } },
        { logic: 'IS', setting: { kind: 'container', field: 'WhiteList', containerID: OUTSIDE_CONTAINER } },
      ],
      scoreCalc: { kind: 'field', field: 'Count' },
    });
    await adminCall(t, admin, 'PUT', `/v1/admin/campaigns/${source.ID}/translations`, {
      keys: [{ key: 'title', translations: [{ locale: 'en_US', value: 'Cup' }] }],
    });
    await t.db.insert(pageTemplates).values({
      campaignId: source.ID,
      blueprint: {
        type: 'Page',
        props: { until: `campaign:${source.ID}.endTime` },
        children: [
          { type: 'Leaderboard', props: { containerID: main.containerID, leaderboardID: main.ID } },
          { type: 'Leaderboard', props: { containerID: OUTSIDE_CONTAINER } },
        ],
      },
      references: { leaderboards: [{ leaderboardID: side.ID, containerID: side.containerID }] },
      translations: { en_US: { title: 'Cup' } },
    });
  });
  afterAll(() => t.close());

  const campaignCount = async () => Number((await t.db.select({ n: count() }).from(campaigns))[0]?.n);
  const tagCount = async () => Number((await t.db.select({ n: count() }).from(tags))[0]?.n);
  const exportOf = async (id: number) => {
    const res = await adminInject(t, admin, 'POST', `/v1/admin/campaigns/${id}/export`);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  describe('copy', () => {
    let copyId: number;
    let boards: Leaderboard[];
    beforeAll(async () => {
      ({ ID: copyId } = await adminCall<{ ID: number }>(
        t,
        admin,
        'POST',
        `/v1/admin/campaigns/${source.ID}/copy`,
        {
          codeName: `${source.codeName}-copy`,
          name: 'Copied Cup',
        },
      ));
      boards = await adminCall<Leaderboard[]>(t, admin, 'GET', `/v1/admin/campaigns/${copyId}/leaderboards`);
    });

    it('copies the campaign under the new code name and name, with its tags, theme and URL moved along', async () => {
      const copy = await adminCall<Campaign>(t, admin, 'GET', `/v1/admin/campaigns/${copyId}`);
      expect(copyId).not.toBe(source.ID);
      expect(copy).toMatchObject({
        codeName: `${source.codeName}-copy`,
        name: 'Copied Cup',
        tagIDs: [tag.ID],
        theme: { length: '10px' },
        scope: 'global',
        URL: `https://events.example/event/${source.codeName}-copy`,
      });
    });

    it('copies the leaderboards that are not deleted, each with a new container of its own', async () => {
      expect(boards.map((b) => b.groupName)).toEqual(['Main', 'Side']);
      for (const board of boards) {
        expect([main.ID, side.ID]).not.toContain(board.ID);
        const [container] = await t.db.select().from(containers).where(eq(containers.id, board.containerID));
        expect(container).toMatchObject({
          refId: board.ID,
          refContainerType: 'Leaderboard',
          type: 'Leaderboard',
        });
      }
      expect(boards[0]?.giftIDsForAnalyzing).toEqual(['rose']);
    });

    it('remaps ids in metadata, timestamp queries and the init arrangement, leaving unmatched ids alone (§5)', async () => {
      const [copyMain, copySide] = boards;
      expect(copyMain?.metadata).toEqual({
        initWhitelist: 'True',
        relatedLeaderboardID: String(copySide?.ID),
        countdownTo: `leaderboard:${copySide?.ID}.endTime`,
        sourceContainerID: String(OUTSIDE_CONTAINER),
      });
      expect(
        await adminCall(t, admin, 'GET', `/v1/admin/leaderboards/${copyMain?.ID}/initArrangement`),
      ).toEqual({
        containerIDs: [copySide?.containerID, otherCampaignContainer],
      });
    });

    it('copies the evaluators of its containers, judges remapped', async () => {
      const [copyMain, copySide] = boards;
      const onMain = await t.db
        .select()
        .from(evaluators)
        .where(eq(evaluators.targetContainerId, copyMain!.containerID));
      expect(onMain).toHaveLength(1);
      const [onSide] = await t.db
        .select()
        .from(evaluators)
        .where(eq(evaluators.targetContainerId, copySide!.containerID));
      expect(onSide).toMatchObject({
        resultKey: 'SenderID',
        judges: [
          {
            logic: 'IS',
            setting: { kind: 'container', field: 'WhiteList', containerID: copyMain?.containerID },
          },
          { logic: 'IS', setting: { kind: 'container', field: 'WhiteList', containerID: OUTSIDE_CONTAINER } },
        ],
        scoreCalc: { kind: 'field', field: 'Count' },
      });
    });

    it('copies translations and the page template, references remapped', async () => {
      expect(
        await adminCall<TranslationKey[]>(t, admin, 'GET', `/v1/admin/campaigns/${copyId}/translations`),
      ).toEqual([{ key: 'title', translations: [{ locale: 'en_US', value: 'Cup' }] }]);
      const [copyMain, copySide] = boards;
      const [template] = await t.db.select().from(pageTemplates).where(eq(pageTemplates.campaignId, copyId));
      expect(template).toMatchObject({
        blueprint: {
          props: { until: `campaign:${copyId}.endTime` },
          children: [
            { props: { containerID: copyMain?.containerID, leaderboardID: copyMain?.ID } },
            { props: { containerID: OUTSIDE_CONTAINER } },
          ],
        },
        references: { leaderboards: [{ leaderboardID: copySide?.ID, containerID: copySide?.containerID }] },
        translations: { en_US: { title: 'Cup' } },
      });
    });

    it('logs every row it creates, and leaves the source as it was', async () => {
      const entries = await t.db
        .select()
        .from(changeLog)
        .where(eq(changeLog.email, 'user@test.eventory.app'));
      const created = entries.filter((e) => e.action === 'create');
      expect(created.some((e) => e.tableName === 'campaigns' && e.objId === String(copyId))).toBe(true);
      for (const board of boards)
        expect(created.some((e) => e.tableName === 'leaderboards' && e.objId === String(board.ID))).toBe(
          true,
        );
      const sourceBoards = await adminCall<Leaderboard[]>(
        t,
        admin,
        'GET',
        `/v1/admin/campaigns/${source.ID}/leaderboards`,
      );
      expect(sourceBoards.map((b) => b.ID)).toEqual([main.ID, side.ID]);
    });

    it('refuses a taken code name with 409 and a bad one with 400, creating nothing', async () => {
      const before = await campaignCount();
      const taken = await adminInject(t, admin, 'POST', `/v1/admin/campaigns/${source.ID}/copy`, {
        codeName: source.codeName,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ errorCode: 'CODE_NAME_TAKEN' });
      const bad = await adminInject(t, admin, 'POST', `/v1/admin/campaigns/${source.ID}/copy`, {
        codeName: 'Bad!',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'codeName' });
      expect(await campaignCount()).toBe(before);
    });

    it('refuses a ViewOnly user (403)', async () => {
      const res = await adminInject(t, viewer, 'POST', `/v1/admin/campaigns/${source.ID}/copy`, {
        codeName: 'viewer-copy',
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('export and import', () => {
    it('exports one document as a {codeName}.eventory.json attachment', async () => {
      const res = await exportOf(source.ID);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${source.codeName}.eventory.json"`,
      );
      const doc = res.json<CampaignDocument>();
      expect(doc).toMatchObject({ version: 1, campaign: { ID: source.ID, codeName: source.codeName } });
      expect(doc.leaderboards.map((l) => l.ID)).toEqual([main.ID, side.ID]);
      expect(doc.containers).toHaveLength(2);
      expect(doc.evaluators).toHaveLength(2);
      expect(doc.tags).toEqual([tag]);
      expect(doc.pageTemplate?.blueprint.type).toBe('Page');
    });

    it('export → import → export gives the same document up to ids', async () => {
      const first = (await exportOf(source.ID)).json<CampaignDocument>();
      const { ID } = await adminCall<{ ID: number }>(t, admin, 'POST', '/v1/admin/campaigns/import', {
        document: first,
        codeName: `${source.codeName}-imp`,
      });
      const second = (await exportOf(ID)).json<CampaignDocument>();
      expect(normalise(second)).toEqual(
        normalise({
          ...first,
          campaign: { ...first.campaign, codeName: second.campaign.codeName, URL: second.campaign.URL },
        }),
      );
      expect(second.campaign.URL).toBe(`https://events.example/event/${source.codeName}-imp`);
      expect(second.leaderboards.map((l) => l.ID)).not.toContain(main.ID);
    });

    it('imports tags it does not know as new tags', async () => {
      const doc = (await exportOf(source.ID)).json<CampaignDocument>();
      const before = await tagCount();
      const { ID } = await adminCall<{ ID: number }>(t, admin, 'POST', '/v1/admin/campaigns/import', {
        document: { ...doc, tags: [{ ID: doc.tags[0]!.ID, name: 'Brand new', color: '#123456' }] },
        codeName: `${source.codeName}-tags`,
      });
      expect(await tagCount()).toBe(before + 1);
      const imported = await adminCall<Campaign>(t, admin, 'GET', `/v1/admin/campaigns/${ID}`);
      const all = await adminCall<Tag[]>(t, admin, 'GET', '/v1/admin/tags/all');
      expect(all.find((x) => x.ID === imported.tagIDs[0])).toMatchObject({ name: 'Brand new' });
    });

    it('refuses a bad document with 400 INVALID_DOCUMENT listing every problem, changing nothing', async () => {
      const doc = (await exportOf(source.ID)).json<CampaignDocument>() as unknown as Record<string, unknown>;
      const broken = structuredClone(doc) as Record<string, Record<string, unknown> | unknown[]>;
      (broken.campaign as Record<string, unknown>).theme = { length: 'wide' };
      ((broken.leaderboards as Record<string, unknown>[])[0] as Record<string, unknown>).groupName = '';
      ((broken.evaluators as Record<string, unknown>[])[0] as Record<string, unknown>).eventType = 'gift';
      const before = {
        campaigns: await campaignCount(),
        tags: await tagCount(),
        log: (await t.db.select().from(changeLog)).length,
      };
      const res = await adminInject(t, admin, 'POST', '/v1/admin/campaigns/import', {
        document: broken,
        codeName: `${source.codeName}-bad`,
      });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ errorCode: string; errorMessage: string; problems: { field: string }[] }>();
      expect(body.errorCode).toBe('INVALID_DOCUMENT');
      expect(body.errorMessage).toContain('3 problems');
      expect(body.problems.map((p) => p.field).sort()).toEqual(
        ['campaign.theme.length', 'evaluators.0.eventType', 'leaderboards.0.groupName'].sort(),
      );
      const dangling = structuredClone(doc) as { evaluators: { targetContainerID: number }[] };
      dangling.evaluators[0]!.targetContainerID = OUTSIDE_CONTAINER;
      const refs = await adminInject(t, admin, 'POST', '/v1/admin/campaigns/import', {
        document: dangling,
        codeName: `${source.codeName}-bad`,
      });
      expect(refs.json()).toMatchObject({
        errorCode: 'INVALID_DOCUMENT',
        problems: [{ field: 'evaluators.0.targetContainerID' }],
      });
      expect(await campaignCount()).toBe(before.campaigns);
      expect(await tagCount()).toBe(before.tags);
      expect((await t.db.select().from(changeLog)).length).toBe(before.log);
    });

    it('refuses a taken code name with 409, writing nothing (one transaction)', async () => {
      const doc = (await exportOf(source.ID)).json<CampaignDocument>();
      const before = {
        campaigns: await campaignCount(),
        boards: (await t.db.select().from(leaderboards)).length,
      };
      const res = await adminInject(t, admin, 'POST', '/v1/admin/campaigns/import', {
        document: { ...doc, tags: [{ ...doc.tags[0]!, name: 'Would be created' }] },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'CODE_NAME_TAKEN' });
      expect(await campaignCount()).toBe(before.campaigns);
      expect((await t.db.select().from(leaderboards)).length).toBe(before.boards);
      expect(
        (await adminCall<Tag[]>(t, admin, 'GET', '/v1/admin/tags/all')).map((x) => x.name),
      ).not.toContain('Would be created');
    });

    it('needs exportImportCampaign: ViewOnly may neither export nor import (403)', async () => {
      expect(
        (await adminInject(t, viewer, 'POST', `/v1/admin/campaigns/${source.ID}/export`)).statusCode,
      ).toBe(403);
      expect(
        (await adminInject(t, viewer, 'POST', '/v1/admin/campaigns/import', { document: {} })).statusCode,
      ).toBe(403);
    });
  });
});

/** A document with its own ids replaced by their positions, so two exports compare up to ids. */
function normalise(doc: CampaignDocument): CampaignDocument {
  const position = <T extends { ID: number }>(list: T[]) => new Map(list.map((x, i) => [x.ID, i + 1]));
  const remap: IdRemap = {
    campaign: new Map([[doc.campaign.ID, 1]]),
    leaderboard: position(doc.leaderboards),
    container: position(doc.containers),
  };
  const out = remapIds(doc, remap);
  out.campaign.ID = 1;
  out.leaderboards.forEach((l, i) => (l.ID = i + 1));
  out.containers.forEach((c, i) => {
    c.ID = i + 1;
    c.refID = remap.leaderboard.get(c.refID) ?? c.refID;
  });
  out.evaluators.forEach((e, i) => (e.ID = i + 1));
  return out;
}
