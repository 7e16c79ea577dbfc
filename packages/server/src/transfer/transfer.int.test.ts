// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard, Tag } from '@eventory/domain/campaign';
import { remapIds, type IdRemap } from '@eventory/domain/campaign-copy';
import type { CampaignDocument } from '@eventory/domain/campaign-document';
import type { Mission } from '@eventory/domain/missions';
import type { Prize } from '@eventory/domain/prizes';
import type { Questionnaire } from '@eventory/domain/questionnaires';
import type { MissionRoadmap } from '@eventory/domain/roadmaps';
import type { Tracker } from '@eventory/domain/tracker';
import type { TranslationKey } from '@eventory/domain/translations';
import { campaigns, containers, evaluators, leaderboards, pageTemplates } from '../db/schema/campaigns.ts';
import { tags } from '../db/schema/campaign-admin.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { prizeResults } from '../db/schema/campaign-content.ts';
import { aggregators } from '../db/schema/engine-admin.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
} from '../test/fixtures.ts';

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
  let boardMission: Mission;
  let campaignMission: Mission;
  let roadmap: MissionRoadmap;
  let roadmapMission: Mission;
  let questionnaire: Questionnaire;
  let prize: Prize;
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
    // Content on a deleted leaderboard is left out of copies and exports, like the leaderboard.
    await adminCall(t, admin, 'POST', `/v1/admin/leaderboards/${dropped.ID}/missions`, {
      goal: 1,
      eventHandler: { eventType: 1, resultKey: 'ReceiverID' },
    });
    await adminCall(t, admin, 'POST', `/v1/admin/campaigns/${source.ID}/prize`, {
      leaderboardID: dropped.ID,
      rewardType: 2,
      ranges: [{ fromRank: 1, toRank: 1, itemID: 'gone' }],
    });
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
    // Campaign content: missions (one judging the side container), a roadmap, a questionnaire attached
    // to the main container, a sent prize, tracker settings and aggregators in and out of the campaign.
    const developer = await t.signIn(['developer']);
    boardMission = await adminCall<Mission>(t, admin, 'POST', `/v1/admin/leaderboards/${main.ID}/missions`, {
      groupName: 'Daily',
      goal: 10,
      desc: { en_US: 'Ten' },
      eventHandler: {
        eventType: 1,
        resultKey: 'SenderID',
        judges: [
          { logic: 'IS', setting: { kind: 'container', field: 'WhiteList', containerID: side.containerID } },
        ],
      },
    });
    campaignMission = await adminCall<Mission>(
      t,
      admin,
      'POST',
      `/v1/admin/campaigns/${source.ID}/missions`,
      {
        userMissionType: 1,
        goal: 1,
        eventHandler: { eventType: 1, resultKey: 'ReceiverID' },
      },
    );
    roadmap = await adminCall<MissionRoadmap>(t, developer, 'POST', '/v1/admin/missionRoadmaps', {
      campaignID: source.ID,
      groupName: 'Road',
      startTime: source.startTime,
      endTime: source.endTime,
    });
    roadmapMission = await adminCall<Mission>(
      t,
      developer,
      'POST',
      `/v1/admin/missionRoadmaps/${roadmap.ID}/missions`,
      {
        goal: 3,
        eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'constant', value: 1 } },
      },
    );
    questionnaire = await adminCall<Questionnaire>(t, admin, 'POST', '/v1/admin/questionnaires', {
      campaignID: source.ID,
      groupName: 'Main',
      startTime: source.startTime,
      endTime: source.endTime,
      questions: [
        { type: 'Sort', title: { en_US: 'Order' }, options: [{ en_US: 'a' }, { en_US: 'b' }] },
        { type: 'Text', title: { en_US: 'Why' } },
      ],
    });
    await adminCall(t, admin, 'POST', `/v1/admin/containers/${main.containerID}/questionnaire`, {
      questionnaireID: questionnaire.ID,
    });
    prize = await adminCall<Prize>(t, admin, 'POST', `/v1/admin/campaigns/${source.ID}/prize`, {
      leaderboardID: main.ID,
      rewardType: 100,
      sendMode: 'Auto',
      awardMode: 'mutable',
      ranges: [{ fromRank: 1, toRank: 3, itemID: 'rose', amount: 5 }],
    });
    await t.db.insert(prizeResults).values({ prizeId: prize.ID, userId: 'winner', rank: 1, score: 9 });
    await adminCall<Tracker>(t, admin, 'PATCH', `/v1/admin/campaigns/${source.ID}/tracker`, {
      samplingRate: 0.5,
      events: ['page_enter'],
    });
    await adminCall(t, admin, 'POST', '/v1/admin/aggregators', {
      srcContainerID: main.containerID,
      targetContainerID: campaignMission.missionContainerID,
    });
    await adminCall(t, admin, 'POST', '/v1/admin/aggregators', {
      srcContainerID: side.containerID,
      targetContainerID: otherCampaignContainer,
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
          // Each Leaderboard holds its row (block catalogue §5): saves and imports are validated.
          {
            type: 'Leaderboard',
            props: { containerID: main.containerID, leaderboardID: main.ID },
            children: [{ type: 'LeaderboardRow' }],
          },
          {
            type: 'Leaderboard',
            props: { containerID: OUTSIDE_CONTAINER },
            children: [{ type: 'LeaderboardRow' }],
          },
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

    it('copies missions (containers, evaluators, refs), roadmaps, questionnaires, prize settings, tracker and inner aggregators, remapped', async () => {
      const [copyMain, copySide] = boards;
      const copied = await adminCall<Mission[]>(t, admin, 'GET', `/v1/admin/campaigns/${copyId}/missions`);
      expect(copied).toHaveLength(3);
      const sourceMissions = [boardMission, campaignMission, roadmapMission];
      for (const mission of copied) {
        expect(sourceMissions.map((m) => m.id)).not.toContain(mission.id);
        expect(sourceMissions.map((m) => m.missionContainerID)).not.toContain(mission.missionContainerID);
        expect(mission.campaignID).toBe(copyId);
      }
      const [onBoard, onCampaign, onRoadmap] = copied;
      expect(onBoard).toMatchObject({
        type: 1,
        refType: 'leaderboard',
        refID: copyMain?.ID,
        groupName: 'Daily',
        goal: 10,
        desc: { en_US: 'Ten' },
        eventHandler: {
          resultKey: 'SenderID',
          judges: [{ setting: { containerID: copySide?.containerID } }],
        },
      });
      expect(onCampaign).toMatchObject({ type: 2, refType: 'campaign', refID: copyId, userMissionType: 1 });
      const roadmaps = await adminCall<MissionRoadmap[]>(
        t,
        admin,
        'GET',
        `/v1/admin/campaigns/${copyId}/missionRoadmaps`,
      );
      expect(roadmaps).toEqual([expect.objectContaining({ groupName: 'Road', campaignID: copyId })]);
      expect(onRoadmap).toMatchObject({
        type: 3,
        refType: 'missionRoadmap',
        refID: roadmaps[0]?.ID,
        goal: 3,
      });

      const [q] = await adminCall<Questionnaire[]>(
        t,
        admin,
        'GET',
        `/v1/admin/campaigns/${copyId}/questionnaires`,
      );
      expect(q).toMatchObject({ groupName: 'Main', containerID: copyMain?.containerID });
      expect(q?.questions.map((x) => [x.type, x.position])).toEqual([
        ['Sort', 0],
        ['Text', 1],
      ]);

      const copiedPrizes = await adminCall<Prize[]>(t, admin, 'GET', `/v1/admin/campaigns/${copyId}/prizes`);
      expect(copiedPrizes).toEqual([
        expect.objectContaining({
          leaderboardID: copyMain?.ID,
          rewardType: 100,
          sendMode: 'Auto',
          awardMode: 'mutable',
          state: 'Unsent',
          scheduledState: 11,
          ranges: [{ fromRank: 1, toRank: 3, itemID: 'rose', amount: 5 }],
        }),
      ]);
      expect(await adminCall(t, admin, 'GET', `/v1/admin/campaigns/${copyId}/prizeResults`)).toEqual([]);
      expect(
        await adminCall<Tracker>(t, admin, 'GET', `/v1/admin/campaigns/${copyId}/tracker`),
      ).toMatchObject({
        samplingRate: 0.5,
        events: ['page_enter'],
      });
      const rolled = await t.db
        .select()
        .from(aggregators)
        .where(eq(aggregators.srcContainerId, copyMain!.containerID));
      expect(rolled.map((a) => a.targetContainerId)).toEqual([onCampaign?.missionContainerID]);
      const outward = await t.db
        .select()
        .from(aggregators)
        .where(eq(aggregators.srcContainerId, copySide!.containerID));
      expect(outward).toEqual([]);
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
      expect(doc.missions.map((m) => m.ID)).toEqual([boardMission.id, campaignMission.id, roadmapMission.id]);
      expect(doc.missionRoadmaps.map((r) => r.ID)).toEqual([roadmap.ID]);
      expect(doc.questionnaires).toEqual([
        expect.objectContaining({ ID: questionnaire.ID, containerID: main.containerID }),
      ]);
      expect(doc.prizes).toEqual([expect.objectContaining({ ID: prize.ID, leaderboardID: main.ID })]);
      expect(doc.prizes[0]).not.toHaveProperty('state');
      expect(doc.tracker).toEqual({ enabled: true, samplingRate: 0.5, events: ['page_enter'] });
      expect(doc.aggregators).toEqual([
        expect.objectContaining({
          srcContainerID: main.containerID,
          targetContainerID: campaignMission.missionContainerID,
        }),
      ]);
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
      const content = structuredClone(doc) as unknown as CampaignDocument;
      content.prizes[0]!.leaderboardID = 999999;
      content.questionnaires[0]!.containerID = 999999;
      content.missions[0]!.refID = 999999;
      const contentRes = await adminInject(t, admin, 'POST', '/v1/admin/campaigns/import', {
        document: content,
        codeName: `${source.codeName}-bad`,
      });
      expect(
        contentRes
          .json<{ problems: { field: string }[] }>()
          .problems.map((p) => p.field)
          .sort(),
      ).toEqual(['missions.0.refID', 'prizes.0.leaderboardID', 'questionnaires.0.containerID'].sort());
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
  const containerPositions = new Map([
    ...doc.containers.map((c, i): [number, number] => [c.ID, i + 1]),
    ...doc.missions.map((m, i): [number, number] => [m.missionContainerID, doc.containers.length + i + 1]),
    ...doc.votes.map((v, i): [number, number] => [
      v.containerID,
      doc.containers.length + doc.missions.length + i + 1,
    ]),
  ]);
  const remap: IdRemap = {
    campaign: new Map([[doc.campaign.ID, 1]]),
    leaderboard: position(doc.leaderboards),
    container: containerPositions,
    vote: position(doc.votes),
  };
  const roadmaps = position(doc.missionRoadmaps);
  const out = remapIds(doc, remap);
  out.campaign.ID = 1;
  out.leaderboards.forEach((l, i) => (l.ID = i + 1));
  out.containers.forEach((c, i) => {
    c.ID = i + 1;
    c.refID = remap.leaderboard.get(c.refID) ?? c.refID;
  });
  out.evaluators.forEach((e, i) => (e.ID = i + 1));
  out.missions.forEach((m, i) => {
    m.ID = i + 1;
    m.refID =
      m.refType === 'campaign'
        ? 1
        : m.refType === 'leaderboard'
          ? (remap.leaderboard.get(m.refID) ?? m.refID)
          : (roadmaps.get(m.refID) ?? m.refID);
  });
  out.missionRoadmaps.forEach((r, i) => (r.ID = i + 1));
  out.questionnaires.forEach((q, i) => (q.ID = i + 1));
  out.prizes.forEach((p, i) => (p.ID = i + 1));
  out.aggregators.forEach((a, i) => (a.ID = i + 1));
  out.votes.forEach((v, i) => (v.ID = i + 1));
  const missionPositions = position(doc.missions);
  out.missionRewards.forEach((r) => (r.missionID = missionPositions.get(r.missionID) ?? r.missionID));
  return out;
}
