// A campaign as one document (export), and a document written back as a new campaign (import and
// copy): new ids throughout, and the ids inside its data remapped to them (admin spec §5).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ChangeLogTable } from '@eventory/domain/change-log';
import { remapIds, remapPageIds, remapTimestampQueries, type IdRemap } from '@eventory/domain/campaign-copy';
import { campaignTimeReferences, insertTimeReferences } from './time-references.ts';
import { missionTypeOfRef } from '@eventory/domain/missions';
import { SCHEDULED_STATES } from '@eventory/domain/prizes';
import {
  CAMPAIGN_DOCUMENT_VERSION,
  type CampaignDocument,
  type DocumentProblem,
} from '@eventory/domain/campaign-document';
import type { CampaignInput } from '@eventory/domain/campaign';
import { DomainError } from '@eventory/domain/errors';
import type { ApiErrorBody } from '@eventory/domain/errors';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { leaderboardInitArrangements, tags } from '../db/schema/campaign-admin.ts';
import {
  campaignTrackers,
  missionRefs,
  missionRoadmaps,
  missions,
  prizes,
  questionnaires,
  questions,
} from '../db/schema/campaign-content.ts';
import { campaigns, containers, evaluators, leaderboards, pageTemplates } from '../db/schema/campaigns.ts';
import { savePageTemplate } from '../pages/templates.ts';
import { readCampaignProject, saveWithTemplateGroup } from '../pages/editor-projects.ts';
import { readPageVariants, replacePageVariants } from '../pages/page-variants.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { aggregators } from '../db/schema/engine-admin.ts';
import { toAggregator } from '../engine/aggregators.ts';
import { toContainer, toEvaluator, toLeaderboard, toCampaign } from './campaign-rows.ts';
import { assertCodeNameFree, columnsOf, findCampaign } from './campaigns.ts';
import { readInitArrangement } from './leaderboards.ts';
import { findMission, loadMissions, MISSION_CONTAINER_REF } from './missions.ts';
import { findPrize, prizeColumnsOf } from './prizes.ts';
import { findQuestionnaire, insertQuestions, toQuestionnaire } from './questionnaires.ts';
import { toRoadmap } from './roadmaps.ts';
import { readTracker } from './tracker.ts';
import { createTag, findTagByName, toTag } from './tags.ts';
import { readTranslations, writeTranslations } from './translations.ts';
import { exportVotes, importVotes } from '../votes/votes.ts';
import { exportMissionRewards, importMissionRewards } from '../missions/mission-rewards.ts';

/** An import refused as a whole: every problem of the document, for the person to fix in one go. */
export class InvalidDocumentError extends DomainError {
  constructor(readonly problems: DocumentProblem[]) {
    super(
      'INVALID_DOCUMENT',
      `The document has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported. First: ${problems[0]?.field}: ${problems[0]?.message}`,
      400,
    );
  }

  override toBody(): ApiErrorBody {
    return { ...super.toBody(), problems: this.problems };
  }
}

export async function exportCampaign(db: Executor, id: number): Promise<CampaignDocument> {
  const { ID, createTime: _c, updateTime: _u, ...campaign } = await findCampaign(db, id);
  const boardRows = await db
    .select()
    .from(leaderboards)
    .where(and(eq(leaderboards.eventId, id), eq(leaderboards.isDeleted, false)))
    .orderBy(asc(leaderboards.id));
  const boardIds = boardRows.map((b) => b.id);
  const containerRows =
    boardIds.length === 0
      ? []
      : await db
          .select()
          .from(containers)
          .where(and(eq(containers.refContainerType, 'Leaderboard'), inArray(containers.refId, boardIds)))
          .orderBy(asc(containers.id));
  const containerIds = containerRows.map((c) => c.id);
  const evaluatorRows =
    containerIds.length === 0
      ? []
      : await db
          .select()
          .from(evaluators)
          .where(inArray(evaluators.targetContainerId, containerIds))
          .orderBy(asc(evaluators.id));
  const tagRows =
    campaign.tagIDs.length === 0
      ? []
      : await db.select().from(tags).where(inArray(tags.id, campaign.tagIDs)).orderBy(asc(tags.id));
  const [template] = await db.select().from(pageTemplates).where(eq(pageTemplates.campaignId, id));

  const content = await exportContent(db, id, containerIds);
  const project = await readCampaignProject(db, id);

  const boards = [];
  for (const row of boardRows) {
    const { ID: boardId, containerID, metadata, ...board } = toLeaderboard(row);
    const { eventID: _e, isDeleted: _d, createTime: _bc, updateTime: _bu, ...fields } = board;
    boards.push({
      ID: boardId,
      ...fields,
      containerID,
      metadata,
      initContainerIDs: await readInitArrangement(db, boardId),
    });
  }
  return {
    version: CAMPAIGN_DOCUMENT_VERSION,
    campaign: { ID, ...campaign },
    leaderboards: boards,
    containers: containerRows.map((r) => {
      const { createTime: _cc, updateTime: _cu, ...container } = toContainer(r);
      return container;
    }),
    evaluators: evaluatorRows.map((r) => {
      const { createTime: _ec, updateTime: _eu, ...evaluator } = toEvaluator(r);
      return evaluator;
    }),
    translations: await readTranslations(db, id),
    tags: tagRows.map(toTag),
    pageTemplate: template
      ? {
          blueprint: template.blueprint as NonNullable<CampaignDocument['pageTemplate']>['blueprint'],
          references: template.references,
          translations: template.translations,
        }
      : null,
    editorProject: project && {
      groupName: project.groupName,
      blueprint: project.blueprint,
      dictionaries: project.dictionaries,
      references: project.references,
    },
    ...content,
    votes: await exportVotes(db, id),
    missionRewards: await exportMissionRewards(
      db,
      content.missions.map((m) => m.ID),
    ),
    pageVariants: (await readPageVariants(db, id)).map(
      ({ projectCodeName: _c, projectCampaignID: _p, ...variant }) => ({
        ...variant,
        ownProject: project !== null && variant.projectID === project.ID,
      }),
    ),
    timeReferences: await campaignTimeReferences(db, id),
  };
}

type DocumentContent = Pick<
  CampaignDocument,
  'missions' | 'missionRoadmaps' | 'questionnaires' | 'prizes' | 'tracker' | 'aggregators'
>;

/** The campaign's missions, roadmaps, questionnaires, prizes (settings), tracker and inner aggregators. */
async function exportContent(
  db: Executor,
  id: number,
  boardContainerIds: number[],
): Promise<DocumentContent> {
  const missionRows = await db.select().from(missions).where(eq(missions.campaignId, id));
  const boardIds = new Set(
    (
      await db
        .select({ id: leaderboards.id })
        .from(leaderboards)
        .where(and(eq(leaderboards.eventId, id), eq(leaderboards.isDeleted, false)))
    ).map((b) => b.id),
  );
  // Like deleted leaderboards themselves, what hangs on them is left out.
  const missionList = (await loadMissions(db, missionRows)).filter(
    (m) => m.missionContainerID && m.refType && (m.refType !== 'leaderboard' || boardIds.has(m.refID ?? 0)),
  );
  const roadmapRows = await db
    .select()
    .from(missionRoadmaps)
    .where(eq(missionRoadmaps.campaignId, id))
    .orderBy(asc(missionRoadmaps.id));
  const questionnaireRows = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.campaignId, id))
    .orderBy(asc(questionnaires.id));
  const prizeRows = await db
    .select()
    .from(prizes)
    .where(and(eq(prizes.campaignId, id), eq(prizes.isDeleted, false)))
    .orderBy(asc(prizes.id))
    .then((rows) => rows.filter((p) => p.leaderboardId !== null && boardIds.has(p.leaderboardId)));
  const [trackerRow] = await db.select().from(campaignTrackers).where(eq(campaignTrackers.campaignId, id));
  const inner = [...boardContainerIds, ...missionList.map((m) => m.missionContainerID)];
  const aggregatorRows =
    inner.length === 0
      ? []
      : await db
          .select()
          .from(aggregators)
          .where(
            and(inArray(aggregators.srcContainerId, inner), inArray(aggregators.targetContainerId, inner)),
          )
          .orderBy(asc(aggregators.id));
  const questionnaireList = [];
  for (const row of questionnaireRows) {
    const q = toQuestionnaire(
      row,
      await db
        .select()
        .from(questions)
        .where(eq(questions.questionnaireId, row.id))
        .orderBy(asc(questions.position), asc(questions.id)),
    );
    questionnaireList.push({
      ID: q.ID,
      groupName: q.groupName,
      startTime: q.startTime,
      endTime: q.endTime,
      endTimeCountdown: q.endTimeCountdown,
      eventHandler: q.eventHandler,
      // An attachment outside the campaign's containers is not carried over.
      containerID: inner.includes(q.containerID) ? q.containerID : 0,
      questions: q.questions.map(({ type, title, options, required, position }) => ({
        type,
        title,
        options,
        required,
        position,
      })),
    });
  }
  return {
    missions: missionList.map((m) => ({
      ID: m.id,
      userMissionType: m.userMissionType,
      groupName: m.groupName,
      goal: m.goal,
      desc: m.desc,
      iconURL: m.iconURL,
      normalMission: m.normalMission,
      eventHandler: m.eventHandler,
      missionContainerID: m.missionContainerID,
      refType: m.refType!,
      refID: m.refID!,
    })),
    missionRoadmaps: roadmapRows.map((r) => {
      const { ID, groupName, startTime, endTime } = toRoadmap(r);
      return { ID, groupName, startTime, endTime };
    }),
    questionnaires: questionnaireList,
    prizes: prizeRows.map((r) => {
      const setting = r.setting as {
        name?: Record<string, string>;
        ranges?: DocumentContent['prizes'][number]['ranges'];
      };
      return {
        ID: r.id,
        leaderboardID: r.leaderboardId ?? 0,
        rewardType: r.rewardType,
        sendMode: r.sendMode as DocumentContent['prizes'][number]['sendMode'],
        awardMode: r.awardMode as DocumentContent['prizes'][number]['awardMode'],
        name: setting.name ?? {},
        ranges: setting.ranges ?? [],
      };
    }),
    tracker: trackerRow
      ? (({ campaignID: _c, updateTime: _u, ...config }) => config)(await readTracker(db, id))
      : null,
    aggregators: aggregatorRows.map((a) => ({
      ID: a.id,
      srcContainerID: a.srcContainerId,
      targetContainerID: a.targetContainerId,
      kind: a.kind,
      config: a.config,
    })),
  };
}

/** The campaign URL points at its event page; a new code name moves it along. */
const urlFor = (url: string, from: string, to: string) =>
  url.endsWith(`/event/${from}`) ? `${url.slice(0, -from.length)}${to}` : url;

/** Tags are shared: a document's tag is the existing tag of that ID and name, or of that name, or a new one. */
async function tagIdsFor(tx: Executor, doc: CampaignDocument, email: string): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  for (const tag of doc.tags) {
    const [same] = await tx.select().from(tags).where(eq(tags.id, tag.ID));
    if (same && same.name.toLowerCase() === tag.name.toLowerCase()) {
      map.set(tag.ID, same.id);
      continue;
    }
    const named = await findTagByName(tx, tag.name);
    map.set(tag.ID, (named ?? (await createTag(tx, { name: tag.name, color: tag.color }, email))).ID);
  }
  return map;
}

/**
 * Writes a (checked) document as a new campaign named `codeName`, every row and change-log entry in
 * the caller's transaction. Answers the new campaign ID.
 */
export async function importCampaign(
  tx: Executor,
  store: ObjectStore,
  doc: CampaignDocument,
  target: { codeName: string; name?: string },
  email: string,
): Promise<number> {
  await assertCodeNameFree(tx, target.codeName);
  const log = (table: ChangeLogTable, objId: number, after: unknown) =>
    recordChange(tx, { email, table, objId, action: 'create', before: null, after });
  const remap = {
    campaign: new Map<number, number>(),
    leaderboard: new Map<number, number>(),
    container: new Map<number, number>(),
    vote: new Map<number, number>(),
  } satisfies IdRemap;

  const tagMap = await tagIdsFor(tx, doc, email);
  const { ID: oldCampaignId, ...source } = doc.campaign;
  const input: CampaignInput = {
    ...source,
    codeName: target.codeName,
    name: target.name ?? source.name,
    URL: urlFor(source.URL, source.codeName, target.codeName),
    tagIDs: source.tagIDs.map((t) => tagMap.get(t) ?? t),
  };
  const [campaignRow] = await tx.insert(campaigns).values(columnsOf(input)).returning();
  if (!campaignRow) throw new Error('campaign insert returned no row');
  const campaignId = campaignRow.id;
  remap.campaign.set(oldCampaignId, campaignId);
  await log('campaigns', campaignId, toCampaign(campaignRow));

  for (const board of doc.leaderboards) {
    const [row] = await tx
      .insert(leaderboards)
      .values({
        eventId: campaignId,
        groupName: board.groupName,
        designName: board.designName,
        type: board.type,
        startTime: board.startTime,
        endTime: board.endTime,
        endTimeCountdown: board.endTimeCountdown,
        giftIds: board.giftIDsForAnalyzing,
      })
      .returning({ id: leaderboards.id });
    if (!row) throw new Error('leaderboard insert returned no row');
    remap.leaderboard.set(board.ID, row.id);
  }
  for (const container of doc.containers) {
    const refId =
      container.refContainerType === 'Leaderboard'
        ? (remap.leaderboard.get(container.refID) ?? container.refID)
        : container.refID;
    const [row] = await tx
      .insert(containers)
      .values({
        type: container.type,
        refId,
        refContainerType: container.refContainerType,
        groupName: container.groupName,
      })
      .returning();
    if (!row) throw new Error('container insert returned no row');
    remap.container.set(container.ID, row.id);
    await log('containers', row.id, toContainer(row));
  }

  const roadmapMap = new Map<number, number>();
  for (const roadmap of doc.missionRoadmaps) {
    const [row] = await tx
      .insert(missionRoadmaps)
      .values({
        campaignId,
        groupName: roadmap.groupName,
        startTime: roadmap.startTime,
        endTime: roadmap.endTime,
      })
      .returning();
    if (!row) throw new Error('roadmap insert returned no row');
    roadmapMap.set(roadmap.ID, row.id);
    await log('mission_roadmaps', row.id, toRoadmap(row));
  }
  // Missions and their containers first, so every container id is known before any judge is remapped.
  const missionIds = new Map<number, number>();
  for (const mission of doc.missions) {
    const [row] = await tx
      .insert(missions)
      .values({
        campaignId,
        type: missionTypeOfRef[mission.refType],
        userMissionType: mission.userMissionType,
        groupName: mission.groupName,
        goal: mission.goal,
        body: { desc: mission.desc, iconURL: mission.iconURL, normalMission: mission.normalMission },
      })
      .returning({ id: missions.id });
    if (!row) throw new Error('mission insert returned no row');
    missionIds.set(mission.ID, row.id);
    const [container] = await tx
      .insert(containers)
      .values({
        type: 'Leaderboard',
        refId: row.id,
        refContainerType: MISSION_CONTAINER_REF,
        groupName: mission.groupName,
        meta: { missionID: row.id },
      })
      .returning();
    if (!container) throw new Error('container insert returned no row');
    remap.container.set(mission.missionContainerID, container.id);
    await log('containers', container.id, toContainer(container));
  }

  // Every new id is known now: the data that refers to them can be remapped.
  for (const board of doc.leaderboards) {
    const id = remap.leaderboard.get(board.ID) ?? 0;
    const [row] = await tx
      .update(leaderboards)
      .set({
        containerId: remap.container.get(board.containerID) ?? board.containerID,
        metadata: remapIds(board.metadata, remap),
      })
      .where(eq(leaderboards.id, id))
      .returning();
    if (!row) throw new Error('leaderboard update returned no row');
    await log('leaderboards', id, toLeaderboard(row));
    if (board.initContainerIDs.length > 0) {
      const containerIds = board.initContainerIDs.map((c) => remap.container.get(c) ?? c);
      await tx.insert(leaderboardInitArrangements).values({ leaderboardId: id, containerIds });
      await log('leaderboard_init_arrangements', id, { containerIDs: containerIds });
    }
  }
  for (const evaluator of doc.evaluators) {
    const [row] = await tx
      .insert(evaluators)
      .values({
        targetContainerId: remap.container.get(evaluator.targetContainerID) ?? evaluator.targetContainerID,
        eventType: evaluator.eventType,
        resultKey: evaluator.resultKey,
        judges: remapIds(evaluator.judges, remap),
        scoreCalc: evaluator.scoreCalc,
        limit: evaluator.limit ?? null,
      })
      .returning();
    if (!row) throw new Error('evaluator insert returned no row');
    await log('evaluators', row.id, toEvaluator(row));
  }
  for (const mission of doc.missions) {
    const id = missionIds.get(mission.ID) ?? 0;
    const refID =
      mission.refType === 'campaign'
        ? campaignId
        : mission.refType === 'leaderboard'
          ? (remap.leaderboard.get(mission.refID) ?? mission.refID)
          : (roadmapMap.get(mission.refID) ?? mission.refID);
    const handler = mission.eventHandler;
    const [evaluator] = await tx
      .insert(evaluators)
      .values({
        targetContainerId: remap.container.get(mission.missionContainerID) ?? 0,
        eventType: handler.eventType,
        resultKey: handler.resultKey,
        judges: remapIds(handler.judges, remap),
        scoreCalc: handler.scoreCalc,
        limit: handler.limit ?? null,
      })
      .returning();
    if (!evaluator) throw new Error('evaluator insert returned no row');
    await log('evaluators', evaluator.id, toEvaluator(evaluator));
    await tx
      .update(missions)
      .set({ missionContainerId: remap.container.get(mission.missionContainerID), evaluatorId: evaluator.id })
      .where(eq(missions.id, id));
    await tx.insert(missionRefs).values({ missionId: id, refType: mission.refType, refId: refID });
    await log('missions', id, await findMission(tx, id));
  }
  for (const q of doc.questionnaires) {
    const [row] = await tx
      .insert(questionnaires)
      .values({
        campaignId,
        groupName: q.groupName,
        containerId: q.containerID === 0 ? null : (remap.container.get(q.containerID) ?? null),
        startTime: q.startTime,
        endTime: q.endTime,
        endTimeCountdown: q.endTimeCountdown,
        body: { eventHandler: remapIds(q.eventHandler, remap) },
      })
      .returning({ id: questionnaires.id });
    if (!row) throw new Error('questionnaire insert returned no row');
    await insertQuestions(tx, row.id, q.questions);
    await log('questionnaires', row.id, await findQuestionnaire(tx, row.id));
  }
  // Settings only: a copied prize starts Unsent, without results.
  for (const prize of doc.prizes) {
    const [row] = await tx
      .insert(prizes)
      .values({
        campaignId,
        ...prizeColumnsOf({
          ...prize,
          leaderboardID: remap.leaderboard.get(prize.leaderboardID) ?? prize.leaderboardID,
        }),
        scheduledState:
          prize.sendMode === 'Auto' ? SCHEDULED_STATES.scheduledAuto : SCHEDULED_STATES.scheduledManual,
      })
      .returning({ id: prizes.id });
    if (!row) throw new Error('prize insert returned no row');
    await log('prizes', row.id, await findPrize(tx, row.id));
  }
  if (doc.tracker) {
    await tx.insert(campaignTrackers).values({ campaignId, config: doc.tracker });
    await log('campaign_trackers', campaignId, await readTracker(tx, campaignId));
  }
  for (const aggregator of doc.aggregators) {
    const [row] = await tx
      .insert(aggregators)
      .values({
        srcContainerId: remap.container.get(aggregator.srcContainerID) ?? aggregator.srcContainerID,
        targetContainerId: remap.container.get(aggregator.targetContainerID) ?? aggregator.targetContainerID,
        kind: aggregator.kind,
        config: aggregator.config,
      })
      .returning();
    if (!row) throw new Error('aggregator insert returned no row');
    await log('aggregators', row.id, toAggregator(row));
  }
  await importMissionRewards(tx, doc.missionRewards, missionIds, email);
  await importVotes(tx, campaignId, doc.votes, remap, email);
  // Time references of the copy name the copy's entities (decision 0094); those of entities left out go.
  await insertTimeReferences(
    tx,
    campaignId,
    doc.timeReferences.flatMap((r) => {
      const id = r.kind === 'roadmap' ? roadmapMap.get(r.id) : remap[r.kind].get(r.id);
      const expression = remapTimestampQueries(r.expression, remap).replace(
        /\broadmap:(\d+)/,
        (_whole, old: string) => `roadmap:${roadmapMap.get(Number(old)) ?? old}`,
      );
      return id === undefined ? [] : [{ ...r, id, expression }];
    }),
    email,
  );
  if (doc.translations.length > 0) {
    await writeTranslations(tx, campaignId, doc.translations);
    await log('translations', campaignId, await readTranslations(tx, campaignId));
  }
  if (doc.pageTemplate) {
    // Saved like an editor save: the first version of the new campaign's template, in the change log.
    await savePageTemplate(
      tx,
      campaignId,
      {
        // Every id the page holds (issue 30 §2.6): mission lists' refIDs and fetchers' ids too.
        blueprint: remapPageIds(doc.pageTemplate.blueprint as BlueprintNode, remap, roadmapMap),
        references: remapIds(doc.pageTemplate.references, remap) as Record<string, unknown>,
        translations: doc.pageTemplate.translations,
      },
      email,
    );
  }
  let ownProjectId: number | undefined;
  if (doc.editorProject) {
    // Saved like an editor save (validated, a version, the change log, its template group in storage),
    // every id it names remapped.
    const { references, ...project } = doc.editorProject;
    ({ ID: ownProjectId } = await saveWithTemplateGroup(
      tx,
      store,
      { id: campaignId, codeName: target.codeName, regions: input.regions },
      {
        ...project,
        blueprint: remapPageIds(project.blueprint, remap, roadmapMap),
        references: {
          ...remapIds(references, remap),
          missionIDs: references.missionIDs.map((m) => missionIds.get(m) ?? m),
        },
      },
      email,
    ));
  }
  if (doc.pageVariants.length > 0) {
    // Through the variants' service (validated, change-logged); the campaign's own project is the new one's.
    await replacePageVariants(
      tx,
      campaignId,
      doc.pageVariants.map(({ ownProject, ...variant }) => ({
        ...variant,
        projectID: ownProject ? (ownProjectId ?? null) : variant.projectID,
      })),
      email,
    );
  }
  return campaignId;
}
