// A campaign as one document (export), and a document written back as a new campaign (import and
// copy): new ids throughout, and the ids inside its data remapped to them (admin spec §5).
import { asc, eq, inArray } from 'drizzle-orm';
import { remapIds, remapPageIds, type IdRemap } from '@eventory/domain/campaign-copy';
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
import { campaigns, pageTemplates } from '../db/schema/campaigns.ts';
import { savePageTemplate } from '../pages/templates.ts';
import { readCampaignProject, saveWithTemplateGroup } from '../pages/editor-projects.ts';
import { readPageVariants, replacePageVariants } from '../pages/page-variants.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { exportAggregators, importAggregators } from '../engine/aggregators.ts';
import { exportContainers, importContainers } from '../containers/container-service.ts';
import { toCampaign } from '../campaigns/campaign-rows.ts';
import { assertCodeNameFree, columnsOf, findCampaign } from '../campaigns/campaigns.ts';
import {
  completeImportedLeaderboards,
  exportLeaderboards,
  importLeaderboards,
} from '../campaigns/leaderboards.ts';
import { exportEvaluators, importEvaluators } from '../campaigns/evaluators.ts';
import { completeImportedMissions, exportMissions, importMissions } from '../campaigns/missions.ts';
import { exportPrizes, importPrizes } from '../campaigns/prizes.ts';
import { exportQuestionnaires, importQuestionnaires } from '../campaigns/questionnaires.ts';
import { exportRoadmaps, importRoadmaps } from '../campaigns/roadmaps.ts';
import { exportTracker, importTracker } from '../campaigns/tracker.ts';
import { campaignTimeReferences, importTimeReferences } from '../campaigns/time-references.ts';
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

/** A campaign as one document: everything it owns, ids as they are. Each entity's exporter sits beside its service. */
export async function exportCampaign(db: Executor, id: number): Promise<CampaignDocument> {
  const { ID, createTime: _c, updateTime: _u, ...campaign } = await findCampaign(db, id);
  const boards = await exportLeaderboards(db, id);
  const boardIds = new Set(boards.map((b) => b.ID));
  const boardContainers = await exportContainers(db, [...boardIds]);
  const containerIds = boardContainers.map((c) => c.ID);
  const missionList = await exportMissions(db, id, boardIds);
  const inner = [...containerIds, ...missionList.map((m) => m.missionContainerID)];
  const tagRows =
    campaign.tagIDs.length === 0
      ? []
      : await db.select().from(tags).where(inArray(tags.id, campaign.tagIDs)).orderBy(asc(tags.id));
  const { pageVariants, ...pages } = await exportPages(db, id);
  return {
    version: CAMPAIGN_DOCUMENT_VERSION,
    campaign: { ID, ...campaign },
    leaderboards: boards,
    containers: boardContainers,
    evaluators: await exportEvaluators(db, containerIds),
    translations: await readTranslations(db, id),
    tags: tagRows.map(toTag),
    ...pages,
    missions: missionList,
    missionRoadmaps: await exportRoadmaps(db, id),
    questionnaires: await exportQuestionnaires(db, id, inner),
    prizes: await exportPrizes(db, id, boardIds),
    tracker: await exportTracker(db, id),
    aggregators: await exportAggregators(db, inner),
    votes: await exportVotes(db, id),
    missionRewards: await exportMissionRewards(
      db,
      missionList.map((m) => m.ID),
    ),
    pageVariants,
    timeReferences: await campaignTimeReferences(db, id),
  };
}

/** The campaign's page template, its own editor project and its page variants (marking those on that project). */
async function exportPages(
  db: Executor,
  id: number,
): Promise<Pick<CampaignDocument, 'pageTemplate' | 'editorProject' | 'pageVariants'>> {
  const [template] = await db.select().from(pageTemplates).where(eq(pageTemplates.campaignId, id));
  const project = await readCampaignProject(db, id);
  return {
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
    pageVariants: (await readPageVariants(db, id)).map(
      ({ projectCodeName: _c, projectCampaignID: _p, ...variant }) => ({
        ...variant,
        ownProject: project !== null && variant.projectID === project.ID,
      }),
    ),
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
