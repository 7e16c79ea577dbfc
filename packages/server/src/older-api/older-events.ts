// The older event API's service (admin spec §7 "Older event API"; §5: ids up to 10000 use it): the older
// view over the same tables as the newer campaign API. Campaign, leaderboard and translation writes go
// through their services (campaigns.ts, leaderboards.ts, translations.ts); what is older-only lives here:
// the older id range, the event search, deleting a whole event and the gift bucket (decision 0017).
import { and, asc, count, desc, eq, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import { DomainError, notFound } from '@eventory/domain/errors';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { campaignTranslations, leaderboardInitArrangements } from '../db/schema/campaign-admin.ts';
import {
  campaignTrackers,
  missionRoadmaps,
  missions,
  pageTemplateVersions,
  prizes,
  questionnaires,
} from '../db/schema/campaign-content.ts';
import { campaigns, containers, leaderboards, pageTemplates } from '../db/schema/campaigns.ts';
import { editorProjects } from '../db/schema/editor-projects.ts';
import { containsPattern } from '../campaigns/campaign-list.ts';
import { toCampaign, toContainer, toLeaderboard } from '../campaigns/campaign-rows.ts';
import { readTranslations } from '../campaigns/translations.ts';
import { OLDER_MAX_ID, toOlderEvent, type GiftBucket } from './older-event.ts';
import type { OlderEvent, OlderQuestionnaire } from '@eventory/domain/older-event';

/** Serialises older-id allocation across concurrent creates (any constant; pg advisory locks are per database). */
const OLDER_ID_LOCK = 0x45_56_54_31;

export const olderIdsExhausted = () =>
  new DomainError(
    'OLDER_IDS_EXHAUSTED',
    `Every older event id (1 to ${OLDER_MAX_ID}) is taken; create the campaign with the newer API (POST campaigns).`,
    409,
  );

/** An older campaign (id ≤ 10000); a newer one is answered by POST/GET campaigns instead. */
export async function findOlderCampaign(db: Executor, id: number): Promise<Campaign> {
  if (id > OLDER_MAX_ID)
    throw new DomainError(
      'NOT_FOUND',
      `Event ${id} is a newer campaign (id above ${OLDER_MAX_ID}); read it with GET campaigns/${id}.`,
      404,
    );
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw notFound('Event', id);
  return toCampaign(row);
}

/** Every leaderboard of the event, deleted ones too (the older view shows isDeleted). */
export async function eventLeaderboards(db: Executor, id: number): Promise<Leaderboard[]> {
  const rows = await db
    .select()
    .from(leaderboards)
    .where(eq(leaderboards.eventId, id))
    .orderBy(asc(leaderboards.id));
  return rows.map(toLeaderboard);
}

async function eventQuestionnaires(db: Executor, id: number): Promise<OlderQuestionnaire[]> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.campaignId, id))
    .orderBy(asc(questionnaires.id));
  return rows.map((q) => ({
    id: q.id,
    groupName: q.groupName,
    containerID: q.containerId,
    startTime: q.startTime,
    endTime: q.endTime,
  }));
}

export async function readOlderEvent(db: Executor, id: number): Promise<OlderEvent> {
  const campaign = await findOlderCampaign(db, id);
  // One after another: inside a transaction they share one connection.
  const boards = await eventLeaderboards(db, id);
  const qs = await eventQuestionnaires(db, id);
  const translations = await readTranslations(db, id);
  return toOlderEvent(campaign, boards, qs, translations);
}

/** The older campaigns whose code name contains the text, newest first, with their leaderboards. */
export async function searchOlderEvents(
  db: Executor,
  q: { codeName: string; limit: number; offset: number },
): Promise<{ events: OlderEvent[]; totalCount: number }> {
  const where = and(
    lte(campaigns.id, OLDER_MAX_ID),
    q.codeName ? ilike(campaigns.codeName, containsPattern(q.codeName)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(campaigns).where(where).orderBy(desc(campaigns.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const boards =
    ids.length === 0
      ? []
      : (
          await db
            .select()
            .from(leaderboards)
            .where(inArray(leaderboards.eventId, ids))
            .orderBy(asc(leaderboards.id))
        ).map(toLeaderboard);
  return {
    events: rows.map((r) =>
      toOlderEvent(
        toCampaign(r),
        boards.filter((b) => b.eventID === r.id),
        [],
        [],
      ),
    ),
    totalCount: Number(total?.n ?? 0),
  };
}

/** The next free older id: one past the highest taken, under a transaction-scoped lock. */
export async function nextOlderId(tx: Executor): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OLDER_ID_LOCK})`);
  const [row] = await tx
    .select({ max: sql<number | null>`max(${campaigns.id})` })
    .from(campaigns)
    .where(lte(campaigns.id, OLDER_MAX_ID));
  const next = Number(row?.max ?? 0) + 1;
  if (next > OLDER_MAX_ID) throw olderIdsExhausted();
  return next;
}

/**
 * Deletes an event with its leaderboards (their containers stay hidden, with their records, for snapshots
 * and the change log), translations, page template and tracker; refused while it has other content. Logged.
 */
export async function deleteOlderEvent(tx: Executor, id: number, email: string): Promise<{ id: number }> {
  const before = await readOlderEvent(tx, id);
  const owned: number[] = [];
  for (const table of [missions, missionRoadmaps, questionnaires, prizes]) {
    const [row] = await tx.select({ n: count() }).from(table).where(eq(table.campaignId, id));
    owned.push(Number(row?.n ?? 0));
  }
  if (owned.some((n) => n > 0))
    throw new DomainError(
      'EVENT_NOT_EMPTY',
      `Event ${id} still has missions, mission roadmaps, questionnaires or prizes; delete those first.`,
      409,
    );
  const boardIds = before.leaderboards.map((b) => b.id);
  if (boardIds.length > 0) {
    await tx
      .delete(leaderboardInitArrangements)
      .where(inArray(leaderboardInitArrangements.leaderboardId, boardIds));
    await tx
      .update(containers)
      .set({ isDeleted: true, updatedAt: new Date() })
      .where(and(eq(containers.refContainerType, 'Leaderboard'), inArray(containers.refId, boardIds)));
    await tx.delete(leaderboards).where(eq(leaderboards.eventId, id));
  }
  await tx.delete(campaignTranslations).where(eq(campaignTranslations.campaignId, id));
  await tx.delete(editorProjects).where(eq(editorProjects.campaignId, id));
  await tx.delete(pageTemplateVersions).where(eq(pageTemplateVersions.campaignId, id));
  await tx.delete(pageTemplates).where(eq(pageTemplates.campaignId, id));
  await tx.delete(campaignTrackers).where(eq(campaignTrackers.campaignId, id));
  await tx.delete(campaigns).where(eq(campaigns.id, id));
  await recordChange(tx, { email, table: 'campaigns', objId: id, action: 'delete', before, after: null });
  return { id };
}

export async function findEventLeaderboard(db: Executor, eventId: number, lid: number): Promise<Leaderboard> {
  const [row] = await db
    .select()
    .from(leaderboards)
    .where(
      and(eq(leaderboards.id, lid), eq(leaderboards.eventId, eventId), eq(leaderboards.isDeleted, false)),
    );
  if (!row) throw new DomainError('NOT_FOUND', `Event ${eventId} has no leaderboard ${lid}.`, 404, 'lid');
  return toLeaderboard(row);
}

type ContainerRow = typeof containers.$inferSelect;

async function findGiftBucketRow(db: Executor, leaderboardId: number): Promise<ContainerRow | undefined> {
  const [row] = await db
    .select()
    .from(containers)
    .where(
      and(
        eq(containers.type, 'GiftBucket'),
        eq(containers.refContainerType, 'Leaderboard'),
        eq(containers.refId, leaderboardId),
        eq(containers.isDeleted, false),
      ),
    );
  return row;
}

const noGiftBucket = (lid: number) =>
  new DomainError('NOT_FOUND', `Leaderboard ${lid} has no gift bucket.`, 404);

const toGiftBucket = (row: ContainerRow): GiftBucket => ({
  leaderboardID: row.refId,
  containerID: row.id,
  giftIDs: Array.isArray(row.meta.giftIDs) ? (row.meta.giftIDs as string[]) : [],
});

const logged = (row: ContainerRow) => ({ ...toContainer(row), meta: row.meta });

export async function findGiftBucket(db: Executor, lid: number): Promise<GiftBucket> {
  const bucket = await findGiftBucketRow(db, lid);
  if (!bucket) throw noGiftBucket(lid);
  return toGiftBucket(bucket);
}

/** Sets a leaderboard's gift list, creating its GiftBucket container on first use; logged. */
export async function saveGiftBucket(
  tx: Executor,
  board: Leaderboard,
  giftIDs: string[],
  email: string,
): Promise<GiftBucket> {
  const existing = await findGiftBucketRow(tx, board.ID);
  const [row] = existing
    ? await tx
        .update(containers)
        .set({ meta: { ...existing.meta, giftIDs }, updatedAt: new Date() })
        .where(eq(containers.id, existing.id))
        .returning()
    : await tx
        .insert(containers)
        .values({
          type: 'GiftBucket',
          refId: board.ID,
          refContainerType: 'Leaderboard',
          groupName: board.groupName,
          meta: { giftIDs },
        })
        .returning();
  if (!row) throw new Error('gift bucket write returned no row');
  await recordChange(tx, {
    email,
    table: 'containers',
    objId: row.id,
    action: existing ? 'update' : 'create',
    before: existing ? logged(existing) : null,
    after: logged(row),
  });
  return toGiftBucket(row);
}

/** Hides a leaderboard's GiftBucket container; logged. */
export async function deleteGiftBucket(tx: Executor, lid: number, email: string): Promise<GiftBucket> {
  const existing = await findGiftBucketRow(tx, lid);
  if (!existing) throw noGiftBucket(lid);
  const [row] = await tx
    .update(containers)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(eq(containers.id, existing.id))
    .returning();
  if (!row) throw notFound('Container', existing.id);
  await recordChange(tx, {
    email,
    table: 'containers',
    objId: row.id,
    action: 'delete',
    before: logged(existing),
    after: logged(row),
  });
  return toGiftBucket(row);
}
