// A campaign as one document (export), and a document written back as a new campaign (import and
// copy): new ids throughout, and the ids inside its data remapped to them (admin spec §5).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { remapIds, type IdRemap } from '@eventory/domain/campaign-copy';
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
import { recordChange } from '../db/change-log.ts';
import { leaderboardInitArrangements, tags } from '../db/schema/campaign-admin.ts';
import { campaigns, containers, evaluators, leaderboards, pageTemplates } from '../db/schema/campaigns.ts';
import { toContainer, toEvaluator, toLeaderboard, toCampaign } from './campaign-rows.ts';
import { assertCodeNameFree, columnsOf, findCampaign } from './campaign-routes.ts';
import { readInitArrangement } from './leaderboard-routes.ts';
import { createTag, findTagByName, toTag } from './tag-routes.ts';
import { readTranslations, writeTranslations } from './translation-routes.ts';

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
  doc: CampaignDocument,
  target: { codeName: string; name?: string },
  email: string,
): Promise<number> {
  await assertCodeNameFree(tx, target.codeName);
  const log = (table: string, objId: number, after: unknown) =>
    recordChange(tx, { email, table, objId, action: 'create', before: null, after });
  const remap = {
    campaign: new Map<number, number>(),
    leaderboard: new Map<number, number>(),
    container: new Map<number, number>(),
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
  if (doc.translations.length > 0) {
    await writeTranslations(tx, campaignId, doc.translations);
    await log('translations', campaignId, await readTranslations(tx, campaignId));
  }
  if (doc.pageTemplate) {
    const template = {
      campaignId,
      blueprint: remapIds(doc.pageTemplate.blueprint, remap) as BlueprintNode,
      references: remapIds(doc.pageTemplate.references, remap),
      translations: doc.pageTemplate.translations,
    };
    await tx.insert(pageTemplates).values(template);
    await log('page_templates', campaignId, template);
  }
  return campaignId;
}
