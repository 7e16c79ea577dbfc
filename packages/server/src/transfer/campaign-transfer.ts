// A campaign as one document (export), and a document written back as a new campaign (import and
// copy): new ids throughout, and the ids inside its data remapped to them (admin spec §5).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { remapIds, remapPageIds, type IdRemap } from '@eventory/domain/campaign-copy';
import { campaignTimeReferences, importTimeReferences } from '../campaigns/time-references.ts';
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
import { recordCreate } from '../change-log/change-log.ts';
import { tags } from '../db/schema/campaign-admin.ts';
import {
  campaignTrackers,
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
import { importAggregators } from '../engine/aggregators.ts';
import { importContainers } from '../containers/container-service.ts';
import { toContainer, toEvaluator, toLeaderboard, toCampaign } from '../campaigns/campaign-rows.ts';
import { assertCodeNameFree, columnsOf, findCampaign } from '../campaigns/campaigns.ts';
import {
  completeImportedLeaderboards,
  importLeaderboards,
  readInitArrangement,
} from '../campaigns/leaderboards.ts';
import { importEvaluators } from '../campaigns/evaluators.ts';
import { completeImportedMissions, importMissions, loadMissions } from '../campaigns/missions.ts';
import { importPrizes } from '../campaigns/prizes.ts';
import { importQuestionnaires, toQuestionnaire } from '../campaigns/questionnaires.ts';
import { importRoadmaps, toRoadmap } from '../campaigns/roadmaps.ts';
import { importTracker, readTracker } from '../campaigns/tracker.ts';
import { createTag, findTagByName, toTag } from '../campaigns/tags.ts';
import { importTranslations, readTranslations } from '../campaigns/translations.ts';
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
 * the caller's transaction. Answers the new campaign ID. Each entity's importer sits beside its service.
 */
export async function importCampaign(
  tx: Executor,
  store: ObjectStore,
  doc: CampaignDocument,
  target: { codeName: string; name?: string },
  email: string,
): Promise<number> {
  await assertCodeNameFree(tx, target.codeName);
  const remap = {
    campaign: new Map<number, number>(),
    leaderboard: new Map<number, number>(),
    container: new Map<number, number>(),
    vote: new Map<number, number>(),
  } satisfies IdRemap;

  const { campaignId, input } = await importCampaignRow(tx, doc, target, email);
  remap.campaign.set(doc.campaign.ID, campaignId);
  await importLeaderboards(tx, campaignId, doc.leaderboards, remap.leaderboard);
  await importContainers(tx, doc.containers, remap, remap.container, email);
  const roadmapIds = await importRoadmaps(tx, campaignId, doc.missionRoadmaps, email);
  // Missions and their containers first, so every container id is known before any judge is remapped.
  const missionIds = await importMissions(tx, campaignId, doc.missions, remap.container, email);

  // Every new id is known now: the data that refers to them can be remapped.
  await completeImportedLeaderboards(tx, doc.leaderboards, remap, email);
  await importEvaluators(tx, doc.evaluators, remap, email);
  await completeImportedMissions(
    tx,
    campaignId,
    doc.missions,
    { missions: missionIds, roadmaps: roadmapIds, remap },
    email,
  );
  await importQuestionnaires(tx, campaignId, doc.questionnaires, remap, email);
  await importPrizes(tx, campaignId, doc.prizes, remap, email);
  await importTracker(tx, campaignId, doc.tracker, email);
  await importAggregators(tx, doc.aggregators, remap, email);
  await importMissionRewards(tx, doc.missionRewards, missionIds, email);
  await importVotes(tx, campaignId, doc.votes, remap, email);
  await importTimeReferences(tx, campaignId, doc.timeReferences, { remap, roadmaps: roadmapIds }, email);
  await importTranslations(tx, campaignId, doc.translations, email);
  await importPages(
    tx,
    store,
    doc,
    { id: campaignId, codeName: target.codeName, regions: input.regions },
    {
      remap,
      missions: missionIds,
      roadmaps: roadmapIds,
    },
    email,
  );
  return campaignId;
}

/** The campaign row itself: the target's code name and name, its URL moved along, its tags found or made. */
async function importCampaignRow(
  tx: Executor,
  doc: CampaignDocument,
  target: { codeName: string; name?: string },
  email: string,
): Promise<{ campaignId: number; input: CampaignInput }> {
  const tagMap = await tagIdsFor(tx, doc, email);
  const { ID: _oldId, ...source } = doc.campaign;
  const input: CampaignInput = {
    ...source,
    codeName: target.codeName,
    name: target.name ?? source.name,
    URL: urlFor(source.URL, source.codeName, target.codeName),
    tagIDs: source.tagIDs.map((t) => tagMap.get(t) ?? t),
  };
  const [campaignRow] = await tx.insert(campaigns).values(columnsOf(input)).returning();
  if (!campaignRow) throw new Error('campaign insert returned no row');
  await recordCreate(tx, email, 'campaigns', campaignRow.id, toCampaign(campaignRow));
  return { campaignId: campaignRow.id, input };
}

/** The page template, the editor project and the page variants, each saved like an editor save, ids remapped. */
async function importPages(
  tx: Executor,
  store: ObjectStore,
  doc: CampaignDocument,
  campaign: { id: number; codeName: string; regions: CampaignInput['regions'] },
  ids: { remap: IdRemap; missions: ReadonlyMap<number, number>; roadmaps: ReadonlyMap<number, number> },
  email: string,
): Promise<void> {
  const { remap } = ids;
  if (doc.pageTemplate) {
    // Saved like an editor save: the first version of the new campaign's template, in the change log.
    await savePageTemplate(
      tx,
      campaign.id,
      {
        // Every id the page holds (issue 30 §2.6): mission lists' refIDs and fetchers' ids too.
        blueprint: remapPageIds(doc.pageTemplate.blueprint as BlueprintNode, remap, ids.roadmaps),
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
      campaign,
      {
        ...project,
        blueprint: remapPageIds(project.blueprint, remap, ids.roadmaps),
        references: {
          ...remapIds(references, remap),
          missionIDs: references.missionIDs.map((m) => ids.missions.get(m) ?? m),
        },
      },
      email,
    ));
  }
  if (doc.pageVariants.length > 0) {
    // Through the variants' service (validated, change-logged); the campaign's own project is the new one's.
    await replacePageVariants(
      tx,
      campaign.id,
      doc.pageVariants.map(({ ownProject, ...variant }) => ({
        ...variant,
        projectID: ownProject ? (ownProjectId ?? null) : variant.projectID,
      })),
      email,
    );
  }
}
